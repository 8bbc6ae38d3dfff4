// The layering `npm run verify` enforces (dependency-cruiser): no import cycles; the core (src/) never imports
// the elements or Lit; the elements never import Node-only parts of the core (the CLI, file readers); the proxy,
// meant for any host, never imports the CLI. Type-only imports count: they tie the layers together too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-to-components',
      severity: 'error',
      comment: 'src/ is the DOM-free core; components/ composes it, never the other way.',
      from: { path: '^src/', pathNot: '^src/cli/prerender\\.ts$' },
      to: { path: '^components/' },
    },
    {
      name: 'build-through-the-server-export',
      severity: 'error',
      comment: 'docs build draws pages through the package export `api-docs-elements/server`, as any host does.',
      from: { path: '^src/cli/prerender\\.ts$' },
      to: { path: '^components/', pathNot: '^components/server/index\\.ts$' },
    },
    {
      name: 'core-not-to-lit',
      severity: 'error',
      comment: 'The core knows nothing of Lit or the DOM.',
      from: { path: '^src/' },
      to: { path: 'node_modules/(lit|lit-html|lit-element|@lit)/' },
    },
    {
      name: 'components-not-to-node',
      severity: 'error',
      comment: 'Elements run in the browser: the CLI and the Node file readers are not theirs.',
      from: { path: '^components/' },
      to: { path: '^src/(cli|node)/' },
    },
    {
      name: 'proxy-not-to-cli',
      severity: 'error',
      comment: 'The proxy runs on any host; the CLI uses it, not the other way.',
      from: { path: '^src/proxy/' },
      to: { path: '^src/cli/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|stories)\\.ts$' },
  },
};
