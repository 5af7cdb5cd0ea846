import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ElementRuntime } from '@vt-elements/core';
import { listElements, root } from './elements.mjs';
import { customElementsManifest, loadBehaviourDocs, loadDefinitions, markdownReference, vscodeCustomData } from './manifest-lib';
import { escapeMarkdownText } from './markdown-text';
import { argTypesFor, docsFor } from '../stories/element-story';

describe('docs come from the element definitions', () => {
  it('docs/elements.md is up to date (run npm run docs and commit it)', async () => {
    const defs = await loadDefinitions();
    expect(readFileSync(join(root, 'docs', 'elements.md'), 'utf8')).toBe(markdownReference(defs, await loadBehaviourDocs()));
  });

  it('the contract names of every built element are documented', async () => {
    const defs = await loadDefinitions();
    const cart = defs.find((d) => d.definition.tag === 'vt-cart-badge')!.definition;
    expect(Object.keys(cart.attributes)).toEqual(expect.arrayContaining(['data-client-id', 'data-href']));
  });

  // Lean bundles: element.ts imports only runtime-definition.ts (ESLint forbids definition.ts there),
  // or its own {name}-runtime.ts when a package's runtime-definition.ts is a chunk other elements
  // share (the carousel's parsers stay out of the widgets' shared chunk).
  it('the runtime half the bundles read is the definition without its docs text', async () => {
    const defs = await loadDefinitions();
    for (const el of listElements()) {
      const files = ['runtime-definition.ts', `${el.name}-runtime.ts`]
        .map((file) => join(dirname(el.definition), file))
        .filter((file) => existsSync(file));
      const modules = (await Promise.all(files.map((file) => import(pathToFileURL(file).href)))) as Record<string, ElementRuntime>[];
      const runtime = modules.flatMap((module) => Object.values(module)).find((v) => v.tag === el.tag)!;
      const { definition } = defs.find((d) => d.definition.tag === el.tag)!;
      expect(Object.keys(runtime)).toEqual(['tag', 'attributes']);
      const withoutDocs = Object.fromEntries(
        Object.entries(definition.attributes).map(([name, { description: _, ...parser }]) => [name, parser]),
      );
      expect(runtime.attributes).toEqual(withoutDocs);
      expect(JSON.stringify(runtime)).not.toContain('description');
    }
  });
});

describe('descriptions keep their literal tags in Markdown', () => {
  it('escapes a tag with attributes, a tag in plain text and &', () => {
    expect(escapeMarkdownText('or <meta name="vt-api-host">.')).toBe('or &lt;meta name="vt-api-host"&gt;.');
    expect(escapeMarkdownText('The CMS renders the whole <form> inside the tag')).toBe(
      'The CMS renders the whole &lt;form&gt; inside the tag',
    );
    expect(escapeMarkdownText('Q&A, a < b && c > d')).toBe('Q&amp;A, a &lt; b &amp;&amp; c &gt; d');
  });

  it('leaves code spans as they are (no double escaping), escaping around them', () => {
    expect(escapeMarkdownText('inside the closest `<vt-lead-wizard>` & not <b>')).toBe(
      'inside the closest `<vt-lead-wizard>` &amp; not &lt;b&gt;',
    );
    expect(escapeMarkdownText('`a && b` then `<x>`')).toBe('`a && b` then `<x>`');
    // A double-backtick span may hold a single backtick; its content stays literal too.
    expect(escapeMarkdownText('``a ` <b>`` <i>')).toBe('``a ` <b>`` &lt;i&gt;');
  });

  it('treats unmatched or escaped backticks as text', () => {
    expect(escapeMarkdownText('a ` <b>')).toBe('a ` &lt;b&gt;');
    expect(escapeMarkdownText('\\` <b> `')).toBe('\\` &lt;b&gt; `');
    expect(escapeMarkdownText('``<a>` <b>')).toBe('``&lt;a&gt;` &lt;b&gt;');
  });

  it('docs/elements.md shows the tags of the definitions; the manifest keeps the raw text', async () => {
    const defs = await loadDefinitions();
    const markdown = markdownReference(defs, await loadBehaviourDocs());
    expect(markdown).toContain('or &lt;meta name="vt-api-host"&gt;');
    expect(markdown).toContain('The CMS renders the whole &lt;form&gt;');
    expect(markdown).not.toMatch(/(?<!`)<form>/);
    const manifest = JSON.stringify(customElementsManifest(defs));
    expect(manifest).toContain('The CMS renders the whole <form>');
  });

  it('VS Code gets Markdown (it renders any description as Markdown) with the tags escaped', async () => {
    const data = vscodeCustomData(await loadDefinitions());
    const wizard = data.tags.find((t) => t.name === 'vt-lead-wizard')!;
    expect(wizard.description.kind).toBe('markdown');
    expect(wizard.description.value).toContain('The CMS renders the whole &lt;form&gt;');
    expect(wizard.description.value).toContain('`data-ready`');
  });

  it('Storybook descriptions (argTypes and the component docs) escape them too', async () => {
    const defs = await loadDefinitions();
    const callback = defs.find((d) => d.definition.tag === 'vt-scheduled-callback')!.definition;
    expect(argTypesFor(callback)['data-domain']!.description).toContain('&lt;meta name="vt-api-host"&gt;');
    const wizard = defs.find((d) => d.definition.tag === 'vt-lead-wizard')!.definition;
    expect(docsFor(wizard).docs.description.component).toContain('The CMS renders the whole &lt;form&gt;');
  });
});
