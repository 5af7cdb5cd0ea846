// Budgets (gzip, 1 KB = 1000 bytes) for every bundle: what was measured plus about 5% at most, so
// a real regression fails; the totals are the sums of their parts' budgets. Each element's own
// code (its entry module, beyond the shared chunks) has the budget its package.json "vtElements"
// entry states. The bundles carry no docs text: element.ts imports runtime-definition.ts, the
// descriptions stay in definition.ts.
import { listBehaviours, listElements } from './scripts/elements.mjs';

// The element modules and the chunks they share, without the SDK chunks <vt-analytics> imports
// after the first paint and DOMPurify's, which a page with a lead form panel's data-markup alone
// imports (listed on their own below).
const sdkChunks = ['dist/elements/chunks/analytics-*.js', 'dist/elements/chunks/segment-lazy-*.js'];
const onDemand = [...sdkChunks, 'dist/elements/chunks/dompurify-*.js'];
const elements = ['dist/elements/*.js', 'dist/elements/chunks/*.js', ...onDemand.map((glob) => `!${glob}`)];

// A new element (npm run new-element) adds its name, chunks and pre-upgrade rule to the autoloader
// (about 0.07 KB measured with the scaffold's) and its module to the totals: those budgets grow by
// an allowance per element beyond the 21 they were measured with, so a scaffold passes as generated.
// Measure and write the real figures when the element lands.
const ADDED = Math.max(0, listElements().length - 21);
const kb = (base, perElement) => `${(base + ADDED * perElement).toFixed(2)} KB`;

