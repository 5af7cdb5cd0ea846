import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './elements.mjs';
import { loadDefinitions, markdownReference } from './manifest-lib';

describe('docs come from the element definitions', () => {
  it('docs/elements.md is up to date (run npm run docs and commit it)', async () => {
    const defs = await loadDefinitions();
    expect(readFileSync(join(root, 'docs', 'elements.md'), 'utf8')).toBe(markdownReference(defs));
  });

  it('the contract names of every built element are documented', async () => {
    const defs = await loadDefinitions();
    const cart = defs.find((d) => d.definition.tag === 'vt-cart-badge')!.definition;
    expect(Object.keys(cart.attributes)).toEqual(expect.arrayContaining(['data-client-id', 'data-href']));
  });
});
