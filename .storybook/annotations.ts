import type { Preview } from '@storybook/react-vite';

/** What preview.ts sets besides the MSW loader: the a11y addon's axe run fails a story (tests/browser/storybook.test.ts reads it). */
export const sharedAnnotations = {
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
} satisfies Preview;
