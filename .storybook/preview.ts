import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@vt-elements/demo-api';
import { configure } from 'storybook/test';
import { sharedAnnotations } from './annotations';
import { SLOW } from '../stories/play';

// Testing Library's waits in the plays (waitFor, findBy…) give up after 1 s by default: a bound a
// busy or slower machine passes on a story that works. A wait is a bound on a hang (issue 36).
configure({ asyncUtilTimeout: SLOW.timeout });

/**
 * The demo API's handlers answer every story (initial handlers survive the reset between
 * stories); a story adds its own cases with `parameters: { msw: { handlers: [...] } }`.
 */
const preview: Preview = {
  ...sharedAnnotations,
  // Also written here, literally: Storybook's indexer reads the project's tags from this file
  // without running it, so a spread alone made no docs pages (no element had one).
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      // Relative to the canvas page: the built Storybook is also served under /storybook/ (npm start,
      // the Storybook check), where MSW's default '/mockServiceWorker.js' does not exist.
      await worker.start({ serviceWorker: { url: './mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
};

export default preview;
