import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import ts from 'typescript';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/elements.mjs';
import { CHROME_ARGS, chromiumPath } from '../browser/harness';

/**
 * Issue 18: the package as a front-end engineer gets it. `npm pack` of the built repository,
 * installed into a temporary project (extracted into its node_modules, which is what npm install
 * does for a package without dependencies), type-checked from there (TSX and TS) and bundled with
 * Vite into a page that Chromium loads. Offline: TypeScript, @types/react and Vite come from the
 * repository's node_modules (the project sits under it), never from the registry.
 */
const work = join(root, 'node_modules', '.cache', 'vt-package-test');
const app = join(work, 'app');
const installed = join(app, 'node_modules', 'vt-elements');
let pkg: { name: string; license?: string; dependencies?: object; exports: Record<string, unknown>; customElements: string; files: string[] };

beforeAll(() => {
  if (!existsSync(join(root, 'dist', 'types', 'index.d.ts'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { filename: string }[];
  execFileSync('tar', ['-xzf', join(work, packed!.filename), '-C', installed, '--strip-components=1']);
  pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as typeof pkg;
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'vt-package-test-app', private: true, type: 'module', dependencies: { 'vt-elements': '*' } }));
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the published package', () => {
  it('is public, self-contained (no runtime dependencies) and points to its types and manifest', () => {
    expect(pkg.name).toBe('vt-elements');
    expect(pkg).not.toHaveProperty('private');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.customElements).toBe('dist/custom-elements.json');
    // Issue 28: partners can install it from npm only under a licence (it was UNLICENSED).
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    for (const file of ['dist/autoload.js', 'dist/elements/cart-badge.js', 'dist/types/index.d.ts', 'dist/types/react.d.ts', 'dist/custom-elements.json', 'dist/web-types.json', 'dist/vscode.css-custom-data.json', 'docs/elements.md', 'README.md'])
      expect(existsSync(join(installed, file)), file).toBe(true);
    expect(existsSync(join(installed, 'packages')), 'sources are not shipped').toBe(false);
  });

  it('`vt-elements check` runs from the installed package (issue 41): an example page is clean (exit 0), a broken one is an error (exit 1) with its finding in the JSON', () => {
    const bin = join(installed, 'dist', 'cli.js');
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(execFileSync('node', [bin, 'check', join(root, 'examples', 'lead-wizard.html')], { encoding: 'utf8' })).toMatch(/^No problems found in 1 page/);
    let status = 0;
    let out = '';
    try {
      execFileSync('node', [bin, 'check', '--json', join(root, 'packages', 'author', 'test-pages', 'broken', 'missing-target.html')], { encoding: 'utf8' });
    } catch (error) {
      ({ status, stdout: out } = error as { status: number; stdout: string });
    }
    expect(status).toBe(1);
    const report = JSON.parse(out) as { errors: number; pages: { findings: { kind: string }[] }[] };
    expect(report.errors).toBeGreaterThan(0);
    expect(report.pages[0]!.findings.map((f) => f.kind)).toContain('missing-target');
  });

  it("the manifest's declarations are the classes the shipped modules export", () => {
    const manifest = JSON.parse(readFileSync(join(installed, pkg.customElements), 'utf8')) as {
      modules: { path: string; declarations: { name: string; tagName: string }[]; exports: { kind: string; name: string; declaration: { name: string } }[] }[];
    };
    expect(manifest.modules.length).toBe(readdirSync(join(installed, 'dist', 'types', 'elements')).length);
    for (const module of manifest.modules) {
      const code = readFileSync(join(installed, module.path), 'utf8');
      const [declaration] = module.declarations;
      // Rollup's minified export list: export{x as CartBadgeElement}.
      expect(code, `${module.path} exports ${declaration!.name}`).toMatch(new RegExp(`export\\s*\\{[^}]*\\bas ${declaration!.name}\\b|export\\s*\\{[^}]*\\b${declaration!.name}\\b[^}]*\\}`));
      expect(module.exports.map((e) => e.declaration.name)).toEqual([declaration!.name, declaration!.name]);
    }
  });

  it('type-checks a TSX and a TS usage from the installed package; a misspelt action value fails', () => {
    writeFileSync(
      join(app, 'usage.tsx'),
      `import type {} from 'vt-elements/react';
import type { StepChangeDetail, CartUpdateDetail } from 'vt-elements';
import { useRef } from 'react';

export function Page() {
  const wizard = useRef<HTMLElementTagNameMap['vt-lead-wizard']>(null);
  return (
    <>
      <vt-lead-wizard ref={wizard} data-action="new_contact" data-history="true" onvt-step-change={(e) => console.log(e.detail.index, e.detail.to)}>
        <form />
      </vt-lead-wizard>
      <vt-cart-badge data-client-id="c-1" href="/basket" onvt-cart-update={(e: CustomEvent<CartUpdateDetail>) => e.detail.count} />
      <vt-course-card course={{ uuid: 'u-1' }} data-heading-level="2" />
    </>
  );
}

const wizard = document.querySelector('vt-lead-wizard');
wizard?.addEventListener('vt-step-change', (e) => {
  const detail: StepChangeDetail = e.detail;
  console.log(detail.index.toFixed(0));
});
if (wizard) wizard.action = 'new_contact';
const badge = document.querySelector('vt-cart-badge')!;
badge.clientId = 'c-2';
badge.href = '/cart';
`,
    );
    writeFileSync(
      join(app, 'misspelt.tsx'),
      `import type {} from 'vt-elements/react';
export const Bad = () => <vt-lead-wizard data-action="new_contcat" />;
`,
    );
    writeFileSync(
      join(app, 'usage.ts'),
      `import { CartBadgeElement } from 'vt-elements/elements/cart-badge';
import { LeadWizardElement } from 'vt-elements/elements/lead-wizard.js';

customElements.define('acme-cart', class extends CartBadgeElement {});
const wizard: LeadWizardElement = document.createElement('vt-lead-wizard');
wizard.history = true;
wizard.addEventListener('vt-lead-success', (e) => console.log(e.detail.action, e.detail.response));
document.addEventListener('vt-cart-update', (e) => console.log(e.detail.count === null ? 'none' : e.detail.count + 1));
// @ts-expect-error not one of the calls
wizard.action = 'new_contcat';
// @ts-expect-error a string property
document.querySelector('vt-cart-badge')!.clientId = 42;
`,
    );
    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: [],
      // The published declarations themselves are checked too.
      skipLibCheck: false,
    };
    const program = ts.createProgram([join(app, 'usage.tsx'), join(app, 'usage.ts'), join(app, 'misspelt.tsx')], options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ({
      file: d.file?.fileName.slice(app.length + 1),
      text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
    // The declarations resolved from the installed package, not from the repository.
    expect(program.getSourceFiles().some((f) => f.fileName === join(installed, 'dist', 'types', 'index.d.ts'))).toBe(true);
    expect(diagnostics.filter((d) => d.file !== 'misspelt.tsx')).toEqual([]);
    expect(diagnostics).toEqual([{ file: 'misspelt.tsx', text: expect.stringContaining('"new_contcat"') }]);
  });

  describe('bundled with Vite', () => {
    let browser: Browser;
    beforeAll(async () => {
      writeFileSync(
        join(app, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="visitor-id" content="visitor-1"><title>App</title></head>
<body><vt-cart-badge id="badge" data-client-id="c-1"></vt-cart-badge><script type="module" src="./main.ts"></script></body></html>`,
      );
      writeFileSync(
        join(app, 'main.ts'),
        `import { CartBadgeElement } from 'vt-elements/elements/cart-badge';
const badge = document.querySelector('vt-cart-badge')!;
badge.href = '/basket';
document.addEventListener('vt-cart-update', (e) => { document.body.dataset.count = String(e.detail.count); });
(window as unknown as { upgraded: boolean }).upgraded = badge instanceof CartBadgeElement;
`,
      );
      await build({ root: app, logLevel: 'silent', configFile: false, build: { outDir: join(app, 'dist'), emptyOutDir: true } });
      browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROME_ARGS, headless: true });
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
    });

    it('loads in Chromium and upgrades the element, whose properties work', async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
      // The built app from disk; the cart API (the page's own host here) answers 2 line items.
      await page.route('http://app.test/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        if (path === '/v1/carts')
          return route.fulfill({
            contentType: 'application/vnd.api+json',
            body: JSON.stringify({ data: { id: 'c', type: 'carts', attributes: { cart_type: 'checkout' }, relationships: { line_items: { data: [{}, {}] } } } }),
          });
        const file = join(app, 'dist', path === '/' ? 'index.html' : path);
        return existsSync(file) ? route.fulfill({ body: readFileSync(file), contentType: types[extname(file)] ?? 'application/octet-stream' }) : route.fulfill({ status: 404 });
      });
      await page.goto('http://app.test/');
      await expect.poll(() => page.evaluate(() => (window as unknown as { upgraded?: boolean }).upgraded)).toBe(true);
      await expect.poll(() => page.locator('#badge a').getAttribute('href')).toBe('/basket');
      await expect.poll(() => page.evaluate(() => document.body.dataset.count)).toBe('2');
      expect(await page.locator('#badge .vt-cart-badge__count').textContent()).toBe('2');
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
