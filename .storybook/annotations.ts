import type { Preview } from '@storybook/react-vite';

/**
 * Everything preview.ts sets except the MSW loader: the story tests (stories/run-stories.ts)
 * apply these with msw/node, since msw/browser's service worker does not exist outside a browser.
 */
export const sharedAnnotations = {
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
} satisfies Preview;
