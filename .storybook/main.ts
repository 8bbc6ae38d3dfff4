// Storybook 10 for the elements. Everything is local: no telemetry, no remote assets, so
// `npm run build-storybook` works offline and in CI.
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/web-components-vite', options: {} },
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // The example specs and docs.json, served from the same origin so stories can fetch them.
  staticDirs: [
    { from: '../examples/demo/specs', to: '/specs' },
    { from: '../examples/demo', to: '/demo' },
    // The example documentation project (docs.json, OpenAPI, AsyncAPI 3.0, MDX pages) for <api-docs> and <api-channel>.
    { from: '../examples/docs', to: '/example-docs' },
    // The same chat API written for AsyncAPI 2.6 and 3.0, for the <api-channel> version stories.
    { from: '../test/fixtures/asyncapi', to: '/asyncapi' },
    // An Arazzo workflow over a small pets API, for the <api-workflow> stories.
    { from: '../test/fixtures/arazzo-run', to: '/arazzo' },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // Lit's decorators are the legacy (experimental) kind: make sure Vite's TypeScript transform
    // compiles them that way whatever it reads from tsconfig.json.
    return {
      ...viteConfig,
      oxc: {
        ...(typeof viteConfig.oxc === 'object' ? viteConfig.oxc : {}),
        decorator: { legacy: true },
        typescript: { onlyRemoveTypeImports: true },
      },
    };
  },
};

export default config;
