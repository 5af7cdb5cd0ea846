/**
 * Pre-upgrade rules ("cloak"): what each element needs from the page before it has rendered, so
 * that upgrading never shifts the layout, whatever the page's CSS (authors copy the examples; the
 * library must not depend on a page rule). Added by the autoloader as soon as it runs and by each
 * element module when it is evaluated, whichever comes first, once per document.
 *
 * Why no timeout: the rules are added only by the code that will upgrade the element. Through the
 * autoloader, a module that fails to load (missing, or the 120 s chunk timeout) removes its tag's
 * rules (see packages/autoload/src/discover.ts); without JavaScript nothing is added at all. A
 * wizard that never takes over keeps only its first panel shown, which is its no-JS look anyway.
 */
import { addStyleSheet } from './styles';

const WIZARD = 'vt-lead-wizard:not([data-ready])';
/** The panel the wizard shows first: the first one that is not an action step (spec §2). */
const SHOWN = '[data-panel-type]:not([data-panel-type=action],[data-action-name])';

const HIDE = '{display:none!important}';
const FLAGGED = '[data-flag]';

/** One rule a string; each names its tag, which is how uncloak() finds a tag's rules. */
export const PRE_UPGRADE_CSS: readonly string[] = [
  // Until the controller has taken over (data-ready), hide what it will hide: action steps, and
  // every panel after the first shown one, as a later sibling or inside a later sibling. The
  // !important beats any page rule that sets a panel's display; it lapses with data-ready.
  `${WIZARD} [data-panel-type][data-action-name],${WIZARD} [data-panel-type=action],${WIZARD} ${SHOWN}~[data-panel-type],${WIZARD} ${SHOWN}~* [data-panel-type]${HIDE}`,
  // The same when the first shown panel sits in a wrapper (its own rule: a browser without :has()
  // drops only this one).
  `${WIZARD} :has(${SHOWN})~[data-panel-type],${WIZARD} :has(${SHOWN})~* [data-panel-type]${HIDE}`,
  // A wizard is a block before it upgrades too: as an unknown (inline) element, the page's padding
  // and border on it would move the form when the element's own CSS makes it a block.
  ':where(vt-lead-wizard){display:block}',
  // The international phone field gains its country selector (a block of
  // --vt-phone-country-block-size, see the wizard's field styles) above the input: keep its room.
  ':where(vt-lead-wizard:not([data-ready]) input[data-international]){margin-block-start:calc(var(--vt-phone-country-block-size,3.5rem) + .25rem)}',
  // The badge's box has the size of the icon link it will hold, before and after (its own CSS
  // sizes it the same way).
  ':where(vt-cart-badge){display:inline-block;vertical-align:middle;inline-size:calc(var(--vt-cart-size,2.5rem) + var(--vt-cart-badge-room,1.25rem));min-inline-size:calc(var(--vt-cart-size,2.5rem) + var(--vt-cart-badge-room,1.25rem));block-size:var(--vt-cart-size,2.5rem);margin-block:calc((1lh - var(--vt-cart-size,2.5rem)) / 2)}',
  // Until the time slots have loaded, the picker reserves about the height of two side-by-side
  // columns of a week's dates, so the content below does not jump when they arrive.
  ':where(vt-scheduled-callback:not(:has(.vt-callback:not([aria-busy=true])))){display:block;min-block-size:var(--vt-callback-min-block-size,25rem)}',
  // The search box is the input's box before and after (its own CSS sizes it the same way); the
  // dropdown is positioned over the page.
  ':where(vt-navbar-search){display:block;block-size:var(--vt-search-block-size,2.5rem)}',
  // Catalogue elements are blocks before they upgrade. The CMS may render the card's markup inside
  // the tag (packages/catalogue/README.md: the same markup, so nothing moves when it is swapped);
  // one with only its JSON reserves about a card's (a list item's) height until it renders.
  ':where(vt-course-card,vt-course-list-item){display:block}',
  ':where(vt-course-card:not([data-ready]):not(:has(>:not(script,[data-vt-root])))){min-block-size:var(--vt-course-card-min-block-size,22rem)}',
  ':where(vt-course-list-item:not([data-ready]):not(:has(>:not(script,[data-vt-root])))){min-block-size:var(--vt-course-list-item-min-block-size,10rem)}',
  // The class search holds at least a screen's height until its first results are shown, so what
  // follows it on the page starts below the fold and the results arriving move nothing in view.
  ':where(vt-course-search:not(:has([aria-busy=false]))){display:block;min-block-size:var(--vt-course-search-min-block-size,100vh)}',
  // The site navigation looks as it will once enhanced (packages/site-nav): sub-menus closed, the
  // Menu toggle only in the drawer layout (below 630 px, spec §9) where the top list is closed, and
  // room for the disclosure button each item with a sub-menu gains.
  'vt-site-nav:not([data-ready]) li ul{display:none!important}',
  '@media (min-width:630px){vt-site-nav:not([data-ready]) [data-menu-toggle]{display:none!important}}',
  '@media (max-width:629.98px){vt-site-nav:not([data-ready]) nav>ul{display:none!important}}',
  ':where(vt-site-nav:not([data-ready]) li:has(>ul))::after{content:"";display:inline-flex;inline-size:1.5rem;block-size:1.5rem;vertical-align:middle}',
  // A flagged link in the nav (the header's sign-in) keeps its box, unseen, until the flags are
  // known (spec §4 'initializing'): <vt-site-nav> sets data-flags-known once they are ready or off
  // (onFlagsState() in analytics.ts, in the same task as data-flag-on), and the FLAGGED rule below
  // takes over. Nav rules: if the nav's module fails, uncloak() removes them and the links show as
  // the CMS wrote them.
  'vt-site-nav:not([data-flags-known]) [data-flag]{visibility:hidden!important}',
  // A page without <vt-analytics> has no flags at all: no box from the first paint (the autoloader
  // is render-blocking, so this is decided once the page has parsed), nothing moves when the nav
  // says so. An engine without :has() drops only this rule.
  ':root:not(:has(vt-analytics)) vt-site-nav [data-flag]:not([data-flag-on]){display:none!important}',
  // New elements (npm run new-element) add their pre-upgrade rule above this line.
  // A feature-flagged element (data-flag, shown by <vt-analytics> while its flag is true) is hidden
  // from the first paint: flags read false until the flag SDK is ready, and on any error. Inside the
  // site navigation (the header's sign-in) the nav's own rules above apply until <vt-site-nav> sets
  // data-flags-known. uncloak() never removes this rule (FLAGGED), so a module that fails to load
  // never shows flagged content, except inside a nav whose own module failed (no data-flags-known):
  // there the links stay as the CMS wrote them.
  `${FLAGGED}:not([data-flag-on]):not(vt-site-nav:not([data-flags-known]) [data-flag]){display:none!important}`,
];

