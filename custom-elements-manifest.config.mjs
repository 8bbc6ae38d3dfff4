export default {
  globs: ['components/**/*.element.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
  // package.json already names the manifest; the analyzer must not rewrite it.
  packagejson: false,
};
