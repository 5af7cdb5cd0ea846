import { readMeta } from '@vt-elements/core';

/**
 * Page-level values the tracker reads on a CMS page. Each name is looked up in the page's
 * tracking object `window.vtTracking` first (what the CMS renders into the page), then in a meta
 * tag `vt-{kebab-name}` (e.g. `<meta name="vt-nsp-slug" content="…">`). Absent: undefined.
 */
export interface PageSource {
  /** `window.vtTracking` (or null). */
  tracking: Record<string, unknown> | null | undefined;
  /** Reads `<meta name>` content (null when absent). */
  meta(name: string): string | null;
}

export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The value of `name` on the page: `vtTracking[name]`, else `<meta name="vt-{kebab}">`. */
export function pageValue(source: PageSource, ...names: string[]): string | undefined {
  for (const name of names) {
    const own = source.tracking?.[name];
    if (own !== undefined && own !== null && typeof own !== 'object' && String(own).trim() !== '') return String(own).trim();
  }
  for (const name of names) {
    const meta = source.meta(`vt-${kebab(name)}`);
    if (meta) return meta;
  }
  return undefined;
}

/** The live page's source: `window.vtTracking` and the document's meta tags. */
export function livePageSource(win: Window = window): PageSource {
  return {
    tracking: (win as unknown as { vtTracking?: Record<string, unknown> }).vtTracking ?? null,
    meta: (name) => readMeta(name, win.document),
  };
}

/** Spec §3 Page event: pageRequestId defaults to the string 'undefined'. */
export function pageRequestId(source: PageSource): string {
  return pageValue(source, 'pageRequestId') ?? 'undefined';
}
