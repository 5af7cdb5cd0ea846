import { checkUrl, reportError, sanitizedFragment, trustedScriptURL } from '@vt-elements/core';
import { VISIBLE_INPUT_SELECTOR, readPanel, type Panel } from '../core/panel';
import { fillPlaceholders, hasPlaceholder } from '../core/placeholders';
import type { PanelStatus } from '../core/wizard';

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
  if (!markup) return false;
  // Parsed inert (no script runs, nothing loads) and sanitised as it will be inserted.
  return markupFragment(markup)?.querySelector(VISIBLE_INPUT_SELECTOR) != null;
}

/**
 * data-markup without what runs script (core/trusted-types.ts: the vt-elements Trusted Types
 * policy), or null, reported, where the page's Trusted Types policy forbids ours.
 */
function markupFragment(markup: string): DocumentFragment | null {
  try {
    return sanitizedFragment(markup);
  } catch (error) {
    reportError(error, { source: 'vt-lead-wizard' });
    return null;
  }
}

/** Panels that are not active are hidden (the `hidden` attribute); state classes let the page style steps. */
export function applyPanel(el: HTMLElement, status: PanelStatus, isAction: boolean): void {
  el.hidden = isAction || !status.active;
  el.classList.toggle('vt-panel--active', status.active);
  el.classList.toggle('vt-panel--complete', status.complete);
  el.classList.toggle('vt-panel--checkmark', status.checkmark);
  el.classList.toggle('vt-panel--leaving', status.leaving);
}

const loadedScripts = new Set<string>();

/** §4 Panel: on first show, deferred markup is injected and listed scripts load with integrity and anonymous CORS. */
export function firstShow(el: HTMLElement, panel: Panel, doc: Document = el.ownerDocument): void {
  // data-markup is authored in the CMS like the rest of the form, so it is inserted as markup,
  // sanitised (no script, event handler or javascript: URL), as nodes: never parsed a second time.
  const markup = panel.markup ? markupFragment(panel.markup) : null;
  if (markup) {
    // Before the panel's buttons, so reading and Tab order reach the injected fields before Next.
    const button = el.querySelector('[data-next], [data-back]');
    let anchor: Element | null = button;
    while (anchor && anchor.parentElement !== el) anchor = anchor.parentElement;
    if (anchor) anchor.before(markup);
    else el.append(markup);
  }
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
