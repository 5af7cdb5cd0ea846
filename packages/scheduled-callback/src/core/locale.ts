import { IANAZone } from 'luxon';

/** Dates follow the page's language: the closest `lang` around the element, else the document's. */
export function pageLocale(host: Element | null | undefined, fallback = 'en'): string {
  const fromHost = host?.closest('[lang]')?.getAttribute('lang')?.trim();
  if (fromHost) return fromHost;
  const fromDoc = globalThis.document?.documentElement.lang.trim();
  return fromDoc || fallback;
}

/** The visitor's IANA zone from the browser (null when unknown). */
export function visitorZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && IANAZone.isValidZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export function isValidZone(zone: string): boolean {
  return IANAZone.isValidZone(zone);
}
