import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * The demo server answers https on its http port: Segment analytics-next 1.81.0 posts its batches
 * to `https://{apiHost}/b` whatever the source's protocol (packages/analytics/README.md), so a demo
 * page served over http sends them over https to the same host and port.
 *
 * The certificate is a committed, self-signed demo fixture (certs/README.md: what it is, how to
 * regenerate it); nothing trusts it: the browser tests' Chromium ignores certificate errors, a
 * visitor of `npm start` accepts it once.
 */
const certs = new URL('../certs/', import.meta.url);
/** The demo certificate (PEM), for 127.0.0.1, localhost and ::1: a client that verifies passes it as `ca`. */
export const DEMO_CERTIFICATE = readFileSync(new URL('demo-only.cert.pem', certs), 'utf8');
const DEMO_KEY = readFileSync(new URL('demo-only.key.pem', certs), 'utf8');

/** A TLS connection opens with a handshake record (content type 22, the ClientHello); http with a method's letter. */
const TLS_HANDSHAKE = 0x16;

export interface HttpAndHttpsServer extends Server {
  /** Ends every open connection (keep-alive, event streams), as http.Server's does. */
  closeAllConnections(): void;
}

/**
 * One listening socket for both schemes: each connection's first byte says which server parses it
 * (the byte is put back first). `listener` answers the requests of both.
 */
export function createHttpAndHttpsServer(listener: RequestListener): HttpAndHttpsServer {
  const httpServer = createHttpServer(listener);
  const httpsServer = createHttpsServer({ key: DEMO_KEY, cert: DEMO_CERTIFICATE }, listener);
  const sockets = new Set<Socket>();
  // A client that resets before its first byte: not an error of the server's.
  const ignore = () => {};
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', ignore);
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      socket.off('error', ignore);
      // The TLS socket reads what the socket holds (the ClientHello) and then its handle itself;
      // the http parser gets the held bytes once the socket flows again.
      if (first[0] === TLS_HANDSHAKE) httpsServer.emit('connection', socket);
      else {
        httpServer.emit('connection', socket);
        socket.resume();
      }
    });
  }) as HttpAndHttpsServer;
  server.closeAllConnections = () => sockets.forEach((socket) => socket.destroy());
  return server;
}

/** The request came over TLS. */
export const overTls = (req: IncomingMessage): boolean => (req.socket as Partial<TLSSocket>).encrypted === true;
