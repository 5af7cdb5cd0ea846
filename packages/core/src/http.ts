/**
 * The HTTP client every element uses for the calls of spec §7: JSON in and out, credentials
 * included, a time-out, abort, and one error type whose `kind` tells the failures apart so each
 * feature can show the spec's text for it (§8).
 */

export type ApiErrorKind = 'network' | 'timeout' | 'abort' | 'http' | 'parse';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly url: string,
    readonly status?: number,
    /** The parsed body of a failed response, when it had one. */
    readonly body?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface RequestOptions {
  method?: string;
  /** Serialized as JSON unless it is a string, FormData or URLSearchParams. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Defaults to 30 s. 0 disables the time-out. */
  timeoutMs?: number;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  mode?: RequestMode;
  redirect?: RequestRedirect;
  fetch?: typeof fetch;
}

export interface ApiResponse<T> {
  status: number;
  /** null for an empty body (204). */
  data: T | null;
  headers: Headers;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export async function requestJson<T = unknown>(url: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof FormData || options.body instanceof URLSearchParams) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
  }

  let response: Response;
  let text: string;
  try {
    response = await doFetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: options.credentials ?? 'include',
      mode: options.mode,
      redirect: options.redirect,
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw new ApiError(`Request timed out after ${timeoutMs} ms: ${url}`, 'timeout', url, undefined, undefined, { cause });
    if (controller.signal.aborted) throw new ApiError(`Request aborted: ${url}`, 'abort', url, undefined, undefined, { cause });
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError(`Network error: ${reason} (${url})`, 'network', url, undefined, undefined, { cause });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let data: unknown = null;
  let parseError: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch (cause) {
      parseError = cause;
    }
  }
  if (!response.ok) {
    throw new ApiError(`HTTP status ${response.status}`, 'http', url, response.status, parseError ? text : data);
  }
  if (parseError) {
    throw new ApiError(`Response is not JSON (HTTP status ${response.status}): ${url}`, 'parse', url, response.status, text, {
      cause: parseError,
    });
  }
  return { status: response.status, data: data as T | null, headers: response.headers };
}

/** Runs where only the latest counts: see latestOnly. */
export interface Latest {
  /** Starts a run: the previous run's signal is aborted, this run's returned. */
  next(): AbortSignal;
  /** Aborts the current run (its view is gone, or there is nothing to ask). */
  stop(): void;
}

/**
 * For calls where a new request replaces the previous one (spec §7 subject lookup: "a new
 * request aborts the previous"; both searches). A run whose signal is aborted is stale: its
 * answer and its failure are dropped, never shown or reported, however late they arrive.
 */
export function latestOnly(): Latest {
  let current: AbortController | undefined;
  const stop = () => current?.abort();
  return {
    next() {
      stop();
      current = new AbortController();
      return current.signal;
    },
    stop,
  };
}

/** Appends query parameters to a URL, skipping undefined and null values. */
export function withQuery(url: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.append(key, String(value));
  const qs = search.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}
