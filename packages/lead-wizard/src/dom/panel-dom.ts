import { checkUrl, loadChunk, readMarkup, reportError, trustedScriptURL } from '@vt-elements/core';
import type * as Sanitizer from '@vt-elements/core/sanitize';
import { VISIBLE_INPUT_SELECTOR, readPanel, type Panel } from '../core/panel';
import { fillPlaceholders, hasPlaceholder } from '../core/placeholders';
import type { PanelStatus } from '../core/wizard';
import { lazyModule } from './lazy';

/** Panels of the CMS markup (contract: any descendant with data-panel-type) and their data. */
export function readPanels(host: HTMLElement): { elements: HTMLElement[]; panels: Panel[] } {
  const elements = Array.from(host.querySelectorAll<HTMLElement>('[data-panel-type]'));
  const report = (message: string) => reportError(new Error(`<vt-lead-wizard> ${message}`), { source: 'vt-lead-wizard' });
  const panels = elements.map((el, i) => readPanel((name) => el.getAttribute(name), i, hasVisibleInput(el), report));
  return { elements, panels };
}

/** Inputs in the panel, or in its data-markup (injected only on first show, but they count for progress from the start). */
function hasVisibleInput(panel: HTMLElement): boolean {
  if (panel.querySelector(VISIBLE_INPUT_SELECTOR)) return true;
  const markup = panel.getAttribute('data-markup');
  // Read in an inert template (no script runs, nothing loads), never inserted: the sanitiser may
  // not have loaded yet, and what it would remove runs nowhere here.
  return !!markup && readMarkup(markup)?.querySelector(VISIBLE_INPUT_SELECTOR) != null;
}

/**
 * DOMPurify and our configuration of it (core/sanitize.ts), in a chunk of their own (issue 50):
 * fetched at idle after the takeover by a form with data-markup (and by no other), or when a panel
 * with markup is about to be shown first; missing or over 120 s, a ChunkLoadError.
 */
const sanitizer = lazyModule(() => loadChunk('dompurify', () => import('@vt-elements/core/sanitize')));
export const loadSanitizer = (): Promise<typeof Sanitizer> => sanitizer.load();

/**
 * The takeover shows a panel with data-markup (the first panel, or, when a kept form resumes, any
 * on its path): it waits for the sanitiser, so that panel shows with its fields, as the others do.
 */
export const markupWaits = (host: HTMLElement, resumes: boolean): boolean =>
  !sanitizer.loaded() &&
  !!host
    .querySelector(resumes ? '[data-panel-type][data-markup]' : '[data-panel-type]:not([data-panel-type=action],[data-action-name])')
    ?.hasAttribute('data-markup');

/** Panels that are not active are hidden (the `hidden` attribute); state classes let the page style steps. */
export function applyPanel(el: HTMLElement, status: PanelStatus, isAction: boolean): void {
  el.hidden = isAction || !status.active;
  el.classList.toggle('vt-panel--active', status.active);
  el.classList.toggle('vt-panel--complete', status.complete);
  el.classList.toggle('vt-panel--checkmark', status.checkmark);
  el.classList.toggle('vt-panel--leaving', status.leaving);
}

const loadedScripts = new Set<string>();

/**
 * §4 Panel: on first show, deferred markup is injected and listed scripts load with integrity and
 * anonymous CORS. The markup is sanitised first (core/sanitize.ts): at once when the sanitiser has
 * loaded, else once it arrives, and the returned promise settles then (the wizard shows the panel
 * after it). If it cannot load, the panel has no deferred markup (never the raw markup) and the
 * ChunkLoadError is reported. The scripts load after the markup, which they may use.
 */
export function firstShow(el: HTMLElement, panel: Panel, doc: Document = el.ownerDocument): Promise<void> | undefined {
  const { markup, id } = panel;
  const show = (code?: typeof Sanitizer): undefined => {
    // As nodes, never parsed again; what DOMPurify removed is reported, naming the panel.
    const fragment = markup && code?.sanitizedFragment(markup, `<vt-lead-wizard> panel "${id}" data-markup`, 'vt-lead-wizard');
    if (fragment) {
      // Before the panel's buttons, so reading and Tab order reach the injected fields before Next.
      let anchor = el.querySelector('[data-next], [data-back]');
      while (anchor && anchor.parentElement !== el) anchor = anchor.parentElement;
      if (anchor) anchor.before(fragment);
      else el.append(fragment);
    }
    loadScripts(panel, doc);
  };
  const code = sanitizer.loaded();
  if (!markup || code) return show(code);
  return sanitizer.load().then(show, (error: unknown) => {
    reportError(error, { source: 'vt-lead-wizard' });
    show();
  });
}