export default [
  // ~1.92 KB. The 1.0 KB goal is out of reach without dropping behaviour: the pre-upgrade CSS
  // (core/cloak.ts, no layout shift, must apply before any element module arrives) costs 0.30 KB
  // in place and the cloak/uncloak functions 0.17 KB; error reporting (core/errors.ts: reporters,
  // console, vt-error event) 0.18 KB; ChunkLoadError and the 120 s timeout (core/chunk-load.ts)
  // 0.16 KB; naming the failed chunk 0.05 KB; the chunk map and its modulepreload links 0.17 KB
  // (one round trip less on every page); discovery and the MutationObserver the rest. Its copies
  // of errors, cloak and chunk-load repeat the runtime chunk's by necessity (a classic script
  // shares no ES module chunk, and it must report when the chunks fail to load).
  // ~2.07 KB since it evaluates React, our chunks and each element module in tasks of their own
  // (+0.1 KB: no long task of ours at load); each element adds its name and chunks to the map.
  // ~2.21 KB with the four plain elements of issue 16 (modal, share, locale-suggest, country-picker) in the map.
  // 2.43 KB with the catalogue, the class search and the site navigation: each adds its name, its
  // chunks and a pre-upgrade rule that reserves its space (no layout shift when it renders).
  // 2.54 KB with <vt-site-nav>'s (sub-menus closed, the toggle per layout, the buttons' room):
  // without them the header's nested lists collapsed on upgrade (CLS 0.11 desktop, 0.41 phone).
  // 2.59 KB with issue 17's seven content widgets and [data-scroll-to] in the map (names and chunks,
  // about 0.1 KB) and the discovery of attribute behaviours (one selector per behaviour, 0.06 KB);
  // both together: see the figure size-limit prints.
  // 2.78 KB (was 2.73) with the modulepreload links added in 8 ms slices (+0.07 KB): on the
  // every-element page the 32 links were one task of 150-300 ms at 4x CPU; the map is now written
  // as chunk names only (-0.03 KB). Budget +1%.
  // 2.84 KB (+0.06 KB) with issue 30's dist/autoload.css: a module that fails to load turns the
  // linked sheet off too (its rules stay in the autoloader's own sheet for every other element).
  // 2.87 KB with issue 31's one styles helper (core/styles.ts: a CSS text or a list of rules), which
  // the pre-upgrade rules share with every element's CSS.
  // 2.92 KB with issue 37's two flag rules of the site navigation (+0.04 KB: its flagged sign-in
  // keeps its box, unseen, until the flags are known, and takes none on a page without
  // <vt-analytics>, so the header does not move either way). Budget +1%.
  // 3.07 KB with issue 41's author mode switch (+0.14 KB: <meta name="vt-author-mode"> or
  // ?vt-author imports dist/author.js before the elements upgrade; nothing else when off) and the
  // scroll-lock chunk in the map (+0.02 KB). Budget +1%.
  { name: 'autoload.js (classic script)', path: 'dist/autoload.js', limit: kb(3.1, 0.08), gzip: true },
  // The autoloader's pre-upgrade rules as a stylesheet (issue 30: engines without blocking="render"
  // apply them before their first paint), written from the same list the autoloader adds.
  { name: 'autoload.css (optional, beside autoload.js)', path: 'dist/autoload.css', limit: '0.75 KB', gzip: true },
  // The optional theme (issue 19): tokens, the dark scheme and the form controls' look, 1.04 KB
  // measured (gzip of the whole file; size-limit's figure is printed by `npx size-limit`).
  { name: 'theme.css (optional)', path: 'dist/theme.css', limit: '1.1 KB', gzip: true },
  // React, react-dom and scheduler: 68.3 KB (a chunk of its own, evaluated in its own task).
  { name: 'shared React chunk (react, react-dom, scheduler)', path: 'dist/elements/chunks/react-*.js', limit: '69.3 KB', gzip: true },
  // r2wc and the element helper (createElementClass): 2.36 KB.
  // 2.03 KB with issue 31: attribute reading, the move rule and the styles helper are the core's, shared with the plain elements.
  { name: 'shared runtime chunk (r2wc, element helper)', path: 'dist/elements/chunks/runtime-*.js', limit: '2.15 KB', gzip: true },
  // The core without React (errors, HTTP, URL policy, track() funnel, flags, cloak): 4.76 KB, all <vt-analytics> loads.
  // 5005 B with flagsReady()/onFlagsReady() and addStyleSheet() for the plain elements (issue 15).
  // 5.31 KB with the texts helper (pageLang, textsFor, textsCheck, fillText: contract "Strings and
  // languages"), which every element's texts will share instead of a copy each (issue 19).
  // 5448 B with issue 18's element properties (+329 B: core/properties.ts, a typed property per
  // attribute for every element, React or plain, the upgrade of a property set before the
  // definition and the data- prefix rule; in the core because every element needs it).
  // Both together (the texts helper and the properties): see the figure size-limit prints.
  // 5.87 KB with issue 10's loadDateData (+0.07 KB: the browser's date data in a task of its own,
  // once per page, for the picker, the catalogue and the class search; the picker's own copy went).
  // 5.69 KB with the tracking context (core/tracking.ts, issue 28's strict query reading) in the
  // lead wizard's own code instead: no other element reads it.
  // Issue 30's Trusted Types policy (core/trusted-types.ts: the vt-elements policy, its sanitiser on
  // the browser's own parser, the script-URL rule), loaded by the lead wizard and the picker only.
  // 953 B. A general sanitiser library (DOMPurify) was not taken: several KB more for markup that is
  // the CMS's own form.
  // 609 B with issue 50: the remove-list sanitiser went (DOMPurify sanitises data-markup, in a chunk
  // of its own below); the policy, its inert read of markup and the script-URL rule stay.
  {
    name: 'shared trusted-types chunk (lead wizard, picker)',
    path: 'dist/elements/chunks/trusted-types-*.js',
    limit: '0.65 KB',
    gzip: true,
  },
  // DOMPurify 3.5.0 and our configuration of it (core/sanitize.ts, issue 50): a lead form panel's
  // data-markup, fetched at idle after the takeover (or when a panel with markup is about to show)
  // by a page with such a panel only. A library's, not ours: measured 12.27 KB plus about 3%, to
  // notice an upgrade.
  {
    name: 'DOMPurify chunk (lead form data-markup only, at idle)',
    path: 'dist/elements/chunks/dompurify-*.js',
    limit: '12.65 KB',
    gzip: true,
  },
  // 6.22 KB with issue 31's base of the plain elements (core/plain-element.ts, +0.53 KB): what the
  // widgets' base, the modal's helpers and the hand-written site-nav and analytics classes each did
  // their own way, once; the widgets, runtime and modal-kit chunks lost 0.46, 0.24 and 0.37 KB, and
  // every element and chunk together is 0.8 KB smaller. Its own chunk cost each widget a 25-byte import line.
  // 6.50 KB with issue 37's flag state (pending, ready, off: +0.08 KB) and the site navigation's two
  // flag rules (+0.04 KB); whether a page can have a flag source at all travels with the nav
  // (core/flag-source.ts, outside this chunk). 6.66 KB with the visit's landing page, recorded by
  // every element's definition (core/landing.ts, +0.12 KB: it must run wherever an element does).
  // 6.95 KB with issue 39 (+0.29 KB): every attribute observed after start, parsed once per change
  // with its last good value kept (AttributeValues, shared by both kinds of element), updates
  // batched per task, the API host taking the parsed data-api-host.
  // 6.98 KB with isRecord, the JSON-object check that eight copies in four packages made their own
  // (issue 40): the wizard, badge and catalogue modules are smaller by as much, all together 19 B.
  // 7.02 KB with startOfToday, which the class search and the navbar search each had (issue 40):
  // they are 47 B smaller, everything together 23 B.
  // 7.07 KB with whenIdle (issue 38), which <vt-analytics> had and the lead wizard now needs too.
  // 7.23 KB with loadChunk and ChunkLoadError (+0.13 KB, issue 50): the lead wizard fetches
  // DOMPurify's chunk through them (spec §8: missing, or over 120 s); only the autoloader used them before.
  // +7 B with issue 50's visitor id order (meta tag first, its id written into the cookie).
  { name: 'shared core chunk (no React)', path: 'dist/elements/chunks/core-*.js', limit: '7.3 KB', gzip: true },
  // maska, the lead wizard's input masks (issue 38): fetched at idle after the takeover, not with the
  // form's module. 2.9 KB measured.
  { name: 'maska chunk (lead wizard masks, at idle)', path: 'dist/elements/chunks/maska-*.js', limit: '3 KB', gzip: true },
  // The lead wizard's submit code (payloads, checks, calls; issue 38): fetched at idle after the
  // takeover or at the first submit. 6.79 KB measured.
  { name: 'lead wizard submit chunk (at idle)', path: 'dist/elements/chunks/submit-run-*.js', limit: '7 KB', gzip: true },
  // The lead wizard's persistence (keeping a half-filled form across reloads; issue 38): fetched at
  // idle or at the first input or step; the takeover waits for it only when a kept form is there to
  // resume. 1.94 KB measured. 2.03 KB with the core's afterPaint (a step's entry is written after
  // the step is painted, not in the Next click).
  { name: 'lead wizard persistence chunk (at idle)', path: 'dist/elements/chunks/persist-*.js', limit: '2.1 KB', gzip: true },
  // The spec §9 money mask (issue 50: data-mask="money", its rules and maska's number mask): fetched
  // at idle or at the field's first use by a form that has an amount field, by no other. 0.98 KB measured.
  { name: 'lead wizard money mask chunk (at idle)', path: 'dist/elements/chunks/money-mask-*.js', limit: '1.03 KB', gzip: true },
  ...listElements().map((el) => ({ name: `${el.tag} own code`, path: `dist/elements/${el.name}.js`, limit: el.budget, gzip: true })),
  // Attribute behaviours (package.json "vtBehaviours"): [data-scroll-to]'s module.
  ...listBehaviours().map((b) => ({ name: `[${b.attribute}] own code`, path: `dist/elements/${b.name}.js`, limit: b.budget, gzip: true })),
  // The catalogue package's own code: both element modules, the catalogue chunk they share with
  // the course search (rules, views, styles, English and Spanish texts: 8.1 KB) and markdown-to-jsx's
  // chunk (6.83 KB). 15.49 KB measured (+3%), over issue 13's 10 KB: the smallest markdown library
  // that renders React elements takes 6.8 KB of it (packages/catalogue/README.md, Size).
  {
    name: 'catalogue own code (course-card, course-list-item, catalogue and markdown chunks)',
    path: [
      'dist/elements/course-card.js',
      'dist/elements/course-list-item.js',
      'dist/elements/chunks/catalogue-*.js',
      'dist/elements/chunks/markdown-*.js',
    ],
    limit: '16 KB',
    gzip: true,
  },
  {
    name: 'markdown-to-jsx 7.7.17 chunk (in the catalogue figure): 6.83 KB',
    path: 'dist/elements/chunks/markdown-*.js',
    limit: '7 KB',
    gzip: true,
  },
  // The plain (React-free) elements' helpers (attributes, styles, texts): 0.76 KB, loaded by
  // <vt-modal>, <vt-share>, <vt-locale-suggest> and <vt-country-picker>.
  // 0.19 KB with issue 31: only make() and uniqueId() are left here; the rest is the core's plain-element base.
  { name: 'shared modal-kit chunk (plain elements)', path: 'dist/elements/chunks/modal-kit-*.js', limit: '0.25 KB', gzip: true },
  // The APG modal dialog (scroll lock, focus return, backdrop): 0.89 KB, <vt-modal> and <vt-locale-suggest>.
  // 0.68 KB with the scroll lock in a chunk of its own (issue 40: one lock for the dialogs and the menu).
  { name: 'shared modal-dialog chunk', path: 'dist/elements/chunks/modal-dialog-*.js', limit: '0.72 KB', gzip: true },
  // The one scroll lock (core/scroll-lock.ts, issue 40): 0.64 KB, the modal dialogs and <vt-site-nav>'s mobile menu.
  { name: 'shared scroll-lock chunk', path: 'dist/elements/chunks/scroll-lock-*.js', limit: '0.66 KB', gzip: true },
  // Locale suggestion's dialog (its markup, styles, answer buttons): 1.13 KB, fetched only when there
  // is a country to offer (most visitors are never asked), with modal-kit, modal-dialog and scroll-lock.
  { name: 'locale suggestion dialog chunk (when it asks)', path: 'dist/elements/chunks/suggest-dialog-*.js', limit: '1.18 KB', gzip: true },
  // Author mode (issue 41): the checker with every element's definition, the page reader and the
  // notices, loaded only when a page asks for author mode (never for visitors) and by the embed
  // builder: 40.1 KB, of which the definitions' descriptions (the findings quote them) are most.
  // 39.1 KB with the lead form's stepAction in its core (the bundle carried the submit step's DOM code).
  // 39.92 KB with issue 50's new definitions (the money mask's content entry, the course card's
  // data-loading and data-fetchpriority, the tracker's settings) and the carousel's slide wrapper: 40.3 KB.
  { name: 'author mode (dist/author.js, authors only)', path: 'dist/author.js', limit: '40.3 KB', gzip: true },
  // The locale rules, alternates, cookie and texts: 1.85 KB, <vt-locale-suggest> and <vt-country-picker>;
  // 1.96 KB with their Spanish texts (issue 19), budget +3%.
  { name: 'shared locale chunk', path: 'dist/elements/chunks/locale-*.js', limit: '2.02 KB', gzip: true },
  // The content widgets' shared chunk (issue 17: the disclosure primitive, the widget base (the core's since issue 31), styles,
  // rules, English and Spanish texts, attribute parsers): 3.06 KB, loaded by the seven
  // widget elements and [data-scroll-to].
  // 2.49 KB with issue 31: the widget base went to the core (PlainElement). 2.60 KB with the
  // widgets' own() and texts as methods of their base (each widget module 3-10 B smaller).
  { name: 'shared widgets chunk (content widgets)', path: 'dist/elements/chunks/widgets-*.js', limit: '2.7 KB', gzip: true },
  // <vt-analytics>'s SDK chunks, imported after the first paint by a page that has the element (and
  // by no other page): the SDKs themselves, not ours, so their budgets are their measured sizes plus
  // about 3%, to notice an SDK upgrade. Segment analytics-next 1.84.3: 28769 B (28882 B before issue
  // 50); 1.81.0, pinned for spec §8 and §9 (issue 50): 27268 B.
  {
    name: 'vt-analytics: Segment analytics-next chunk (after first paint)',
    path: 'dist/elements/chunks/analytics-segment-*.js',
    limit: '28.1 KB',
    gzip: true,
  },
  // launchdarkly-js-client-sdk 3.9.5: 17365 B.
  {
    name: 'vt-analytics: LaunchDarkly js-client-sdk chunk (after first paint)',
    path: 'dist/elements/chunks/analytics-flags-*.js',
    limit: '17.9 KB',
    gzip: true,
  },
  // 2637 B: the action tracker (ours: client, page view, click and scroll tracking).
  // 2.73 KB with the leaving-page watch (no retry once a navigation away has started: it sent lead_form_complete twice).
  {
    name: 'vt-analytics: action tracker chunk (after first paint)',
    path: 'dist/elements/chunks/analytics-tracker-*.js',
    limit: '2.85 KB',
    gzip: true,
  },
  // 15224 B: plugins Segment imports only when a source's settings ask for them (none with the demo settings).
  {
    name: "vt-analytics: Segment's on-demand chunks (all of them)",
    path: 'dist/elements/chunks/segment-lazy-*.js',
    limit: '15.7 KB',
    gzip: true,
  },
  // 132494 B (+2.3%): with vt-analytics (its own module, not its SDK chunks), React, r2wc and the core in three chunks.
  // 139.48 KB (+2.3%) with <vt-navbar-search> (5.87 KB) and the valibot functions it shares with the
  // lead wizard, now a chunk of their own (2.0 KB, out of the wizard's own code).
  // 177.32 KB (+2.3%) with the catalogue (15.49 KB), the class search (8.09 KB), the site navigation
  // (4.93 KB) and the locale and modal elements (8.0 KB with their three chunks). 185.85 KB (+2.3%)
  // with issue 17's content widgets (8.5 KB with their chunk). 189.04 KB with <vt-carousel> (3.15 KB).
  // 190.04 KB with the picker's Spanish texts and core's texts helper: 194.4 KB (+2.3%).
  // 191.17 KB with issue 19's texts for the cart badge, the wizard and the class search (the
  // copies of the texts parser gone): within 194.4 KB, unchanged.
  // 191.77 KB with the theme's tokens and the texts merged together: 196.2 KB (+2.3%).
  // 196.39 KB with issues 37 and 39 (flags state, landing page, attributes followed after start by
  // every element): 196.6 KB. 175.55 KB with the picker's times read by Intl, not luxon (issue 38,
  // -20.8 KB): 176 KB. 176.0 KB with maska in a chunk of its own (a chunk's own code) and whenIdle
  // in the core: 176.5 KB. 176.94 KB with the wizard's submit code in a chunk of its own: 177.4 KB.
  // 178.03 KB with its persistence code in a chunk of its own (+0.63 KB: the chunk's imports of the
  // wizard's parts, which the module now exports): 178.5 KB. 178.6 KB with issue 40's layering of
  // the picker (+0.34 KB) and locale suggestion (+0.15 KB): 179.1 KB. 180.0 KB with the picker and
  // the badge rendered by DOM, not React (+1.16 and +0.22 KB: a page with them and the lead form
  // no longer downloads React's 70 KB, issue 38): 180.5 KB. 180.67 KB with locale suggestion's
  // dialog in a chunk of its own (+0.18 KB as two files; its page, asked nothing, -0.8 KB): 180.8 KB.
  // 180.85 KB with the persistence chunk's afterPaint: 181 KB. With issue 50: DOMPurify's chunk on
  // its own, above (the core's loadChunk +0.13, the wizard +0.27, the policy's chunk without its
  // sanitiser -0.35 KB), the money mask chunk (+0.98 KB), the wizard's money fields (+0.2 KB), the
  // nav's focus trap (+0.11 KB), the visitor id order (+7 B), <vt-analytics>'s tracker errors
  // (+0.13 KB), the eager first-row images (+0.16 KB) and the carousel's slide wrappers (+0.07 KB): 182.66 KB.
  { name: 'every element and chunk together', path: elements, limit: kb(182.7, 1), gzip: true },
  // 134561 B (+2.3%): what a page with every element downloads through the autoloader (examples/all.html).
  // 141.59 KB (+2.3%) with <vt-navbar-search>. 179.75 KB (+2.3%) with issues 13-16's elements;
  // 188.56 KB (+2.3%) with the content widgets; 191.76 KB measured with <vt-carousel>;
  // 192.75 KB with the picker's Spanish texts and core's texts helper: 197.2 KB (+2.3%).
  // 193.88 KB with issue 19's texts for the cart badge, the wizard and the class search: within 197.2 KB.
  // 194.5 KB with the theme's tokens and the texts merged together: 199 KB (+2.3%).
  {
    name: 'the every-element page (autoload, every element, chunks)',
    path: ['dist/autoload.js', ...elements],
    // 199.31 KB with issues 37 and 39: 199.6 KB. 178.47 KB without luxon (issue 38): 179 KB.
    // 178.92 KB with maska in a chunk of its own: 179.4 KB. 179.85 KB with the submit chunk: 180.3 KB.
    // 180.94 KB with the persistence chunk: 181.4 KB. 181.52 KB with issue 40's layering: 182 KB.
    // 182.91 KB with the picker and the badge rendered by DOM (issue 38): 183.4 KB. 183.43 KB with
    // the author mode switch and the scroll-lock chunk (issues 40, 41): 183.9 KB. 183.91 KB with
    // locale suggestion's dialog chunk and the persistence chunk's afterPaint: 184.1 KB. With issue
    // 50 (DOMPurify's chunk is not fetched: the page has no data-markup; the money mask chunk,
    // money fields, focus trap, visitor id order, tracker errors, eager first-row images and slide wrappers
    // are): 185.72 KB.
    limit: kb(185.9, 1.1),
    gzip: true,
  },
];
