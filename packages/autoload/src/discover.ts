import { ChunkLoadError, loadChunk } from '@vt-elements/core/chunk-load';
import { uncloak } from '@vt-elements/core/cloak';
import { reportError } from '@vt-elements/core/errors';

export interface Discovery {
  /** Finds undefined vt-* tags below root (a document, element or shadow root) and imports their modules. */
  discover(root: ParentNode): Promise<void>;
}

/**
 * Shoelace-style discovery: `:not(:defined)` tags with our prefix, one import per element name
 * (remembered, so a tag seen twice is loaded once), all settled so one failure stops no other.
 * Unknown vt-* names are reported without a request.
 */
export function createDiscovery(
  base: string,
  known: readonly string[],
  importer: (url: string) => Promise<unknown>,
  /** The URL of the file that failed, when the browser can tell (a shared chunk, not the entry). */
  failedUrl: () => string | undefined = () => undefined,
  /** Attribute behaviours: attribute → module name (`{"data-scroll-to": "scroll-to"}`), imported once the attribute is seen. */
  behaviours: Readonly<Record<string, string>> = {},
): Discovery {
  const started = new Map<string, Promise<unknown>>();

  function load(tag: string): Promise<unknown> {
    let pending = started.get(tag);
    if (!pending) {
      const name = tag.slice(3);
      pending = known.includes(name)
        ? loadChunk(new URL(`elements/${name}.js`, base).href, importer)
        : Promise.reject(new Error(`Unknown element <${tag}>: no module named ${name}.js (known: ${known.join(', ')})`));
      pending = pending.catch((error: unknown) => {
        // This tag will not upgrade: show its content as the page has it rather than keep it hidden.
        uncloak(document, tag);
        reportError(named(error), { source: 'autoload', tag });
      });
      started.set(tag, pending);
    }
    return pending;
  }

  // The import rejects with the entry's URL even when a chunk it imports is the missing one (§8).
  function named(error: unknown): unknown {
    if (!(error instanceof ChunkLoadError) || error.type !== 'missing') return error;
    const url = failedUrl();
    return url && url !== error.request ? new ChunkLoadError('missing', url, { cause: error }) : error;
  }

  async function discover(root: ParentNode): Promise<void> {
    const tags = new Set<string>();
    const rootTag = (root as Element).localName;
    if (rootTag?.startsWith('vt-') && !(root as Element).matches(':defined')) tags.add(rootTag);
    for (const el of root.querySelectorAll(':not(:defined)')) if (el.localName.startsWith('vt-')) tags.add(el.localName);
    // An attribute is no tag: one selector per behaviour not yet loaded (then never again).
    for (const [attribute, name] of Object.entries(behaviours)) {
      const selector = `[${attribute}]`;
      if (!started.has(`vt-${name}`) && ((root as Element).matches?.(selector) || root.querySelector(selector))) tags.add(`vt-${name}`);
    }
    await Promise.allSettled([...tags].map(load));
  }

  return { discover };
}
