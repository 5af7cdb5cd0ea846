// Turns the element definitions (packages/*/src/definition.ts) into the custom-elements manifest,
// VS Code's HTML custom data and the Markdown reference: one source of truth for r2wc, docs and editors.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { elementPropName, type AttributeChange, type AttributeSpec, type ElementDefinition } from '@vt-elements/core';
import { listBehaviours, listElements, root } from './elements.mjs';
import { escapeMarkdownText } from './markdown-text';

/** One event of an element: its name, the TypeScript type of its detail and its description. */
export interface EventInfo {
  name: string;
  /** The detail's type as written in the package's src/events.ts event map (e.g. `StepChangeDetail`). */
  detail: string;
  description: string;
}

/** An element as the generators see it: its definition plus what its package's sources say. */
export interface ElementInfo {
  name: string;
  pkg: string;
  definition: ElementDefinition;
  /** The class its module exports (`CartBadgeElement`), read from the entry's source. */
  className: string;
  /** The module the build writes, relative to the package root. */
  module: string;
  events: EventInfo[];
  /** The package's src/events.ts (detail types), when the element fires events. */
  eventTypes?: { file: string; text: string };
}

/**
 * The one class an element entry exports (`export class CollapsibleElement …` or
 * `export const CartBadgeElement = createElementClass(…)`): the manifest, the types and the tests
 * name it, so a module that stops exporting it fails the build, not a user.
 */
export function elementClassName(entry: string): string {
  const names = [...readFileSync(entry, 'utf8').matchAll(/^export (?:const|class) ([A-Z]\w*Element)\b/gm)].map((m) => m[1]!);
  if (names.length !== 1) throw new Error(`${entry} must export exactly one element class (export class|const XElement), found ${names.join(', ') || 'none'}`);
  return names[0]!;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());

/**
 * An element's events with their detail types, from the `<Name>EventMap` interface of its
 * package's src/events.ts (e.g. `LeadWizardEventMap`); the descriptions come from the definition,
 * and the two must list the same events. events.ts holds types only and imports nothing, so it can
 * be copied into the published declarations as it is.
 */
function readEvents(name: string, definition: ElementDefinition, file: string): Pick<ElementInfo, 'events' | 'eventTypes'> {
  const described = Object.entries(definition.events ?? {});
  if (!existsSync(file)) {
    if (described.length) throw new Error(`<${definition.tag}> fires ${described.map(([e]) => e).join(', ')}: ${file} must give their detail types`);
    return { events: [] };
  }
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  if (source.statements.some((s) => ts.isImportDeclaration(s) || ts.isImportEqualsDeclaration(s)))
    throw new Error(`${file} must import nothing: it is copied into the published declarations`);
  const mapName = `${pascal(name)}EventMap`;
  const map = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === mapName);
  if (!map) {
    if (described.length) throw new Error(`${file} has no interface ${mapName} for the events of <${definition.tag}>`);
    return { events: [] };
  }
  const types = new Map(
    map.members.filter(ts.isPropertySignature).map((m) => [ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : m.name.getText(source), m.type!.getText(source)]),
  );
  const names = described.map(([e]) => e);
  if (JSON.stringify([...types.keys()].sort()) !== JSON.stringify([...names].sort()))
    throw new Error(`${mapName} (${[...types.keys()].join(', ')}) and the definition of <${definition.tag}> (${names.join(', ')}) must list the same events`);
  return { events: described.map(([event, description]) => ({ name: event, detail: types.get(event)!, description })), eventTypes: { file, text } };
}

