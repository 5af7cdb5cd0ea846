import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Serves MSW's worker script, so stories talk to the same demo API as tests and npm start, and
  // the example pages' images at /images (the catalogue stories show them). A build copies the
  // images after Storybook has ended (package.json build-storybook): copied beside the preview
  // build, a clean-clone run failed on a file that vanished under the copy (ENOENT, chmod).
  staticDirs: (dirs = [], { configType }) => [
    ...dirs,
    './public',
    ...(configType === 'PRODUCTION' ? [] : [{ from: '../examples/images', to: '/images' }]),
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No react-docgen: the stories render custom elements, and their controls and docs come from each
  // element's definition (stories/element-story.ts argTypesFor, docsFor), not from React props. The
  // plugin parsed every module of the build for nothing: 55% of the build's plugin time (issue 36).
  typescript: { reactDocgen: false },
};

export default config;
