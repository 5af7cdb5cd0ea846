/**
 * `npm run new-element NAME [-- --plain]`: scaffolds packages/NAME, one element `<vt-NAME>` laid
 * out as the README's "Anatomy of a package" says, that builds and passes `npm test` as generated:
 * its package.json (the "vtElements" entry the build, size-limit, manifest and autoloader read),
 * a core with its unit test, a view (React, or DOM with --plain), texts with data-texts, an events
 * file, a story whose play asserts, an example page, its pre-upgrade rule (core/cloak.ts) and the
 * regenerated docs. It links the workspace itself (node_modules/@vt-elements/NAME and two
 * package-lock.json entries, as `npm install` would), so nothing needs the network.
 *
 * Each file is written from a template below: scripts/new-element.test.ts runs the generator in a
 * temporary copy of the repository and type-checks, unit-tests and builds what it wrote.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Options {
  /** A PlainElement (DOM, no React) instead of a React element. */
  plain?: boolean;
  /** false: leave docs/elements.md to `npm run docs` (the test skips it for time). */
  docs?: boolean;
}

/** Names a package or a tag cannot take: directories of dist/, the root's own entries, our prefix. */
const RESERVED = new Set([
  'chunks',
  'elements',
  'types',
  'autoload',
  'react',
  'index',
  'theme',
  'core',
  'demo-api',
  'all',
  'test',
  'testing',
]);
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Why NAME cannot be used in the repository at `root`, or null when it can. */
export function refusal(root: string, name: string | undefined): string | null {
  if (!name)
    return 'Usage: npm run new-element NAME [-- --plain]   (NAME in kebab-case, e.g. study-planner: the tag is <vt-study-planner>)';
  if (!KEBAB.test(name))
    return `"${name}" is not kebab-case: lower-case letters and digits in words joined by single hyphens, starting with a letter (e.g. study-planner).`;
  if (name === 'vt' || name.startsWith('vt-'))
    return `"${name}": leave out the vt- prefix, the tag gets it (npm run new-element ${name.replace(/^vt-?/, '') || 'NAME'}).`;
  if (RESERVED.has(name))
    return `"${name}" is reserved (a directory of dist/, an entry of the package, or a package of the tools): choose another name.`;
  if (existsSync(join(root, 'packages', name)))
    return `packages/${name} already exists: choose another name, or add the element to that package by hand (README, Anatomy of a package).`;
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { vtElements?: object; vtBehaviours?: object };
    if (name in (pkg.vtElements ?? {})) return `<vt-${name}> already exists (packages/${dir}): choose another name.`;
    if (name in (pkg.vtBehaviours ?? {}))
      return `"${name}" is the module of an attribute behaviour (packages/${dir}): choose another name.`;
  }
  return null;
}

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const camel = (name: string) => pascal(name).replace(/^./, (c) => c.toLowerCase());
const title = (name: string) => name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The files of the package and what the repository around it gets, by path from the root. */
export function templates(name: string, { plain = false }: Options = {}): Record<string, string> {
  const tag = `vt-${name}`;
  const Name = pascal(name);
  const nameCamel = camel(name);
  const TEXTS = 'TEXTS';
  const Title = title(name);
  const event = `${tag}-action`;
  const files: Record<string, string> = {};
  const pkg = `packages/${name}`;

  files[`${pkg}/package.json`] =
    JSON.stringify(
      {
        name: `@vt-elements/${name}`,
        version: '0.1.0',
        private: true,
        description: `<${tag}>: TODO what it is, in one line (spec §…).`,
        type: 'module',
        main: 'src/index.ts',
        types: 'src/index.ts',
        exports: { '.': './src/index.ts', './definition': './src/definition.ts', './element': './src/element.ts' },
        // The element's own code, gzip: what was measured plus about 5% (see .size-limit.mjs).
        vtElements: { [name]: { entry: 'src/element.ts', definition: 'src/definition.ts', budget: plain ? '0.8 KB' : '0.9 KB' } },
        dependencies: { '@vt-elements/core': '0.1.0' },
      },
      null,
      2,
    ) + '\n';

  files[`${pkg}/src/core/texts.ts`] = `import { fillText, textsCheck, type TextTables } from '@vt-elements/core';

/** Every text <${tag}> shows (contract "Strings and languages"): \`data-texts\` replaces any of them. */
export interface ${Name}Texts {
  /** The message; \`{count}\` is how many times the button was pressed. */
  message: string;
  /** The message before the first press. */
  ready: string;
  /** The button. */
  action: string;
}

/** English texts (tests assert them); Spanish for \`lang="es"\` pages. */
export const ${TEXTS}: TextTables<${Name}Texts> = {
  en: { message: 'Pressed {count} times', ready: 'Not pressed yet', action: 'Press' },
  es: { message: 'Pulsado {count} veces', ready: 'Aún sin pulsar', action: 'Pulsar' },
};

/** \`data-texts\`: known keys, string values (a typo is reported, not ignored). */
export const check${Name}Texts = textsCheck(${TEXTS}.en);

/** What the element says after \`count\` presses. */
export function message(count: number, texts: ${Name}Texts = ${TEXTS}.en): string {
  return count === 0 ? texts.ready : fillText(texts.message, { count });
}
`;

  files[`${pkg}/src/core/${name}.ts`] = `/**
 * The rules of <${tag}>: plain TypeScript, no DOM, no React, so they are tested in node
 * (${name}.test.ts). TODO: the spec's rules for this element.
 */

/** How many presses count: from 0 to \`max\` (the attribute data-max), then it starts again. */
export function nextCount(count: number, max: number | null): number {
  const next = count + 1;
  return max !== null && next > max ? 0 : next;
}
`;

  files[`${pkg}/src/core/${name}.test.ts`] = `import { describe, expect, it } from 'vitest';
import { nextCount } from './${name}';
import { message, ${TEXTS} } from './texts';

describe('<${tag}> rules', () => {
  it('counts the presses, and starts again after data-max', () => {
    expect(nextCount(0, null)).toBe(1);
    expect(nextCount(41, null)).toBe(42);
    expect(nextCount(2, 3)).toBe(3);
    expect(nextCount(3, 3)).toBe(0);
  });

  it('says what happened in the page language, data-texts on top', () => {
    expect(message(0)).toBe('Not pressed yet');
    expect(message(2)).toBe('Pressed 2 times');
    expect(message(2, ${TEXTS}.es)).toBe('Pulsado 2 veces');
    expect(message(2, { ...${TEXTS}.en, message: '{count} so far' })).toBe('2 so far');
  });
});
`;

  files[`${pkg}/src/runtime-definition.ts`] = `import type { ElementRuntime } from '@vt-elements/core';
import { check${Name}Texts } from './core/texts';

/** What the bundle needs of the definition: the tag and how each attribute parses (docs: definition.ts). */
export const ${nameCamel}Runtime = {
  tag: '${tag}',
  attributes: {
    'data-max': { type: 'number' },
    'data-texts': { type: 'json', check: check${Name}Texts },
  },
} satisfies ElementRuntime;
`;

  files[`${pkg}/src/definition.ts`] = `import { describeElement, textsDescription } from '@vt-elements/core';
import { ${nameCamel}Runtime } from './runtime-definition';
import { ${TEXTS} } from './core/texts';

/** The full definition for the docs, manifest and Storybook; not imported by the bundle (element.ts). */
export const ${nameCamel}Definition = describeElement(${nameCamel}Runtime, {
  summary: 'TODO: what <${tag}> is for, in a sentence or two. It counts the presses of its button.',
  spec: 'TODO §…',
  attributes: {
    'data-max': 'After this many presses the count starts again from 0 (default: no limit). A malformed value is reported and ignored.',
    'data-texts': textsDescription(${TEXTS}, { note: '{count} is the number of presses.' }),
  },
  events: {
    '${event}': 'Fired with \`{count}\` each time the button is pressed.',
  },
  ${
    plain
      ? `slots: {
    '[data-output]': 'Where the message is written (its text is replaced); the CMS may render the first message in it.',
    'button[data-action]': 'The button (its text is the action text unless the CMS gives one).',
  },
  `
      : ''
  }cssClasses: {
    '${tag}': 'The element.',
    '${tag}__message': 'The message.',
    '${tag}__button': 'The button.',
  },
  cssProperties: {
    '--${tag}-block-size': 'The height the element keeps before and after it renders (default 2.75rem), so nothing moves.',
    '--vt-color-primary': 'Theme token: the button colour (default #0b57d0).',
    '--vt-color-focus': 'Theme token: the focus ring colour (default #1a5fd0).',
  },
});
`;

  files[`${pkg}/src/events.ts`] = `// The detail types of the events this package fires. Types only, no imports: scripts/types-lib.ts copies
// this file into the published declarations (dist/types/index.d.ts), and the emit sites use these types.

/** \`${event}\`: the button was pressed. */
export interface ${Name}ActionDetail {
  /** The count after this press. */
  count: number;
}

/** The events of <${tag}>, by name. */
export interface ${Name}EventMap {
  '${event}': ${Name}ActionDetail;
}
`;

  // One line tall, so the pre-upgrade rule (core/cloak.ts) and this CSS give the same box.
  const css = `:where(${tag}){display:flex;align-items:center;gap:.75rem;min-block-size:var(--${tag}-block-size,2.75rem)}
:where(${tag} .${tag}__message){margin:0}
:where(${tag} .${tag}__button){box-sizing:border-box;min-block-size:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;border:1px solid var(--vt-color-primary,#0b57d0);border-radius:var(--vt-radius-md,.375rem);background:var(--vt-color-primary,#0b57d0);color:var(--vt-color-on-primary,#fff);cursor:pointer}
:where(${tag} .${tag}__button:focus-visible){outline:var(--vt-focus-width,2px) solid var(--vt-color-focus,#1a5fd0);outline-offset:2px}`;
  const stylesFile = plain ? `${pkg}/src/dom/styles.ts` : `${pkg}/src/view/styles.ts`;
  files[stylesFile] = `/** Zero-specificity (:where) rules so the page's own CSS always wins; the host keeps core/cloak.ts's box. */
export const ${nameCamel}Styles = \`
${css}
\`;
`;

  if (plain) {
    files[`${pkg}/src/dom/${name}.ts`] = `import { emit } from '@vt-elements/core';
import { nextCount } from '../core/${name}';
import { message, type ${Name}Texts } from '../core/texts';
import type { ${Name}ActionDetail } from '../events';

/**
 * The DOM half of <${tag}>: enhances the CMS's \`button[data-action]\` and \`[data-output]\` (or adds
 * them) and writes the state into them. Returns the undo.
 */
export function enhance(host: HTMLElement, options: { max: number | null; texts: ${Name}Texts }): () => void {
  const doc = host.ownerDocument;
  const output = host.querySelector<HTMLElement>('[data-output]') ?? host.appendChild(doc.createElement('p'));
  output.setAttribute('data-output', '');
  output.classList.add('${tag}__message');
  output.setAttribute('aria-live', 'polite');
  const button = host.querySelector<HTMLButtonElement>('button[data-action]') ?? host.appendChild(doc.createElement('button'));
  button.type = 'button';
  button.setAttribute('data-action', '');
  button.classList.add('${tag}__button');
  if (!button.textContent?.trim()) button.textContent = options.texts.action;
  let count = 0;
  output.textContent = message(count, options.texts);
  const onClick = () => {
    count = nextCount(count, options.max);
    output.textContent = message(count, options.texts);
    emit<${Name}ActionDetail>(host, '${event}', { count });
  };
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
}
`;
    files[`${pkg}/src/element.ts`] = `import { PlainElement, type Config } from '@vt-elements/core';
import { ${nameCamel}Runtime } from './runtime-definition';
import { ${TEXTS}, type ${Name}Texts } from './core/texts';
import { enhance } from './dom/${name}';
import { ${nameCamel}Styles } from './dom/styles';

/** \`<${tag}>\`; define it under another name with \`customElements.define('acme-${name}', ${Name}Element)\`. */
export class ${Name}Element extends PlainElement<Config<typeof ${nameCamel}Runtime>> {
  static override definition = ${nameCamel}Runtime;
  static override styles = ${nameCamel}Styles;
  static override markReady = true;

  /**
   * A failure is reported by the base and leaves the CMS content as it was. A change of an
   * attribute after start sets it up again with the new config (the base's update()).
   */
  protected setUp(): () => void {
    return enhance(this, { max: this.config.max, texts: this.readTexts<${Name}Texts>(${TEXTS}) });
  }
}

${Name}Element.define();
`;
    files[`${pkg}/src/index.ts`] = `export { ${nameCamel}Definition } from './definition';
export { nextCount } from './core/${name}';
export { ${TEXTS} as ${name.toUpperCase().replace(/-/g, '_')}_TEXTS, check${Name}Texts, message, type ${Name}Texts } from './core/texts';
`;
  } else {
    files[`${pkg}/src/view/${name}.tsx`] = `import { useState } from 'react';
import { emit, pageLang, textsFor, type Config, type HostProps } from '@vt-elements/core';
import { nextCount } from '../core/${name}';
import { message, ${TEXTS} } from '../core/texts';
import type { ${Name}ActionDetail } from '../events';
import type { ${nameCamel}Runtime } from '../runtime-definition';

/** Its attributes, typed by the definition (data-max as max, data-texts as texts); partial for stories and tests. */
export type ${Name}Props = Partial<Config<typeof ${nameCamel}Runtime>>;

/** The view renders the state the core computes and sends the visitor's intents to it. */
export function ${Name}({ max, texts: overrides, host }: ${Name}Props & Partial<HostProps>) {
  const [count, setCount] = useState(0);
  const texts = textsFor(${TEXTS}, pageLang(host), overrides);
  const press = () => {
    const next = nextCount(count, max ?? null);
    setCount(next);
    if (host) emit<${Name}ActionDetail>(host, '${event}', { count: next });
  };
  return (
    <>
      <p className="${tag}__message" aria-live="polite">
        {message(count, texts)}
      </p>
      <button type="button" className="${tag}__button" onClick={press}>
        {texts.action}
      </button>
    </>
  );
}
`;
    files[`${pkg}/src/element.ts`] = `import { cloak, createElementClass, defineElement } from '@vt-elements/core';
import { ${nameCamel}Runtime } from './runtime-definition';
import { ${Name} } from './view/${name}';
import { ${nameCamel}Styles } from './view/styles';

/** \`<${tag}>\`; define it under another name with \`customElements.define('acme-${name}', ${Name}Element)\`. */
export const ${Name}Element = createElementClass({ definition: ${nameCamel}Runtime, view: ${Name}, styles: ${nameCamel}Styles });

// Before the upgrade (a page may import this module without the autoloader): see core/cloak.ts.
cloak(document);
defineElement(${nameCamel}Runtime, ${Name}Element);
`;
    files[`${pkg}/src/index.ts`] = `export { ${Name}, type ${Name}Props } from './view/${name}';
export { ${nameCamel}Definition } from './definition';
export { nextCount } from './core/${name}';
export { ${TEXTS} as ${name.toUpperCase().replace(/-/g, '_')}_TEXTS, check${Name}Texts, message, type ${Name}Texts } from './core/texts';
`;
  }

  const markup = plain ? `<p data-output>Not pressed yet</p><button type="button" data-action>Press</button>` : '';
  files[`stories/${name}.stories.tsx`] = `import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vt-elements/${name}/element';
import { ${nameCamel}Definition } from '@vt-elements/${name}/definition';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { argTypesFor, docsFor, ${plain ? 'renderElementAround' : 'renderElement'} } from './element-story';
import { exactly, SLOW } from './play';

type Args = Record<string, unknown>;

/** \`<${tag}>\`: TODO one story per state the spec names. */
const meta: Meta<Args> = {
  title: 'Elements/${Title}',
  argTypes: argTypesFor(${nameCamel}Definition),
  parameters: docsFor(${nameCamel}Definition),
  render: (args) => ${plain ? `renderElementAround(${nameCamel}Definition, args, '${markup}')` : `renderElement(${nameCamel}Definition, args)`},
  beforeEach: () => {
    heard.length = 0;
    const hear = (event: Event) => heard.push((event as CustomEvent<{ count: number }>).detail.count);
    document.addEventListener('${event}', hear);
    return () => document.removeEventListener('${event}', hear);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The counts of the ${event} events heard while the story runs (see beforeEach). */
const heard: number[] = [];

/** Presses the button \`times\` times; each press shows its message and fires ${event}. */
const presses =
  (times: number, shown: string, counts: number[]): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Press' }, SLOW);
    expect(canvas.getByText('Not pressed yet')).toBeVisible();
    for (let i = 0; i < times; i++) await userEvent.click(button);
    await waitFor(() => expect(canvasElement.querySelector('.${tag}__message')).toHaveTextContent(exactly(shown)), SLOW);
    expect(heard).toEqual(counts);
  };

export const Default: Story = { play: presses(2, 'Pressed 2 times', [1, 2]) };
/** data-max="2": the third press starts again from 0. */
export const WithMax: Story = { args: { 'data-max': 2 }, play: presses(3, 'Not pressed yet', [1, 2, 0]) };
/** data-texts replaces one text; the others stay. */
export const OwnTexts: Story = {
  args: { 'data-texts': { message: '{count} so far' } },
  play: presses(1, '1 so far', [1]),
};
`;

  files[`examples/${name}.html`] = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${Title}: &lt;${tag}&gt;</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/dist/theme.css">
  <link rel="stylesheet" href="/site.css">
  <link rel="stylesheet" href="/dist/autoload.css">
  <script src="/dist/autoload.js" defer blocking="render"></script>
</head>
<body>
  <header class="site-header">
    <a class="logo" href="/">Varsity Tutors</a>
    <nav aria-label="Main"><ul><li><a href="/classes/search?q=">Classes</a></li><li><a href="/memberships">Memberships</a></li></ul></nav>
  </header>
  <main>
    <h1>${Title}</h1>
    <p>TODO: what <code>&lt;${tag}&gt;</code> does on this page, and what to try.</p>
    <h2>Default</h2>
    <${tag}>${markup}</${tag}>
    <h2>Starting again after two presses</h2>
    <${tag} data-max="2">${markup}</${tag}>
    <h2>Its own texts</h2>
    <${tag} data-texts='{"action": "Count"}'>${plain ? markup.replace('>Press<', '>Count<') : ''}</${tag}>
    <p>Each press fires <code>${event}</code> with its count.</p>
  </main>
  <footer><p>Example page for vt-elements.</p></footer>
</body>
</html>
`;
  return files;
}

/** The rule core/cloak.ts gets: the same box as the element's own CSS, before it upgrades (no layout shift). */
export const cloakRule = (name: string) =>
  `  // <vt-${name}> (scaffolded by npm run new-element): one line tall before and after it renders.\n  ':where(vt-${name}){display:flex;align-items:center;min-block-size:var(--vt-${name}-block-size,2.75rem)}',\n`;

/** Where generated elements' pre-upgrade rules go in core/cloak.ts (a line the generator keeps). */
export const CLOAK_MARK = '  // New elements (npm run new-element) add their pre-upgrade rule above this line.\n';
export const REGISTRY_IMPORT_MARK = '// New elements (npm run new-element) add their import above this line.\n';
export const REGISTRY_ENTRY_MARK = '  // New elements (npm run new-element) add their definition above this line.\n';

/** Inserts `key` into a package-lock.json "packages" object beside the keys with its prefix, as npm sorts them. */
function insertSorted(entries: Record<string, unknown>, key: string, value: unknown, prefix: string): Record<string, unknown> {
  const keys = Object.keys(entries);
  const same = keys.filter((k) => k.startsWith(prefix));
  const before = same.find((k) => k.localeCompare(key, 'en') > 0);
  const at = before ? keys.indexOf(before) : same.length ? keys.indexOf(same[same.length - 1]!) + 1 : keys.length;
  return Object.fromEntries([
    ...keys.slice(0, at).map((k) => [k, entries[k]]),
    [key, value],
    ...keys.slice(at).map((k) => [k, entries[k]]),
  ]);
}

/** Writes the package and links it; returns the paths written or changed, from the root. */
export function generate(root: string, name: string, options: Options = {}): string[] {
  const why = refusal(root, name);
  if (why) throw new Error(why);
  const files = templates(name, options);
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) throw new Error(`${path} already exists: remove it or choose another name.`);
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const changed = Object.keys(files);

  const cloakFile = join(root, 'packages/core/src/cloak.ts');
  const cloak = readFileSync(cloakFile, 'utf8');
  if (!cloak.includes(CLOAK_MARK))
    throw new Error(`packages/core/src/cloak.ts has lost the line "${CLOAK_MARK.trim()}": add the pre-upgrade rule by hand.`);
  writeFileSync(cloakFile, cloak.replace(CLOAK_MARK, cloakRule(name) + CLOAK_MARK));
  changed.push('packages/core/src/cloak.ts');

  // The authors' checker knows every element (packages/author/src/core/registry.ts, issue 41): its
  // definition is imported there, and the checker's package depends on the new one.
  const registryFile = join(root, 'packages/author/src/core/registry.ts');
  const registry = readFileSync(registryFile, 'utf8');
  if (!registry.includes(REGISTRY_IMPORT_MARK) || !registry.includes(REGISTRY_ENTRY_MARK))
    throw new Error('packages/author/src/core/registry.ts has lost its "New elements (npm run new-element)" lines: add the definition by hand.');
  const definition = `${camel(name)}Definition`;
  writeFileSync(
    registryFile,
    registry
      .replace(REGISTRY_IMPORT_MARK, `import { ${definition} } from '@vt-elements/${name}/definition';\n${REGISTRY_IMPORT_MARK}`)
      .replace(REGISTRY_ENTRY_MARK, `  ${definition},\n${REGISTRY_ENTRY_MARK}`),
  );
  changed.push('packages/author/src/core/registry.ts');
  const authorFile = join(root, 'packages/author/package.json');
  const author = JSON.parse(readFileSync(authorFile, 'utf8')) as { dependencies: Record<string, string> };
  author.dependencies = insertSorted(author.dependencies, `@vt-elements/${name}`, '0.1.0', '@vt-elements/') as Record<string, string>;
  writeFileSync(authorFile, JSON.stringify(author, null, 2) + '\n');
  changed.push('packages/author/package.json');

  // What `npm install` would do for a new workspace, without the network: the lockfile's two
  // entries (npm ci refuses a lockfile without them) and the node_modules link.
  const lockFile = join(root, 'package-lock.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, unknown> };
  lock.packages = insertSorted(
    lock.packages,
    `node_modules/@vt-elements/${name}`,
    { resolved: `packages/${name}`, link: true },
    'node_modules/@vt-elements/',
  );
  lock.packages = insertSorted(
    lock.packages,
    `packages/${name}`,
    { name: `@vt-elements/${name}`, version: '0.1.0', dependencies: { '@vt-elements/core': '0.1.0' } },
    'packages/',
  );
  const authorEntry = lock.packages['packages/author'] as { dependencies?: Record<string, string> } | undefined;
  if (authorEntry?.dependencies)
    authorEntry.dependencies = insertSorted(authorEntry.dependencies, `@vt-elements/${name}`, '0.1.0', '@vt-elements/') as Record<string, string>;
  writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
  changed.push('package-lock.json');
  const link = join(root, 'node_modules/@vt-elements', name);
  if (!existsSync(link)) {
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(relative(dirname(link), join(root, 'packages', name)), link);
  }

  // The templates are close to prettier's style; prettier makes them exact (names change line lengths).
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', '--log-level=warn', ...Object.keys(files)],
    { cwd: root, stdio: 'inherit' },
  );

  // docs/elements.md and stories/element-api.json from the definitions (npm run docs).
  if (options.docs !== false) {
    execFileSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/manifest.ts', '--docs'], {
      cwd: root,
      stdio: 'inherit',
    });
    changed.push('docs/elements.md', 'stories/element-api.json');
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const name = args.find((a) => !a.startsWith('--'));
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const why = refusal(root, name);
  if (why) {
    console.error(`new-element: ${why}`);
    process.exit(1);
  }
  const changed = generate(root, name!, { plain: args.includes('--plain') });
  console.warn(`new-element: <vt-${name}> in packages/${name}. Written or changed:\n  ${changed.join('\n  ')}
Next: fill in the TODOs (summary, spec sections, example page), add a row to the README's Elements table and to its
"Tag families" table, measure the element's size (npm run build && npx size-limit) and set its budget in its package.json.`);
}
