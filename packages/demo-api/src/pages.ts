import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What examples/ holds, read from disk on every request so the index and the routes cannot go
 * stale: a new page appears in the index, and a demo-site page (data-site on its <html>) in the
 * site's list, with no other edit.
 */

export interface ExamplePage {
  /** The file under examples/, e.g. `classes/search.html`. */
  file: string;
  title: string;
  /** The address to link: its canonical route when it declares one, else the file's. */
  href: string;
  /** A page of the demo site (data-site on <html>), as opposed to a per-element example. */
  site: boolean;
}

/** Every example page under examples/ (sub-folders too, e.g. classes/search.html), except an index. */
export function examplePages(root: string): ExamplePage[] {
  const dir = join(root, 'examples');
  const files = (prefix: string): string[] =>
    readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return files(path);
      return entry.name.endsWith('.html') && entry.name !== 'index.html' ? [path] : [];
    });
  return files('')
    .sort()
    .map((file) => {
      const html = readFileSync(join(dir, file), 'utf8');
      const canonical = /<link rel="canonical" href="(\/[^"]*)"/.exec(html)?.[1];
      return {
        file,
        title: /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? file,
        href: canonical ?? `/${file.replace(/\.html$/, '')}`,
        site: /<html\b[^>]*\sdata-site[\s>=]/.test(html),
      };
    });
}

/** A demo-site page's own route (its canonical link, e.g. /algebra-tutors for subject-page.html), or null. */
export function canonicalFile(root: string, pathname: string): string | null {
  const page = examplePages(root).find((p) => p.href === pathname && p.href !== `/${p.file.replace(/\.html$/, '')}`);
  return page ? join(root, 'examples', page.file) : null;
}

/** The markdown files of docs/ (served at /docs/{name}). */
export function docFiles(root: string): string[] {
  const dir = join(root, 'docs');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
}

const HEAD = (
  title: string,
  description: string,
) => `<!doctype html><html lang="en" data-site><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<title>${title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/dist/theme.css"><link rel="stylesheet" href="/site.css"></head><body>`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The index page (at / and /index.html): what the library is, how to load it, and every page, doc and Storybook. */
export function indexPage(root: string): string {
  const pages = examplePages(root);
  // The home page first: it is where a visitor of the site starts.
  const site = pages.filter((p) => p.site).sort((a, b) => Number(b.file === 'home.html') - Number(a.file === 'home.html'));
  const row = (p: ExamplePage) => `<li><a href="${p.href}">${p.title}</a> <small>${p.href}</small></li>`;
  const docs = docFiles(root).map((name) => `<li><a href="/docs/${name}"><code>docs/${name}</code></a></li>`);
  return `${HEAD(
    'vt-elements: custom elements for the tutoring marketplace',
    'vt-elements: custom elements for a tutoring marketplace, with a demo site, an example page per element, Storybook and the docs.',
  )}
<header class="site-header"><a class="logo" href="/">vt-elements</a><nav aria-label="Main" class="site-links"><ul>
<li><a href="/home">Demo site</a></li><li><a href="#examples">Examples</a></li><li><a href="/storybook/">Storybook</a></li><li><a href="#docs">Docs</a></li></ul></nav></header>
<main>
<h1>vt-elements</h1>
<p class="lead">A library of custom elements for the tutoring marketplace's pages: lead forms and the callback picker,
the navigation and its search, class search and cards, the country picker and locale suggestion, analytics and the
content widgets. A CMS page or a partner site writes plain HTML; the elements enhance it.</p>
<h2>Load it</h2>
<p>One script tag loads every <code>vt-*</code> element the page has, now or later, and its stylesheet keeps each
element's box until it has (in engines that paint before a deferred script runs); the optional theme gives the
elements and the CMS's form controls a finished look, light and dark (<a href="/docs/theme.md">docs/theme.md</a>):</p>
<pre><code>${escape(`<link rel="stylesheet" href="/dist/autoload.css">
<script src="/dist/autoload.js" defer blocking="render"></script>
<link rel="stylesheet" href="/dist/theme.css">

<vt-cart-badge data-href="/cart"
  data-texts='{"cart": "Shopping cart"}'></vt-cart-badge>`)}</code></pre>
<p>Every text an element shows follows the page's <code>lang</code> (English and Spanish) and can be replaced with
<code>data-texts</code>, a JSON map of text keys listed per element in <a href="/docs/elements.md">docs/elements.md</a>.
This server answers the demo API on the same origin.</p>
<h2 id="site">The demo site</h2>
<p>A small tutoring marketplace built from the elements, in one style, light and dark. Each page lists the elements it uses in its footer.</p>
<ul>${site.map(row).join('')}</ul>
<h2 id="examples">Examples, one page per element</h2>
<p>CMS-like pages with each element's states and demo API cases; <a href="/all.html">all.html</a> has every element on one page.</p>
<ul>${pages
    .filter((p) => !p.site)
    .map(row)
    .join('')}</ul>
<h2 id="docs">Storybook and docs</h2>
<ul><li><a href="/storybook/">Storybook</a>: every element, attribute and event, with controls (<code>npm run build-storybook</code> builds it)</li>${docs.join('')}</ul>
</main></body></html>`;
}

/** /storybook/ before `npm run build-storybook` has run. */
export function storybookMissingPage(): string {
  return `${HEAD('Storybook is not built', 'Storybook is not built yet: run npm run build-storybook, then reload.')}<main><h1>Storybook is not built yet</h1>
<p>Build it once, then reload this page:</p><pre><code>npm run build-storybook</code></pre>
<p>It writes <code>storybook-static/</code>, which this server serves at <code>/storybook/</code>. For a live
Storybook while you edit stories, run <code>npm run storybook</code> and open port 6006.</p>
<p><a href="/">Back to the index</a></p></main></body></html>`;
}
