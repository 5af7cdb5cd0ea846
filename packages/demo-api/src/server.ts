import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as defaultHandlers } from './index';
import { canonicalFile, docFiles, indexPage, storybookMissingPage } from './pages';
import { createHttpAndHttpsServer, overTls, type HttpAndHttpsServer } from './tls';

export { examplePages as examplePagesOnDisk, type ExamplePage } from './pages';

/**
 * The demo server of `npm start` and of the browser tests: static files (examples/ at the root,
 * dist/ under /dist/, docs/*.md under /docs/, a built Storybook under /storybook/) and the demo API answered on the same origin by the same MSW handlers the
 * unit tests and Storybook use, so the three never drift.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // The docs are served as they are in the repository: readable as text in any browser.
  '.md': 'text/plain; charset=utf-8',
};

export interface DemoServerOptions {
  /** Repository root (holds examples/ and dist/). */
  root: string;
  port?: number;
  host?: string;
  handlers?: RequestHandler[];
  /**
   * Tests only: a script put first in every page's <head>, before any of the page's own (the
   * cross-engine tests record errors and frames this way, in engines whose drivers have no
   * init-script command).
   */
  headScript?: string;
  /** Tests only: how long to hold a request before answering it (a slow CDN), in ms. */
  delay?: (url: URL) => number;
}

export interface DemoServer {
  /** The http origin; the same port answers https too (./tls.ts). */
  url: string;
  server: HttpAndHttpsServer;
  close(): Promise<void>;
}

function inside(base: string, path: string): string | null {
  const full = normalize(join(base, path));
  return full === base || full.startsWith(base + sep) ? full : null;
}

