import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '@vt-elements/demo-api';

/**
 * The demo API for the unit files that fetch: importing this module starts MSW with every demo
 * handler for the file (tests add failures with server.use). Only those files import it, since
 * starting MSW costs about 0.4 s a file and most unit files never fetch.
 */
export const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
