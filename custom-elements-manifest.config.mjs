import { themeTokensPlugin } from './scripts/cem-theme-plugin.mjs';

export default {
  globs: ['components/**/*.element.ts', 'components/shared/field-base.ts'],
  // <api-page-actions> is a private part of <api-docs>'s page header (no class export, no page of its own).
  exclude: ['**/*.test.ts', '**/*.stories.ts', 'components/api-docs/page-actions.element.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
  // package.json already names the manifest; the analyzer must not rewrite it.
  packagejson: false,
  // Theme knobs for every element, and no events guessed from dispatchEvent calls.
  plugins: [themeTokensPlugin()],
};
