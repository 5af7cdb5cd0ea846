// Turns the element definitions (packages/*/src/definition.ts) into the custom-elements manifest,
// VS Code's HTML custom data and the Markdown reference: one source of truth for r2wc, docs and editors.
import { pathToFileURL } from 'node:url';
import type { AttributeSpec, ElementDefinition } from '@vt-elements/core';
import { listBehaviours, listElements } from './elements.mjs';
import { escapeMarkdownText } from './markdown-text';

export async function loadDefinitions(): Promise<{ name: string; pkg: string; definition: ElementDefinition }[]> {
  const out = [];
  for (const el of listElements()) {
    const module = (await import(pathToFileURL(el.definition).href)) as Record<string, unknown>;
    const definition = Object.values(module).find((v): v is ElementDefinition => typeof v === 'object' && v !== null && (v as ElementDefinition).tag === el.tag);
    if (!definition) throw new Error(`${el.definition} exports no definition with tag ${el.tag}`);
    out.push({ name: el.name, pkg: el.pkg, definition });
  }
  return out;
}

/** The docs of an attribute behaviour ([data-scroll-to]): exported by its package's definition.ts with its `attribute`. */
export interface BehaviourDocs {
  attribute: string;
  summary: string;
  spec: string;
  attributes: Record<string, string>;
}

export async function loadBehaviourDocs(): Promise<{ name: string; pkg: string; docs: BehaviourDocs }[]> {
  const out = [];
  for (const b of listBehaviours()) {
    const module = (await import(pathToFileURL(b.definition).href)) as Record<string, unknown>;
    const docs = Object.values(module).find((v): v is BehaviourDocs => typeof v === 'object' && v !== null && (v as BehaviourDocs).attribute === b.attribute);
    if (!docs) throw new Error(`${b.definition} exports no docs with attribute ${b.attribute}`);
    out.push({ name: b.name, pkg: b.pkg, docs });
  }
  return out;
}

function typeText(spec: AttributeSpec): string {
  if (spec.type === 'enum') return spec.values.map((v) => `"${v}"`).join(' | ');
  if (spec.type === 'json') return 'JSON';
  return spec.type;
}

function defaultText(spec: AttributeSpec): string | undefined {
  if (spec.default === undefined || spec.default === null) return spec.type === 'boolean' ? 'false' : undefined;
  return JSON.stringify(spec.default);
}

export function customElementsManifest(defs: { name: string; definition: ElementDefinition }[]) {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: defs.map(({ name, definition: d }) => ({
      kind: 'javascript-module',
      path: `dist/elements/${name}.js`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: d.tag,
          name: `${name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase())}Element`,
          description: d.summary,
          attributes: Object.entries(d.attributes).map(([attr, spec]) => ({ name: attr, type: { text: typeText(spec) }, default: defaultText(spec), description: spec.description })),
          events: Object.entries(d.events ?? {}).map(([event, description]) => ({ name: event, type: { text: 'CustomEvent' }, description })),
          slots: Object.entries(d.slots ?? {}).map(([slot, description]) => ({ name: slot, description })),
          cssProperties: Object.entries(d.cssProperties ?? {}).map(([prop, description]) => ({ name: prop, description })),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: d.tag, declaration: { name: d.tag, module: `dist/elements/${name}.js` } }],
    })),
  };
}

/**
 * VS Code renders a custom-data description as Markdown whether it is a string or a MarkupContent
 * of any kind (vscode-html-languageservice normalizeMarkupContent), so the text is given as
 * explicit Markdown with its tags escaped, or a `<form>` in it would not show.
 */
const vscodeMarkdown = (text: string) => ({ kind: 'markdown' as const, value: escapeMarkdownText(text) });

export function vscodeCustomData(defs: { definition: ElementDefinition }[]) {
  return {
    version: 1.1,
    tags: defs.map(({ definition: d }) => ({
      name: d.tag,
      description: vscodeMarkdown(d.summary),
      attributes: Object.entries(d.attributes).map(([attr, spec]) => ({
        name: attr,
        description: vscodeMarkdown(spec.description),
        ...(spec.type === 'enum' ? { values: spec.values.map((v) => ({ name: v })) } : spec.type === 'boolean' ? { values: [{ name: 'true' }, { name: 'false' }] } : {}),
      })),
    })),
  };
}

/** Description text in the Markdown reference: its tags shown, not taken as HTML. */
const text = (description: string) => escapeMarkdownText(description);
/** Fits Markdown into a table cell (a default is already inside a code span, so it is not escaped). */
const cell = (markdown: string) => markdown.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownReference(
  defs: { name: string; pkg: string; definition: ElementDefinition }[],
  behaviours: { name: string; pkg: string; docs: BehaviourDocs }[] = [],
): string {
  const lines = ['# Element reference', '', '<!-- Generated by `npm run docs` (scripts/manifest.ts) from each package\'s src/definition.ts. Do not edit. -->', ''];
  for (const { name, pkg, definition: d } of defs) {
    lines.push(`## \`<${d.tag}>\``, '', text(d.summary), '', `Spec: ${text(d.spec)}. Package: \`${pkg}\`. Module: \`dist/elements/${name}.js\`.`, '');
    lines.push('| attribute | type | default | description |', '|---|---|---|---|');
    for (const [attr, spec] of Object.entries(d.attributes)) lines.push(`| \`${attr}\` | ${cell(text(typeText(spec)))} | ${defaultText(spec) ? `\`${cell(defaultText(spec)!)}\`` : ''} | ${cell(text(spec.description))} |`);
    lines.push('');
    const sections: [string, Record<string, string> | undefined][] = [['Events', d.events], ['Content', d.slots], ['CSS classes', d.cssClasses], ['CSS custom properties', d.cssProperties]];
    for (const [title, entries] of sections) {
      if (!entries || !Object.keys(entries).length) continue;
      lines.push(`**${title}**`, '');
      for (const [key, description] of Object.entries(entries)) lines.push(`- \`${key}\`: ${text(description)}`);
      lines.push('');
    }
  }
  // Attributes that are behaviours, not tags: imported by the autoloader when it finds the attribute.
  for (const { name, pkg, docs } of behaviours) {
    lines.push(`## \`[${docs.attribute}]\``, '', text(docs.summary), '', `Spec: ${text(docs.spec)}. Package: \`${pkg}\`. Module: \`dist/elements/${name}.js\`.`, '');
    lines.push('| attribute | description |', '|---|---|');
    for (const [attr, description] of Object.entries(docs.attributes)) lines.push(`| \`${attr}\` | ${cell(text(description))} |`);
    lines.push('');
  }
  return lines.join('\n');
}
