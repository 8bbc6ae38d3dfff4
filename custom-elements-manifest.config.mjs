import { themeTokensPlugin } from './scripts/cem-theme-plugin.mjs';

export default {
  globs: ['components/**/*.element.ts', 'components/shared/field-base.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
  // package.json already names the manifest; the analyzer must not rewrite it.
  packagejson: false,
  // Theme knobs for every element, and no events guessed from dispatchEvent calls.
  plugins: [themeTokensPlugin()],
};
