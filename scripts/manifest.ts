// npm run build: writes, from the element definitions (one source of truth):
// - dist/custom-elements.json (the custom-elements manifest),
// - dist/vscode.html-custom-data.json, dist/vscode.css-custom-data.json and dist/web-types.json (editors),
// - dist/types/ (the published declarations: index.d.ts, react.d.ts, elements/<name>.d.ts) and
//   dist/react.js (an empty module, so `import 'vt-elements/react'` also works at run time).
// npm run docs (--docs): also rewrites docs/elements.md and stories/element-api.json (Storybook's
// properties, event detail types), which unit tests keep in step with the definitions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './elements.mjs';
import {
  customElementsManifest,
  loadBehaviourDocs,
  loadDefinitions,
  markdownReference,
  storybookApi,
  vscodeCssCustomData,
  vscodeCustomData,
  webTypes,
} from './manifest-lib';
import { elementDeclarations, indexDeclarations, reactDeclarations } from './types-lib';

const defs = await loadDefinitions();
const dist = join(root, 'dist');
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
mkdirSync(join(dist, 'types', 'elements'), { recursive: true });
writeFileSync(join(dist, 'custom-elements.json'), json(customElementsManifest(defs)));
writeFileSync(join(dist, 'vscode.html-custom-data.json'), json(vscodeCustomData(defs)));
writeFileSync(join(dist, 'vscode.css-custom-data.json'), json(vscodeCssCustomData(defs)));
writeFileSync(join(dist, 'web-types.json'), json(webTypes(defs)));
writeFileSync(join(dist, 'types', 'index.d.ts'), indexDeclarations(defs));
writeFileSync(join(dist, 'types', 'react.d.ts'), reactDeclarations(defs));
writeFileSync(join(dist, 'types', 'autoload.d.ts'), "// The autoloader is a classic script; importing its types brings the tag and event maps.\nexport {} from './index.js';\n");
writeFileSync(join(dist, 'react.js'), '// Types only: see types/react.d.ts (React 19 JSX for every vt-* tag).\nexport {};\n');
for (const def of defs) writeFileSync(join(dist, 'types', 'elements', `${def.name}.d.ts`), elementDeclarations(def));
if (process.argv.includes('--docs')) {
  writeFileSync(join(root, 'docs', 'elements.md'), markdownReference(defs, await loadBehaviourDocs()));
  writeFileSync(join(root, 'stories', 'element-api.json'), json(storybookApi(defs)));
}
console.log(`manifest and types: ${defs.map((d) => d.definition.tag).join(', ')}`);
