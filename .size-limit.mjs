// Budgets (gzip) for every bundle. Each element's own code (its entry module, beyond the shared
// chunks) has the budget its package.json "vtElements" entry states.
import { listElements } from './scripts/elements.mjs';

export default [
  // The autoloader carries every element's pre-upgrade CSS (core/cloak.ts, about 0.45 KB): it must
  // apply before the element modules arrive, so it cannot be split off. It also carries the chunk
  // map and its modulepreload links (about 0.17 KB, one round trip less on every page).
  { name: 'autoload.js (classic script)', path: 'dist/autoload.js', limit: '1.95 KB', gzip: true },
  { name: 'shared runtime chunk (React, react-dom, r2wc, core)', path: 'dist/elements/chunks/runtime-*.js', limit: '75 KB', gzip: true },
  ...listElements().map((el) => ({ name: `${el.tag} own code`, path: `dist/elements/${el.name}.js`, limit: el.budget, gzip: true })),
  { name: 'every element and chunk together', path: ['dist/elements/*.js', 'dist/elements/chunks/*.js'], limit: '200 KB', gzip: true },
];