export async function loadDefinitions(): Promise<ElementInfo[]> {
  const out: ElementInfo[] = [];
  for (const el of listElements()) {
    const module = (await import(pathToFileURL(el.definition).href)) as Record<string, unknown>;
    const definition = Object.values(module).find((v): v is ElementDefinition => typeof v === 'object' && v !== null && (v as ElementDefinition).tag === el.tag);
    if (!definition) throw new Error(`${el.definition} exports no definition with tag ${el.tag}`);
    out.push({
      name: el.name,
      pkg: el.pkg,
      definition,
      className: elementClassName(el.entry),
      module: `dist/elements/${el.name}.js`,
      ...readEvents(el.name, definition, join(dirname(el.definition), 'events.ts')),
    });
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

/** The package name users install (package.json "name"), and where each element's docs are. */
export const PACKAGE_NAME = 'vt-elements';
export const PACKAGE_VERSION = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** docs/elements.md ships in the package; a versioned CDN serves it (GitHub-style heading anchors). */
export const docsUrl = (tag: string) => `https://cdn.jsdelivr.net/npm/${PACKAGE_NAME}@${PACKAGE_VERSION}/docs/elements.md#${tag}`;

/** An attribute's property: its name (core elementPropName), TypeScript type and what it reflects to. */
export interface PropertyInfo {
  attribute: string;
  name: string;
  /** The property's type as read (the parsed attribute, or its default). */
  type: string;
  /** The attribute's value type in HTML and JSX. */
  attributeType: string;
  default: string | undefined;
  description: string;
}

export function propertiesOf(d: ElementDefinition): PropertyInfo[] {
  return Object.entries(d.attributes).map(([attribute, spec]) => {
    const orNull = spec.default === undefined || spec.default === null ? ' | null' : '';
    const union = spec.type === 'enum' ? spec.values.map((v) => JSON.stringify(v)).join(' | ') : '';
    const type = { string: `string${orNull}`, boolean: 'boolean', number: `number${orNull}`, enum: `${union}${orNull}`, json: 'unknown' }[spec.type];
    const attributeType = { string: 'string', boolean: 'boolean', number: 'number', enum: union, json: 'string' }[spec.type];
    return { attribute, name: elementPropName(attribute), type, attributeType, default: defaultText(spec), description: spec.description };
  });
}

/** "… (default #1a5fd0)." → "#1a5fd0": a CSS custom property's default, as its description gives it. */
const cssDefault = (description: string) => /\(default ([^)]+)\)/.exec(description)?.[1];

/**
 * The custom-elements manifest (schema: the custom-elements-manifest package, checked in a test).
 * The elements render into their light DOM (no shadow root), so they have no slots or CSS parts:
 * the content they read and the class names of their markup are in `x-content` and `x-css-classes`.
 */
export function customElementsManifest(defs: ElementInfo[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: defs.map(({ definition: d, className, module, events }) => ({
      kind: 'javascript-module',
      path: module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: d.tag,
          name: className,
          superclass: { name: 'HTMLElement', package: 'global:' },
          description: d.summary,
          attributes: propertiesOf(d).map((p) => ({ name: p.attribute, fieldName: p.name, type: { text: p.attributeType }, ...(p.default ? { default: p.default } : {}), description: p.description })),
          members: propertiesOf(d).map((p) => ({
            kind: 'field',
            name: p.name,
            type: { text: p.type },
            ...(p.default ? { default: p.default } : {}),
            attribute: p.attribute,
            reflects: true,
            description: p.description,
          })),
          events: events.map((e) => ({ name: e.name, type: { text: `CustomEvent<${e.detail}>` }, description: e.description })),
          cssProperties: Object.entries(d.cssProperties ?? {}).map(([name, description]) => ({ name, ...(cssDefault(description) ? { default: cssDefault(description) } : {}), description })),
          'x-content': Object.entries(d.slots ?? {}).map(([selector, description]) => ({ selector, description })),
          'x-css-classes': Object.entries(d.cssClasses ?? {}).map(([name, description]) => ({ name, description })),
        },
      ],
      exports: [
        { kind: 'js', name: className, declaration: { name: className, module } },
        { kind: 'custom-element-definition', name: d.tag, declaration: { name: className, module } },
      ],
    })),
  };
}

/**
 * VS Code renders a custom-data description as Markdown whether it is a string or a MarkupContent
 * of any kind (vscode-html-languageservice normalizeMarkupContent), so the text is given as
 * explicit Markdown with its tags escaped, or a `<form>` in it would not show.
 */
const vscodeMarkdown = (text: string) => ({ kind: 'markdown' as const, value: escapeMarkdownText(text) });
const reference = (tag: string) => [{ name: `<${tag}> reference`, url: docsUrl(tag) }];

export function vscodeCustomData(defs: { definition: ElementDefinition }[]) {
  return {
    version: 1.1,
    tags: defs.map(({ definition: d }) => ({
      name: d.tag,
      description: vscodeMarkdown(d.summary),
      references: reference(d.tag),
      attributes: Object.entries(d.attributes).map(([attr, spec]) => ({
        name: attr,
        description: vscodeMarkdown(spec.description),
        references: reference(d.tag),
        ...(spec.type === 'enum' ? { values: spec.values.map((v) => ({ name: v })) } : spec.type === 'boolean' ? { values: [{ name: 'true' }, { name: 'false' }] } : {}),
      })),
    })),
  };
}

