import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load';

describe('§8 ChunkLoadError', () => {
  afterEach(() => vi.useRealTimers());

  it('a missing chunk rejects with type missing and the chunk url', async () => {
    const error = await loadChunk('https://cdn/x.js', () => Promise.reject(new TypeError('Failed to fetch'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', request: 'https://cdn/x.js' });
  });

  it('times out after 120 s (§9) with type timeout', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('https://cdn/slow.js', () => new Promise(() => {}));
    const caught = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toMatchObject({ type: 'timeout', request: 'https://cdn/slow.js', message: 'Loading chunk https://cdn/slow.js failed. (timeout: https://cdn/slow.js)' });
  });

  it('resolves with the module when it loads in time', async () => {
    await expect(loadChunk('u', () => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });
});
