// Writes dist/theme.css (the optional theme, issue 19) from packages/core/theme/theme.css: comments
// and needless whitespace removed. Run by `npm run build` after rollup.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const source = readFileSync(new URL('../packages/core/theme/theme.css', import.meta.url), 'utf8');
const css = source
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/\s*([{};,>])\s*/g, '$1')
  .replace(/([\w-]):\s+/g, '$1:')
  .replace(/;}/g, '}')
  .trim();
mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
writeFileSync(new URL('../dist/theme.css', import.meta.url), `${css}\n`);
