// `openapi-schema: [spec] Name` makes a schema reference page: the site page names the spec and the schema, the
// manifest keeps both, and a name the spec lacks or a spec that is not loaded is an error at the field.
import assert from 'node:assert/strict';
import { relative, resolve } from 'node:path';
import { test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import { parseMdxPage } from '../../src/mdx/index.js';
import { fromManifest, toManifest } from '../../src/site/manifest.js';
import { mdxSchema } from '../../src/site/schema-page.js';
import type { OpenApiSpec } from '../../src/openapi/types.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const ROOT = resolve('test/fixtures/site-snippets');

test('a page with openapi-schema names its spec and schema, through the manifest too', async () => {
  const project = await loadProject(resolve(ROOT, 'docs.json'), { display: (abs) => relative(ROOT, abs) });
  const page = project.site.pages.get('guides/pet-schema');
  assert.equal(page?.schema?.name, 'Pet');
  assert.match(page?.schema?.specUrl ?? '', /site-snippets\/openapi\.yaml$/);
  assert.deepEqual(
    project.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
  const manifest = JSON.parse(JSON.stringify(toManifest(project.site, (url) => relative(ROOT, new URL(url).pathname))));
  const back = fromManifest(JSON.stringify(manifest), 'https://docs.example.test/docs.json');
  assert.deepEqual(back.pages.get('guides/pet-schema')?.schema, {
    specUrl: 'https://docs.example.test/openapi.yaml',
    name: 'Pet',
  });
});

test('a schema the spec lacks, or a named spec that is missing, is an error at the openapi-schema line; no spec at all a warning', () => {
  const spec = { resolveSchemaRef: (ref: string) => (ref === '#/components/schemas/Pet' ? {} : undefined) };
  const find = (path: string) =>
    path === 'api.yaml' ? { url: 'https://x/api.yaml', spec: spec as unknown as OpenApiSpec } : undefined;
  const run = (value: string, only?: string) => {
    const diagnostics: Diagnostic[] = [];
    const parsed = parseMdxPage(`---\ntitle: S\nopenapi-schema: ${value}\n---\n`, 'p.mdx');
    const found = mdxSchema(parsed, 'p.mdx', undefined, { find, only }, diagnostics);
    return { found, diagnostics: diagnostics.map((d) => [d.severity, d.code, d.line]) };
  };
  assert.deepEqual(run('api.yaml Pet').found, { specUrl: 'https://x/api.yaml', name: 'Pet' });
  assert.deepEqual(run('Pet', 'api.yaml').found, { specUrl: 'https://x/api.yaml', name: 'Pet' });
  assert.deepEqual(run('api.yaml Cat').diagnostics, [['error', 'mdx/openapi-schema', 3]]);
  // No file named and none in the project: the page renders without it, a warning (issue 16).
  assert.deepEqual(run('Pet').diagnostics, [['warning', 'mdx/openapi-spec', 3]]);
  assert.deepEqual(run('other.yaml Pet').diagnostics, [['error', 'mdx/openapi-spec', 3]]);
  const bad = parseMdxPage('---\nopenapi-schema: a b c\n---\n', 'p.mdx');
  assert.deepEqual(
    bad.diagnostics.map((d) => d.code),
    ['frontmatter/openapi-schema'],
  );
});