function staticFile(root: string, pathname: string): string | null {
  const decoded = decodeURIComponent(pathname);
  const under = (prefix: string, dir: string) => [inside(join(root, dir), decoded.slice(prefix.length))];
  const candidates = decoded.startsWith('/dist/')
    ? under('/dist/', 'dist')
    : decoded.startsWith('/storybook/')
      ? under('/storybook/', 'storybook-static')
      : decoded.startsWith('/docs/')
        ? docFiles(root).includes(decoded.slice('/docs/'.length))
          ? under('/docs/', 'docs')
          : []
        : [
            inside(join(root, 'examples'), decoded),
            inside(join(root, 'examples'), `${decoded}.html`),
            inside(join(root, 'examples'), join(decoded, 'index.html')),
          ];
  for (const file of candidates) if (file && existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/**
 * `?csp=trusted-types` on a page's URL serves it under the Trusted Types policy a strict partner
 * site sets (issue 30): every sink takes trusted values only, from the one policy the library names.
 */
export const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types vt-elements";

function pageHeaders(url: URL, file: string): Record<string, string> {
  return extname(file) === '.html' && url.searchParams.get('csp') === 'trusted-types'
    ? { 'Content-Security-Policy': TRUSTED_TYPES_CSP }
    : {};
}

export type Encoding = 'br' | 'gzip';

/**
 * The content coding to send for a request's Accept-Encoding (RFC 9110 §12.5.3): brotli or gzip,
 * whichever has the higher q (brotli on a tie, and for `*`), or none (identity) when neither is
 * acceptable or the header is absent.
 */
export function negotiateEncoding(accept: string | string[] | undefined): Encoding | null {
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q[name] = weight === undefined ? 1 : Number(weight) || 0;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const [br, gzip] = [of('br'), of('gzip')];
  return br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
}

/** Text is worth compressing; images (PNG) and fonts (WOFF2) are compressed already. */
const compressible = (type: string | undefined) => !!type && /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(type);

/** Below this, a compressed body saves less than its headers cost (as Lighthouse's audit counts: 1.4 KB). */
const MIN_COMPRESSED = 1024;

/** Brotli at quality 5: most of 11's gain at a fraction of its time, fine per request. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** A file's compressed copies, by path, encoding, size and time: dist/ is compressed once per build, not per request. */
const compressedFiles = new Map<string, Buffer>();
function compressedFile(file: string, body: Buffer, encoding: Encoding): Buffer {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding} ${size} ${mtimeMs} ${file}`;
  let copy = compressedFiles.get(key);
  if (!copy) compressedFiles.set(key, (copy = compress(body, encoding)));
  return copy;
}

/**
 * Sends a body (only its headers for HEAD), compressed when the type is text, it is big enough to
 * gain and the client accepts brotli or gzip (Vary: Accept-Encoding on every text answer, so a
 * cache keeps the two apart). `file` names a static file whose compressed copy can be reused.
 */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer | string,
  file?: string,
) {
  const type = headers['Content-Type'] ?? headers['content-type'];
  let data = typeof body === 'string' ? Buffer.from(body) : body;
  // The length (and the coding) are this body's: a handler's own Content-Length goes.
  const out: OutgoingHttpHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-length$/i.test(name)));
  if (compressible(String(type ?? ''))) {
    out['Vary'] = 'Accept-Encoding';
    const encoding = data.length >= MIN_COMPRESSED ? negotiateEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      data = file ? compressedFile(file, data, encoding) : compress(data, encoding);
      out['Content-Encoding'] = encoding;
    }
  }
  out['Content-Length'] = data.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : data);
}

/**
 * The request's own origin (its Host header when it is a plain host[:port], on the scheme of the
 * server's origin for it: https over TLS, ./tls.ts), else the server's.
 */
function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  const scheme = new URL(fallback).protocol;
  return host && /^[a-z0-9.-]+(:\d+)?$|^\[[0-9a-f:.]+\](:\d+)?$/i.test(host) ? `${scheme}//${host}` : fallback;
}

/**
 * A page's canonical and hreflang alternates as absolute URLs on the origin it was asked for
 * (issue 50: search engines take absolute ones only; Lighthouse's SEO audits fail relative ones).
 * The pages keep root-relative links, as the demo runs on any host and port: an absolute link to
 * another origin would take the locale suggestion (which navigates to the alternate) off the demo.
 */
export function absoluteAlternates(html: string, origin: string): string {
  return html.replace(/<link\b[^>]*>/gi, (tag) =>
    /\srel=["']?(canonical|alternate)\b/i.test(tag)
      ? tag.replace(
          /(\shref=)(["'])(\/(?!\/)[^"']*)\2/i,
          (_, name: string, quote: string, path: string) => `${name}${quote}${origin}${path}${quote}`,
        )
      : tag,
  );
}

/** Sends a file under the root (the body only for GET); a page gets absolute alternates and the options' head script. */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  origin: string,
  headers: Record<string, string> = {},
  headScript?: string,
) {
  const all = { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers };
  if (extname(file) !== '.html') {
    send(req, res, 200, all, readFileSync(file), file);
    return;
  }
  let html = absoluteAlternates(readFileSync(file, 'utf8'), requestOrigin(req, origin));
  if (headScript) html = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script>${headScript}</script>`);
  send(req, res, 200, all, html);
}

function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string) {
  send(req, res, status, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' }, html);
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

async function handle(options: DemoServerOptions, req: IncomingMessage, res: ServerResponse, origin: string) {
  const url = new URL(req.url ?? '/', origin);
  const held = options.delay?.(url) ?? 0;
  if (held > 0) await new Promise((wake) => setTimeout(wake, held));
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (url.pathname === '/' || url.pathname === '/index.html') &&
    !existsSync(join(options.root, 'examples', 'index.html'))
  ) {
    sendHtml(req, res, 200, indexPage(options.root));
    return;
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && (url.pathname === '/storybook' || url.pathname === '/storybook/')) {
    // Storybook's files are relative to its folder: /storybook must end with a slash.
    if (url.pathname === '/storybook') res.writeHead(301, { Location: '/storybook/' }).end();
    else if (!existsSync(join(options.root, 'storybook-static', 'index.html'))) sendHtml(req, res, 404, storybookMissingPage());
    else sendHtml(req, res, 200, readFileSync(join(options.root, 'storybook-static', 'index.html'), 'utf8'));
    return;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(options.root, url.pathname);
    if (file) {
      sendFile(req, res, file, origin, pageHeaders(url, file), options.headScript);
      return;
    }
  }
  const response = await getResponse(options.handlers ?? defaultHandlers, await toFetchRequest(req, origin));
  // HttpResponse.error() (status 0): drop the connection, so the page sees a real network error as in Storybook.
  if (response?.type === 'error') {
    res.destroy();
    return;
  }
  if (!response) {
    // Last, as a CMS routes what nothing else answers: a demo-site page's route (its canonical link,
    // e.g. /algebra-tutors). Here rather than before the API, which would read every page per call.
    const page =
      (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.includes('.')
        ? canonicalFile(options.root, decodeURIComponent(url.pathname))
        : null;
    if (page) {
      sendFile(req, res, page, origin, pageHeaders(url, page), options.headScript);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${url.pathname}`);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'set-cookie' ? [...((headers[key] as string[] | undefined) ?? []), value] : value;
  });
  // Server-sent events (the flag SDK's stream): forward each chunk as it comes, until either side closes (never compressed: it is never done).
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    res.writeHead(response.status, headers);
    const reader = response.body.getReader();
    req.socket.setTimeout(0);
    res.on('close', () => void reader.cancel().catch(() => {}));
    res.flushHeaders();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  // A handler's own coding (none today) is sent as it is.
  if (response.headers.has('content-encoding')) res.writeHead(response.status, headers).end(body);
  else send(req, res, response.status, headers, body);
}

export function startDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolvePromise, reject) => {
    let origin = '';
    const server = createHttpAndHttpsServer((req, res) => {
      handle({ ...options, root }, req, res, overTls(req) ? origin.replace(/^http:/, 'https:') : origin).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`Demo server error: ${(error as Error).message}`);
      });
    });
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
      resolvePromise({
        url: origin,
        server,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      });
    });
  });
}
