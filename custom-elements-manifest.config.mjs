export default {
  globs: ['components/**/*.element.ts'],
  exclude: ['**/*.test.ts', '**/*.stories.ts'],
  outdir: '.',
  litelement: true,
  dev: false,
};
