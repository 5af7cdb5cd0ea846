import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Serves MSW's worker script, so stories talk to the same demo API as tests and npm start, and
  // the example pages' images at /images (the catalogue stories show them).
  staticDirs: ['./public', { from: '../examples/images', to: '/images' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
