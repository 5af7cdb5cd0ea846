// npm run build: writes dist/custom-elements.json and dist/vscode.html-custom-data.json.
// npm run docs (--docs): also rewrites docs/elements.md, which a unit test keeps in step with the definitions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './elements.mjs';
import { customElementsManifest, loadBehaviourDocs, loadDefinitions, markdownReference, vscodeCustomData } from './manifest-lib';

const defs = await loadDefinitions();
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'custom-elements.json'), `${JSON.stringify(customElementsManifest(defs), null, 2)}\n`);
writeFileSync(join(root, 'dist', 'vscode.html-custom-data.json'), `${JSON.stringify(vscodeCustomData(defs), null, 2)}\n`);
if (process.argv.includes('--docs')) writeFileSync(join(root, 'docs', 'elements.md'), markdownReference(defs, await loadBehaviourDocs()));
console.log(`manifest: ${defs.map((d) => d.definition.tag).join(', ')}`);