/**
 * The same rules as a stylesheet, `dist/autoload.css` (written by the build, scripts/autoload-css.ts):
 * a page links it in its <head> so that engines without `blocking="render"` (Firefox, Safari) apply
 * them before their first paint, however late the autoloader arrives. One source, so the file and
 * the autoloader cannot drift. Inside `@media (scripting:enabled)`: without JavaScript nothing will
 * upgrade, so nothing is hidden (as without the file); an engine that does not know the feature
 * skips the block and is as without the file.
 */
export function preUpgradeStylesheet(rules: readonly string[] = PRE_UPGRADE_CSS): string {
  return `/* vt-elements: pre-upgrade rules (see the README, Embed). */\n@media (scripting:enabled){\n${rules.join('\n')}\n}\n`;
}

/** The sheet is kept on the document under a registry symbol: the autoloader and the element chunks each bundle their own copy of this file, and the rules must be added once. */
const KEY = Symbol.for('vt-elements.cloak');
type Cloaked = Document & { [KEY]?: CSSStyleSheet };

/** Adds every element's pre-upgrade rules to the document, once. */
export function cloak(doc: Document): void {
  const cloaked = doc as Cloaked;
  if (cloaked[KEY]) return;
  cloaked[KEY] = addStyleSheet(doc, PRE_UPGRADE_CSS);
}

/** Removes a tag's pre-upgrade rules: its module failed, so its content must not stay hidden. */
export function uncloak(doc: Document, tag: string): void {
  const sheet = (doc as Cloaked)[KEY];
  if (!sheet) return;
  // A linked dist/autoload.css (a stylesheet link whose URL says autoload: only stylesheets have a
  // sheet) goes off as a whole, since a sheet from another origin cannot be read rule by rule:
  // every other tag's rules stay applied from the sheet above, which cloak() filled.
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[href*=autoload]')) if (link.sheet) link.sheet.disabled = true;
  for (let i = sheet.cssRules.length; i--;) {
    const text = sheet.cssRules[i]!.cssText;
    if (text.includes(tag) && !text.startsWith(FLAGGED)) sheet.deleteRule(i);
  }
}
