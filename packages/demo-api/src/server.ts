import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
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

/** Sends a file under the root (the body only for GET); a page gets the options' head script. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string> = {}, headScript?: string) {
  res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store', ...headers });
  if (req.method === 'HEAD') res.end();
  else if (headScript && extname(file) === '.html')
    res.end(readFileSync(file, 'utf8').replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script>${headScript}</script>`));
  else createReadStream(file).pipe(res);
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' }).end(html);
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
    sendHtml(res, 200, indexPage(options.root));
    return;
  }
  if ((req.method === 'GET' || req.method === 'HEAD') && (url.pathname === '/storybook' || url.pathname === '/storybook/')) {
    // Storybook's files are relative to its folder: /storybook must end with a slash.
    if (url.pathname === '/storybook') res.writeHead(301, { Location: '/storybook/' }).end();
    else if (!existsSync(join(options.root, 'storybook-static', 'index.html'))) sendHtml(res, 404, storybookMissingPage());
    else
      res
        .writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-store' })
        .end(readFileSync(join(options.root, 'storybook-static', 'index.html')));
    return;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(options.root, url.pathname);
    if (file) {
      sendFile(req, res, file, pageHeaders(url, file), options.headScript);
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
      sendFile(req, res, page, pageHeaders(url, page), options.headScript);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${url.pathname}`);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'set-cookie' ? [...((headers[key] as string[] | undefined) ?? []), value] : value;
  });
  res.writeHead(response.status, headers);
  // Server-sent events (the flag SDK's stream): forward each chunk as it comes, until either side closes.
  if (response.body && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const reader = response.body.getReader();
    req.socket.setTimeout(0);
    res.on('close', () => void reader.cancel().catch(() => {}));
    res.flushHeaders();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) res.write(chunk.value);
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
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