function loadScripts(panel: Panel, doc: Document): undefined {
  const refused: string[] = [];
  for (const { src, integrity } of panel.js) {
    const url = scriptUrl(src, integrity, doc);
    if (typeof url !== 'string') {
      refused.push(`${JSON.stringify(src.slice(0, 200))} (${url.reason})`);
      continue;
    }
    if (loadedScripts.has(url)) continue;
    loadedScripts.add(url);
    const script = doc.createElement('script');
    try {
      script.src = trustedScriptURL(url) as string;
    } catch (error) {
      // The page enforces Trusted Types without allowing the vt-elements policy.
      refused.push(`${JSON.stringify(src.slice(0, 200))} (${(error as Error).message})`);
      continue;
    }
    if (integrity) script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.addEventListener('error', () =>
      reportError(new Error(`<vt-lead-wizard> panel "${panel.id}" data-js failed to load: ${src}`), { source: 'vt-lead-wizard' }),
    );
    doc.head.append(script);
  }
  // One report for the panel, however many entries it refuses.
  if (refused.length) {
    const count = refused.length === 1 ? 'a script' : `${refused.length} scripts`;
    reportError(new Error(`<vt-lead-wizard> panel "${panel.id}" data-js: refused ${count}, first ${refused[0]}`), {
      source: 'vt-lead-wizard',
      count: refused.length,
    });
  }
}

/**
 * A data-js script passes the URL policy (http(s), the page's own host or a listed one), and one
 * from another origin must also carry `integrity`: SRI pins the exact file a CMS author vetted.
 */
function scriptUrl(src: string, integrity: string | null, doc: Document): string | { reason: string } {
  const page = doc.location?.href;
  const verdict = checkUrl(src, page ? { page } : {});
  if (!verdict.ok) return { reason: `it ${verdict.reason}` };
  if (verdict.url.origin !== doc.location?.origin && !integrity?.trim()) return { reason: 'another origin without integrity' };
  return verdict.url.href;
}

const templates = new WeakMap<Text, string>();

/** Fills `{{field}}` placeholders in the panel's text nodes, as text (never parsed as HTML). */
export function fillPanelPlaceholders(el: HTMLElement, readValues: () => Record<string, string>): void {
  // The form's values are read only for a panel with a placeholder (most have none: a Next click does less, issue 38).
  let values: Record<string, string> | undefined;
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    let template = templates.get(node);
    if (template === undefined) {
      if (!hasPlaceholder(node.data)) continue;
      template = node.data;
      templates.set(node, template);
    }
    node.data = fillPlaceholders(template, (values ??= readValues()));
  }
}

/** Writes a hidden field of the form, creating the input when the CMS has none. */
export function setHiddenField(form: HTMLFormElement, name: string, value: string): void {
  let input = form.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
  if (!input) {
    input = form.ownerDocument.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.append(input);
  }
  input.value = value;
}

/** Moves focus to the shown panel's heading (or legend), so keyboard and screen-reader users land on the new step. */
export function focusPanel(el: HTMLElement): void {
  const target = el.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6, legend') ?? el;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

export function nextButton(el: HTMLElement | undefined): HTMLElement | null {
  return el?.querySelector<HTMLElement>('[data-next]') ?? null;
}

/** §4 Submit step loading: busy and disabled-looking, but not `disabled`, so focus stays on the button. */
export function setLoading(button: HTMLElement | null, loading: boolean): void {
  if (!button) return;
  button.classList.toggle('vt-next--loading', loading);
  if (loading) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
}

/** Adds or removes the submit error's id in the Next button's aria-describedby. */
export function describeError(button: HTMLElement, id: string, on: boolean): void {
  const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((x) => x && x !== id);
  if (on) ids.push(id);
  if (ids.length) button.setAttribute('aria-describedby', ids.join(' '));
  else button.removeAttribute('aria-describedby');
}
