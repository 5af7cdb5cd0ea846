import type { Clock } from './clock';

/** Spec §7/§9: script chunks are fetched with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkLoadErrorType = 'missing' | 'timeout';

/** Spec §8: ChunkLoadError with type missing or timeout and the chunk URL. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkLoadErrorType,
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${request} failed. (${type}: ${request})`, options);
  }
}

/** Imports a module URL, failing with a ChunkLoadError when it is missing or takes over 120 s. */
export function loadChunk<T = unknown>(
  url: string,
  importer: (url: string) => Promise<T>,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'> = globalThis,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new ChunkLoadError('timeout', url)), timeoutMs);
    importer(url).then(
      (module) => {
        clock.clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clock.clearTimeout(timer);
        reject(new ChunkLoadError('missing', url, { cause }));
      },
    );
  });
}
