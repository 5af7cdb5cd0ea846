import { afterAll, beforeAll } from 'vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { configure } from 'storybook/test';
import { handlers } from '@vt-elements/demo-api';
import { sharedAnnotations } from '../.storybook/annotations';

/**
 * The story tests' stand-in for .storybook/preview.ts: the same parameters, and MSW through
 * msw/node (preview.ts starts msw/browser's service worker, which happy-dom does not have).
 * As in Storybook, the demo API answers every story and `parameters.msw.handlers` go first.
 */
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// happy-dom 20 matches `:where(a b)` on `a` itself, so the scheduled callback's
// `:where(vt-scheduled-callback … p:empty){display:none}` hides the whole element in its
// getComputedStyle. Role queries here skip that visibility filter (in Storybook they keep it);
// plays check what is shown through the `hidden` attribute and the texts instead.
configure({ defaultHidden: true });

setProjectAnnotations([
  sharedAnnotations,
  {
    loaders: [
      ({ parameters }) => {
        // In Storybook each story is its own page (its id in the URL, so its own saved lead
        // form); here they share one document, so no story resumes another's saved form.
        sessionStorage.clear();
        server.resetHandlers();
        const own = (parameters.msw as { handlers?: RequestHandler[] } | undefined)?.handlers ?? [];
        if (own.length) server.use(...own);
      },
    ],
  },
]);
