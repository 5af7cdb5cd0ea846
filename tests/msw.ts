import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import { handlers } from '@vt-elements/demo-api';

/** One MSW server per worker: the unit project shares modules between files (isolate: false). */
let server: SetupServer | undefined;

/**
 * The demo API for a unit file that fetches: call it at the top of the file. MSW answers with every
 * demo handler while the file runs (tests add failures with server.use; they are reset after each
 * test). Only files that fetch call it: most unit files never do.
 */
export function startDemoApi(): SetupServer {
  const api = (server ??= setupServer(...handlers));
  beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => api.resetHandlers());
  afterAll(() => api.close());
  return api;
}
