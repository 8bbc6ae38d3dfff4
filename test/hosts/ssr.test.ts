// Server rendering: in a fresh Node process with no DOM, the framework entries and register-all
// import without touching one, and each framework's own server renderer writes the tags with their
// string attributes. Objects and listeners are left to hydration in the browser (docs/get-started/
// frameworks.mdx). The package is imported by its name, through its exports, as an app would.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { before, test } from 'node:test';
import { ensureDist } from './dist.js';

/** Runs an ES module snippet in a fresh Node process; its last stdout line is JSON. */
function runInNode(source: string): Record<string, unknown> {
  const wrapped = `
    const dom = () => [typeof document, typeof window].join(' ');
    const before = dom();
    ${source}
    console.log(JSON.stringify({ before, after: dom(), html }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', wrapped], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1) ?? 'null') as Record<string, unknown>;
}

const NO_DOM = 'undefined undefined';

before(ensureDist);

test('React: the wrappers render on the server; properties and listeners wait for hydration', () => {
  const result = runInNode(`
    const { createElement: h } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { ApiEndpoint, DocsConfig } = await import('api-docs-elements/react');
    const html = renderToString(
      h(DocsConfig, { config: { api: {} } },
        h(ApiEndpoint, { spec: '/openapi.yaml', user: { groups: ['beta'] }, 'auth-method': 'key', onApiSpecLoad: () => {} }),
        h('api-playground', { operation: 'GET /ping', 'onapi-response': () => {} })));`);
  assert.equal(result.before, NO_DOM);
  assert.equal(result.after, NO_DOM, 'importing the React entry created DOM globals');
  // Attributes without a property render; the wrappers set every property (spec too) in the browser.
  assert.equal(
    result.html,
    '<docs-config><api-endpoint auth-method="key"></api-endpoint><api-playground operation="GET /ping"></api-playground></docs-config>',
  );
});

test('Vue: register-all and the Vue entry import on the server; the server renderer writes string attributes', () => {
  const result = runInNode(`
    await import('api-docs-elements/register-all.js');
    const { createSSRApp } = await import('vue');
    const { renderToString } = await import('vue/server-renderer');
    const { isCustomElement, tagNames } = await import('api-docs-elements/vue');
    const app = createSSRApp({
      template: '<docs-config :config="config"><api-endpoint spec="/openapi.yaml" operation="GET /users" :user="user" @api-spec-load="loaded"></api-endpoint></docs-config>',
      data: () => ({ config: { api: {} }, user: { groups: ['beta'] } }),
      methods: { loaded() {} },
    });
    app.config.compilerOptions.isCustomElement = isCustomElement;
    const html = { tags: tagNames.length, markup: await renderToString(app) };`);
  assert.equal(result.before, NO_DOM);
  assert.equal(result.after, NO_DOM, 'importing register-all or the Vue entry created DOM globals');
  assert.deepEqual(result.html, {
    tags: 14, // every element of the manifest, api-schema, api-playground-panel, api-webhook-test and api-workflow included
    markup: '<docs-config><api-endpoint spec="/openapi.yaml" operation="GET /users"></api-endpoint></docs-config>',
  });
});

test('Svelte: a component using the tags renders on the server without a DOM', () => {
  // Compiled here for the server, as SvelteKit would; the compiled module imports svelte from node_modules.
  const dir = resolve('.test-results', 'hosts-ssr');
  mkdirSync(dir, { recursive: true });
  const component = join(dir, 'Host.js');
  const result = runInNode(`
    const { compile } = await import('svelte/compiler');
    const { writeFileSync } = await import('node:fs');
    await import('api-docs-elements/register-all.js');
    const source = '<script>let { config, user } = $props();</script>' +
      '<docs-config {config}><api-endpoint spec="/openapi.yaml" operation="GET /users" {user} onapi-spec-load={() => {}}></api-endpoint></docs-config>';
    writeFileSync(${JSON.stringify(component)}, compile(source, { generate: 'server', filename: 'Host.svelte' }).js.code);
    const { render } = await import('svelte/server');
    const Host = (await import(${JSON.stringify(pathToFileURL(component).href)})).default;
    const html = render(Host, { props: { config: { api: {} }, user: { groups: ['beta'] } } }).body;`);
  assert.equal(result.before, NO_DOM);
  assert.equal(result.after, NO_DOM, 'importing register-all created DOM globals');
  // Svelte writes objects as attributes; those properties have no attribute, so the elements ignore
  // them and take the objects when the component hydrates.
  assert.match(
    String(result.html),
    /<docs-config config="\[object Object\]"><api-endpoint spec="\/openapi\.yaml" operation="GET \/users" user="\[object Object\]"><\/api-endpoint><\/docs-config>/,
  );
});
