import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ElementRuntime } from '@vt-elements/core';
import { listElements, root } from './elements.mjs';
import Ajv from 'ajv';
import {
  customElementsManifest,
  elementClassName,
  loadBehaviourDocs,
  loadDefinitions,
  markdownReference,
  propertiesOf,
  storybookApi,
  vscodeCssCustomData,
  vscodeCustomData,
  webTypes,
} from './manifest-lib';
import { indexDeclarations, reactDeclarations } from './types-lib';
import { escapeMarkdownText } from './markdown-text';
import { argTypesFor, docsFor } from '../stories/element-story';

describe('docs come from the element definitions', () => {
  it('docs/elements.md is up to date (run npm run docs and commit it)', async () => {
    const defs = await loadDefinitions();
    expect(readFileSync(join(root, 'docs', 'elements.md'), 'utf8')).toBe(markdownReference(defs, await loadBehaviourDocs()));
  });

  it('stories/element-api.json (Storybook: properties, event detail types) is up to date (run npm run docs)', async () => {
    const api = JSON.parse(readFileSync(join(root, 'stories', 'element-api.json'), 'utf8')) as unknown;
    expect(api).toEqual(storybookApi(await loadDefinitions()));
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
        Object.entries(definition.attributes).map(([name, { description: _, change: _change, ...parser }]) => [name, parser]),
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

describe('the custom-elements manifest (issue 18)', () => {
  it('is valid against the custom-elements-manifest schema', async () => {
    const schema = JSON.parse(readFileSync(join(root, 'node_modules', 'custom-elements-manifest', 'schema.json'), 'utf8')) as object;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    const manifest = customElementsManifest(await loadDefinitions());
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('declares each element class by its exported name, exported from its module as a class and as the tag', async () => {
    const manifest = customElementsManifest(await loadDefinitions());
    const elements = listElements();
    expect(manifest.modules.map((m) => m.path)).toEqual(elements.map((el) => `dist/elements/${el.name}.js`));
    for (const [i, module] of manifest.modules.entries()) {
      const el = elements[i]!;
      const [declaration] = module.declarations;
      // The class its entry exports (scripts/properties.test.ts imports each entry and checks that export).
      expect(declaration!.name).toBe(elementClassName(el.entry));
      expect(declaration!.tagName).toBe(el.tag);
      expect(module.exports).toEqual([
        { kind: 'js', name: declaration!.name, declaration: { name: declaration!.name, module: module.path } },
        { kind: 'custom-element-definition', name: el.tag, declaration: { name: declaration!.name, module: module.path } },
      ]);
    }
  });

  it('lists attributes with types and defaults, members, typed events and CSS custom properties; no slots (light DOM)', async () => {
    const manifest = customElementsManifest(await loadDefinitions());
    const wizard = manifest.modules.find((m) => m.path === 'dist/elements/lead-wizard.js')!.declarations[0]!;
    expect(wizard.name).toBe('LeadWizardElement');
    expect(wizard.attributes.find((a) => a.name === 'data-persist')).toMatchObject({ fieldName: 'persist', type: { text: 'boolean' }, default: 'true' });
    expect(wizard.attributes.find((a) => a.name === 'data-action')!.type.text).toContain('"new_contact"');
    expect(wizard.members.find((m) => m.name === 'action')).toMatchObject({ kind: 'field', attribute: 'data-action', reflects: true });
    expect(wizard.events.find((e) => e.name === 'vt-step-change')!.type.text).toBe('CustomEvent<StepChangeDetail>');
    expect(wizard.cssProperties.find((c) => c.name === '--vt-lead-accent')).toMatchObject({ default: '#1a5fd0' });
    expect(wizard['x-content'].map((c) => c.selector)).toContain('[data-get-started]');
    for (const { declarations } of manifest.modules) {
      expect(declarations[0]).not.toHaveProperty('slots');
      for (const e of declarations[0]!.events) expect(e.type.text).toMatch(/^CustomEvent<\w+>$/);
    }
    const badge = manifest.modules.find((m) => m.path === 'dist/elements/cart-badge.js')!.declarations[0]!;
    expect(badge.members.map((m) => [m.name, m.type.text])).toEqual([
      ['clientId', 'string | null'],
      ['href', 'string'],
      ['apiHost', 'string | null'],
      ['texts', 'unknown'],
    ]);
    const share = manifest.modules.find((m) => m.path === 'dist/elements/share.js')!.declarations[0]!;
    expect(share.members.map((m) => m.name)).toContain('dataTitle');
  });

  it('editor data: VS Code HTML and CSS custom data and web-types link each element to its docs', async () => {
    const defs = await loadDefinitions();
    const html = vscodeCustomData(defs);
    const badge = html.tags.find((t) => t.name === 'vt-cart-badge')!;
    expect(badge.references[0]!.url).toMatch(/\/docs\/elements\.md#vt-cart-badge$/);
    const css = vscodeCssCustomData(defs);
    expect(css.properties.find((p) => p.name === '--vt-focus-color')!.references.length).toBeGreaterThan(1);
    const web = webTypes(defs);
    const wizard = web.contributions.html.elements.find((e) => e.name === 'vt-lead-wizard')!;
    expect(wizard['doc-url']).toMatch(/#vt-lead-wizard$/);
    expect(wizard.js.events.map((e) => e.name)).toEqual(['vt-step-change', 'vt-lead-submit', 'vt-lead-success', 'vt-lead-error']);
    expect(wizard.js.properties.map((p) => p.name)).toEqual(propertiesOf(defs.find((d) => d.name === 'lead-wizard')!.definition).map((p) => p.name));
  });

  it('the declarations cover every tag and event, and are self-contained', async () => {
    const defs = await loadDefinitions();
    const index = indexDeclarations(defs);
    expect(index).not.toMatch(/^import /m);
    for (const d of defs) expect(index).toContain(`${JSON.stringify(d.definition.tag)}: ${d.className};`);
    expect(index).toContain('"vt-step-change": CustomEvent<StepChangeDetail>;');
    const react = reactDeclarations(defs);
    expect(react).toContain('"onvt-step-change"?: (event: CustomEvent<StepChangeDetail>) => void;');
    expect(react).toContain('"vt-cart-badge": CartBadgeElementProps;');
  });
});
