// `npm run lighthouse`: Lighthouse 12.2.3 (13 needs Node 22) on every demo page (examples/**/*.html),
// mobile and desktop presets, against the demo server of `npm start` on a free port, in Debian's
// Chromium. Prints each page's category scores and its largest contentful paint element (and
// whether that is a lazy image); exits 1 when a page scores below 100 in accessibility or SEO, or
// its LCP image is lazy (issue 50). Builds nothing: run `npm run build` first.
//
// Lighthouse is not a devDependency: it would add 71 packages and about 92 MB to every `npm ci`
// (node_modules 415 MB today), for a check nobody runs in `npm test`. It is installed on first use
// into .cache/lighthouse (git-ignored) from the npm registry, pinned, and reused after.
//
//   npm run lighthouse                      every page, both presets
//   npm run lighthouse -- --mobile          one preset (--desktop likewise)
//   npm run lighthouse -- home classes/     only the pages whose file contains one of the words
//
// CHROME_PATH overrides the browser. Each run's JSON report is kept in .cache/lighthouse/reports/.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './elements.mjs';

const VERSION = '12.2.3';
const CACHE = join(root, '.cache', 'lighthouse');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What must be perfect (issue 50's done-when): a page below it fails the run. */
const REQUIRED = ['accessibility', 'seo'];

const args = process.argv.slice(2);
const presets = ['mobile', 'desktop'].filter((p) => args.includes(`--${p}`));
if (presets.length === 0) presets.push('mobile', 'desktop');
const filters = args.filter((a) => !a.startsWith('--'));

if (!existsSync(join(root, 'dist', 'autoload.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(2);
}
if (!existsSync(CHROME)) {
  console.error(`No Chromium at ${CHROME}: install Debian's chromium or set CHROME_PATH.`);
  process.exit(2);
}

/** Lighthouse from the cache folder, installed there (pinned, no lock file in the repository) when missing or another version. */
async function loadLighthouse() {
  const require = createRequire(join(CACHE, 'package.json'));
  const installed = () => {
    try {
      return JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')).version;
    } catch {
      return null;
    }
  };
  if (installed() !== VERSION) {
    console.log(`Installing lighthouse@${VERSION} into ${CACHE} (once)…`);
    mkdirSync(CACHE, { recursive: true });
    // Its own package.json, so npm does not walk up to this repository's workspace.
    writeFileSync(join(CACHE, 'package.json'), JSON.stringify({ name: 'lighthouse-cache', private: true }) + '\n');
    execFileSync(
      'npm',
      ['install', '--prefix', CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `lighthouse@${VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const load = (id) => import(pathToFileURL(require.resolve(id)).href).then((m) => m.default ?? m);
  return {
    lighthouse: await load('lighthouse'),
    launch: (await import(pathToFileURL(require.resolve('chrome-launcher')).href)).launch,
    desktop: await load('lighthouse/core/config/desktop-config.js'),
  };
}

/** The demo pages: every examples/**\/*.html but an index, at its canonical route when it declares one (as the server's index lists them). */
function demoPages() {
  const dir = join(root, 'examples');
  const walk = (prefix) =>
    readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.html') && entry.name !== 'index.html' ? [path] : [];
    });
  return walk('')
    .sort()
    .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
    .map((file) => {
      const canonical = /<link rel="canonical" href="(\/[^"]*)"/.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
      return { file, path: canonical ?? `/${file.replace(/\.html$/, '')}` };
    });
}

/** `npm run serve` (scripts/serve.ts) on a free port, in its own process; resolves with its origin. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /(http:\/\/[^\s/]+)\//.exec(out)?.[1];
      if (url) resolve({ url, stop: () => child.kill() });
    });
    child.once('exit', (code) => reject(new Error(`the demo server exited (${code}) before it listened:\n${out}`)));
  });
}

/** The LCP element's node, from the audit's details (a list of tables in 12.x, a table before). */
function lcpNode(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : details ? [details] : [];
  for (const table of tables) for (const item of table.items ?? []) if (item.node) return item.node;
  return null;
}

/**
 * The LCP element as the page itself reports it (the largest-contentful-paint entries), in a tab
 * emulating the run's screen: Lighthouse 12.2.3's own audit of it fails on Chromium 156 (its trace
 * engine reads a PipelineReporter field, frame_sequence, that newer Chromium no longer writes, so
 * "largest-contentful-paint-element" and "lcp-lazy-loaded" end in an error). The run is observed
 * unthrottled and simulated after (the presets' simulated throttling), so it is the same element.
 */
async function pageLcp(browser, url, settings) {
  const tab = await browser.newPage();
  try {
    const { width, height, deviceScaleFactor, mobile } = settings.screenEmulation;
    await tab.setViewport({ width, height, deviceScaleFactor, isMobile: mobile, hasTouch: mobile });
    if (settings.emulatedUserAgent) await tab.setUserAgent(settings.emulatedUserAgent);
    await tab.setCacheEnabled(false);
    await tab.evaluateOnNewDocument(() => {
      new PerformanceObserver((list) => {
        window.__lcp = list.getEntries().at(-1);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // networkidle2, not 0: the flag SDK's event stream stays open.
    await tab.goto(url, { waitUntil: 'networkidle2', timeout: 60_000 });
    // Two frames after the network is quiet: the last candidate is in.
    await tab.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return await tab.evaluate(() => {
      const el = window.__lcp?.element;
      if (!el) return null;
      const classes = [...el.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const parent = el.parentElement?.closest('[id], vt-course-card, vt-course-list-item, vt-course-search, vt-carousel');
      const where = parent ? `${parent.id ? `#${parent.id}` : parent.localName} ` : '';
      return {
        selector: `${where}${el.localName}${classes}`,
        snippet: el.outerHTML.slice(0, 200),
        lazy: el.localName === 'img' && el.loading === 'lazy',
        image: el.localName === 'img' || window.__lcp.url !== '',
      };
    });
  } finally {
    await tab.close();
  }
}

const { lighthouse, launch, desktop } = await loadLighthouse();
const pages = demoPages();
const server = await startServer();
const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
// Stopped (Ctrl+C, a kill): the browser and the server go too, not left running.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    server.stop();
    void chrome.kill().finally(() => process.exit(130));
  });
const { default: puppeteer } = await import('puppeteer-core');
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const reports = join(CACHE, 'reports');
mkdirSync(reports, { recursive: true });
const rows = [];
const problems = [];
try {
  for (const preset of presets)
    for (const page of pages) {
      const url = server.url + page.path;
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        preset === 'desktop' ? desktop : undefined,
      );
      const lhr = result.lhr;
      writeFileSync(join(reports, `${page.file.replace(/\//g, '_').replace(/\.html$/, '')}.${preset}.json`), result.report);
      const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
      const node =
        lcpNode(lhr) ??
        (await pageLcp(browser, url, lhr.configSettings).catch((error) => {
          problems.push(`${page.path} (${preset}): the LCP element could not be read: ${error.message}`);
          return null;
        }));
      const lazy = node ? (node.lazy ?? /\bloading="lazy"/.test(node.snippet ?? '')) : false;
      const row = { page: page.path, preset, ...Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])), lcp: node, lazy };
      rows.push(row);
      if (lhr.runtimeError) problems.push(`${page.path} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const id of REQUIRED)
        if (row[id] !== 100) {
          const failed = lhr.categories[id].auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual');
          problems.push(`${page.path} (${preset}) ${id} ${row[id]}: ${failed.map((a) => `${a.id} (${a.title})`).join('; ')}`);
          for (const audit of failed)
            for (const item of (audit.details?.items ?? []).slice(0, 5))
              if (item.node) problems.push(`    ${audit.id}: ${item.node.snippet ?? item.node.selector}`);
              else if (item.source || item.url) problems.push(`    ${audit.id}: ${JSON.stringify(item).slice(0, 200)}`);
        }
      if (lazy) problems.push(`${page.path} (${preset}): the LCP image is lazy: ${node.snippet}`);
      console.log(`${preset.padEnd(7)} ${page.path.padEnd(44)} ${CATEGORIES.map((c) => String(row[c] ?? '-').padStart(4)).join('')}`);
    }
} finally {
  await browser.disconnect();
  await chrome.kill();
  server.stop();
}

const short = (node) => (node ? (node.selector ?? node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(-56) : '(none)');
const header = ['page', 'preset', 'perf', 'a11y', 'bp', 'seo', 'LCP element', 'lazy'];
const table = rows.map((r) => [
  r.page,
  r.preset,
  ...CATEGORIES.map((c) => String(r[c] ?? '-')),
  short(r.lcp),
  r.lcp ? (r.lazy ? 'LAZY' : 'no') : '-',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
console.log(
  [
    '',
    line(header),
    `|${widths.map((w, i) => (i >= 2 && i <= 5 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...table.map(line),
  ].join('\n'),
);
if (problems.length) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery page: accessibility and SEO 100, no lazy LCP image (${presets.join(', ')}).`);
