import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { handlers } from '@vt-elements/demo-api';
import { sharedAnnotations } from './annotations';

/**
 * The demo API's handlers answer every story (initial handlers survive the reset between
 * stories); a story adds its own cases with `parameters: { msw: { handlers: [...] } }`.
 */
const preview: Preview = {
  ...sharedAnnotations,
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
};

export default preview;
