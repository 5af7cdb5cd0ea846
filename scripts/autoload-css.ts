// npm run build: writes dist/autoload.css, the pre-upgrade rules the autoloader adds (one source:
// packages/core/src/cloak.ts), for a page to link in its <head> (README, Embed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './elements.mjs';
import { preUpgradeStylesheet } from '../packages/core/src/cloak';

mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'autoload.css'), preUpgradeStylesheet());
