import { reportError } from './errors';

/** The content of `<meta name="…">`, or null when absent or empty. */
export function readMeta(name: string, doc: Document | undefined = globalThis.document): string | null {
  if (!doc) return null;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CSS.escape(name)}"]`);
  const content = meta?.content.trim();
  return content ? content : null;
}

/** Reports 'Missing meta tags: {list}' (spec §8) for the names the page lacks; returns them. */
export function checkMetaTags(names: string[], source: string, doc: Document | undefined = globalThis.document): string[] {
  const missing = names.filter((name) => readMeta(name, doc) === null);
  if (missing.length) reportError(new Error(`Missing meta tags: ${missing.join(', ')}`), { source });
  return missing;
}
