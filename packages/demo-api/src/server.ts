import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { getResponse, type RequestHandler } from 'msw';
import { handlers as defaultHandlers } from './index';

/**
 * The demo server of `npm start` and of the browser tests: static files (examples/ at the root,
 * dist/ under /dist/) and the demo API answered on the same origin by the same MSW handlers the
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
};

export interface DemoServerOptions {
  /** Repository root (holds examples/ and dist/). */
  root: string;
  port?: number;
  host?: string;
  handlers?: RequestHandler[];
}

export interface DemoServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

function inside(base: string, path: string): string | null {
  const full = normalize(join(base, path));
  return full === base || full.startsWith(base + sep) ? full : null;
}

function staticFile(root: string, pathname: string): string | null {
  const decoded = decodeURIComponent(pathname);
  const candidates = decoded.startsWith('/dist/')
    ? [inside(join(root, 'dist'), decoded.slice('/dist/'.length))]
    : [inside(join(root, 'examples'), decoded), inside(join(root, 'examples'), `${decoded}.html`), inside(join(root, 'examples'), join(decoded, 'index.html'))];
  for (const file of candidates) if (file && existsSync(file) && statSync(file).isFile()) return file;
  return null;
}

/** Every example page under examples/ (sub-folders too, e.g. classes/search.html), except an index. */
function examplePages(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return examplePages(dir, path);
      return entry.name.endsWith('.html') && entry.name !== 'index.html' ? [path] : [];
    })
    .sort();
}

/** The index page (at / and /index.html): every example with its <title>, so adding a page needs no other edit. */
function indexPage(root: string): string {
  const dir = join(root, 'examples');
  const rows = examplePages(dir).map((file) => {
    const title = /<title>([^<]*)<\/title>/i.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? file;
    return `<li><a href="/${file}">${title}</a> <small>/${file}</small></li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>vt-elements examples</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1b1b1b}a{color:#0b57d0}small{color:#555}</style></head>
<body><main><h1>vt-elements examples</h1><p>vt-elements is a library of custom elements for the tutoring marketplace's pages: lead forms,
the callback picker, search, the catalogue, navigation and content widgets. Each page below is CMS-like HTML loading
<code>/dist/autoload.js</code>, with the demo API answering on this origin.</p>
<p>Reference: <code>docs/elements.md</code> in the repository (every attribute, event and text of each element).
Storybook: <code>npm run storybook</code>, then <a href="http://localhost:6006/">localhost:6006</a>.</p>
<h2>Pages</h2><ul>${rows.join('')}</ul></main></body></html>`;
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
  if ((req.method === 'GET' || req.method === 'HEAD') && (url.pathname === '/' || url.pathname === '/index.html') && !existsSync(join(options.root, 'examples', 'index.html'))) {
    res.writeHead(200, { 'Content-Type': TYPES['.html']! }).end(indexPage(options.root));
    return;
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const file = staticFile(options.root, url.pathname);
    if (file) {
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
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
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${url.pathname}`);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    headers[key] = key === 'set-cookie' ? [...(headers[key] as string[] | undefined ?? []), value] : value;
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
    const server = createServer((req, res) => {
      handle({ ...options, root }, req, res, origin).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`Demo server error: ${(error as Error).message}`);
      });
    });
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      origin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
      resolvePromise({ url: origin, server, close: () => new Promise((r) => { server.close(() => r()); server.closeAllConnections(); }) });
    });
  });
}
