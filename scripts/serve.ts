// `npm start`: serves examples/ and dist/ with the demo API on the same origin.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '@vt-elements/demo-api/server';
import { root } from './elements.mjs';

if (!existsSync(join(root, 'dist', 'autoload.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does it for you).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const demo = await startDemoServer({ root, port, host: process.env.HOST ?? '127.0.0.1' }).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.warn(`Port ${port} is in use; picking a free one.`);
  return startDemoServer({ root, port: 0 });
});
const secure = demo.url.replace(/^http:/, 'https:');
console.log(`\n  vt-elements examples with the demo API: ${demo.url}/`);
// Segment analytics-next 1.81.0 posts its batches over https whatever the page's scheme (packages/analytics/README.md).
console.log(`  The demo also answers https on the same port: Segment 1.81.0 sends its batches over https,`);
console.log(`  so to see them in the demo, open ${secure}/ once and accept the demo certificate.\n`);
