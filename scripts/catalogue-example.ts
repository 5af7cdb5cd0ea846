// npx tsx scripts/catalogue-example.ts: rewrites examples/course-catalogue.html.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './elements.mjs';
import { examplePage } from '../packages/catalogue/src/example/page';

writeFileSync(join(root, 'examples', 'course-catalogue.html'), examplePage());
process.stdout.write('wrote examples/course-catalogue.html\n');