/** The CSS custom properties of every element, for VS Code's CSS data (one entry a property, naming the elements that read it). */
export function vscodeCssCustomData(defs: { definition: ElementDefinition }[]) {
  const byName = new Map<string, { description: string; tags: string[] }>();
  for (const { definition: d } of defs) {
    for (const [name, description] of Object.entries(d.cssProperties ?? {})) {
      const entry = byName.get(name) ?? { description, tags: [] };
      entry.tags.push(d.tag);
      byName.set(name, entry);
    }
  }
  return {
    version: 1.1,
    properties: [...byName].map(([name, { description, tags }]) => ({
      name,
      description: vscodeMarkdown(`${description} Read by ${tags.map((t) => `\`<${t}>\``).join(', ')}.`),
      references: tags.flatMap(reference),
    })),
  };
}

/** JetBrains IDEs' web-types (https://github.com/JetBrains/web-types): elements, attributes, properties, events, CSS properties. */
export function webTypes(defs: ElementInfo[]) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: PACKAGE_NAME,
    version: PACKAGE_VERSION,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: defs.map(({ definition: d, events }) => ({
          name: d.tag,
          description: escapeMarkdownText(d.summary),
          'doc-url': docsUrl(d.tag),
          attributes: propertiesOf(d).map((p) => ({
            name: p.attribute,
            description: escapeMarkdownText(p.description),
            'doc-url': docsUrl(d.tag),
            ...(p.default ? { default: p.default } : {}),
            value: { type: p.attributeType, required: false },
          })),
          js: {
            properties: propertiesOf(d).map((p) => ({ name: p.name, description: escapeMarkdownText(p.description), value: { type: p.type } })),
            events: events.map((e) => ({ name: e.name, description: escapeMarkdownText(e.description), value: { type: `CustomEvent<${e.detail}>` } })),
          },
        })),
      },
      css: {
        properties: vscodeCssCustomData(defs).properties.map((p) => ({ name: p.name, description: p.description.value })),
      },
    },
  };
}

/** Description text in the Markdown reference: its tags shown, not taken as HTML. */
const text = (description: string) => escapeMarkdownText(description);
/** Fits Markdown into a table cell (a default is already inside a code span, so it is not escaped). */
const cell = (markdown: string) => markdown.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** When a change of the attribute after start takes effect (issue 39), as the docs say it. */
export function changeText(change: AttributeChange | undefined): string {
  if (!change || change === 'now') return 'applies at once';
  return `${change.when === 'next step' ? 'applies from the next step' : 'read once'}: ${change.why}`;
}

export function markdownReference(defs: ElementInfo[], behaviours: { name: string; pkg: string; docs: BehaviourDocs }[] = []): string {
  const lines = [
    '# Element reference',
    '',
    '<!-- Generated by `npm run docs` (scripts/manifest.ts) from each package\'s src/definition.ts and src/events.ts. Do not edit. -->',
    '',
    'Every attribute is also a property of the element, named in camelCase without `data-` (`data-client-id` → `badge.clientId`; a name HTMLElement already has keeps a `data` prefix: `dataTitle`). Reading a property parses its attribute as the element does (the default when it is absent or malformed); writing it sets the attribute (booleans as `true`/`false`; a JSON attribute takes an object or array, written as JSON text); `null` removes it. Events are bubbling, composed `CustomEvent`s; their detail types are exported by the package (`import type { StepChangeDetail } from \'vt-elements\'`).',
    '',
  ];
  for (const { name, pkg, definition: d, events, eventTypes } of defs) {
    lines.push(`## \`<${d.tag}>\``, '', text(d.summary), '', `Spec: ${text(d.spec)}. Package: \`${pkg}\`. Module: \`dist/elements/${name}.js\`.`, '');
    if (Object.keys(d.attributes).length) {
      lines.push('| attribute | property | type | default | a change after start | description |', '|---|---|---|---|---|---|');
      for (const p of propertiesOf(d)) {
        const spec = d.attributes[p.attribute]!;
        lines.push(
          `| \`${p.attribute}\` | \`${p.name}\` | ${cell(text(typeText(spec)))} | ${p.default ? `\`${cell(p.default)}\`` : ''} | ${cell(text(changeText(spec.change)))} | ${cell(text(p.description))} |`,
        );
      }
      lines.push('');
    }
    if (events.length) {
      lines.push('**Events**', '');
      for (const e of events) lines.push(`- \`${e.name}\` (\`CustomEvent<${e.detail}>\`): ${text(e.description)}`);
      lines.push('', '```ts', eventTypes!.text.replace(/^\/\/.*\n/gm, '').trim(), '```', '');
    }
    const sections: [string, Record<string, string> | undefined][] = [['Content', d.slots], ['CSS classes', d.cssClasses], ['CSS custom properties', d.cssProperties]];
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

/**
 * What Storybook's docs show of each element beyond its definition (stories/element-api.json,
 * written by `npm run docs`, kept in step by a unit test): the property of each attribute with its
 * type, each event's detail type and the declarations of those types.
 */
export function storybookApi(defs: ElementInfo[]) {
  return Object.fromEntries(
    defs.map(({ definition: d, events, eventTypes }) => [
      d.tag,
      {
        properties: propertiesOf(d).map((p) => ({ attribute: p.attribute, name: p.name, type: p.type })),
        events: events.map((e) => ({ name: e.name, type: `CustomEvent<${e.detail}>` })),
        eventTypes: eventTypes ? eventTypes.text.replace(/^\/\/.*\n/gm, '').trim() : null,
      },
    ]),
  );
}
