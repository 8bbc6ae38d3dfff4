/**
 * OpenAPI as Mintlify finds it: with no spec named in docs.json the project's own files are found (node_modules,
 * dot folders and ignored files skipped) and loaded; a page names a spec by path, by file stem or by URL; an
 * `openapi: METHOD /path` without a file is looked up in every loaded spec, and an ambiguous one is an error naming the
 * candidates at the frontmatter's file:line:col. `api.openapi: []` opts out of discovery.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { findSpecFiles } from '../../src/node/find-spec-files.js';
import { loadProject } from '../../src/node/project.js';
import type { Project } from '../../src/node/project.js';
import { tempDir, tempProject } from '../support/temp-project.js';
import { cli } from './helpers.js';

const project = (files: Record<string, string>): string => tempProject(files, 'openapi-discovery-');

/** An OpenAPI 3.1 document in YAML with one GET operation per path. */
const spec = (title: string, ...paths: string[]): string =>
  [
    'openapi: 3.1.0',
    `info: { title: ${title}, version: '1' }`,
    'paths:',
    ...paths.flatMap((p) => [
      `  ${p}:`,
      `    get:`,
      `      summary: ${title} ${p}`,
      `      responses: { '200': { description: ok } }`,
    ]),
    '',
  ].join('\n');

const page = (openapi: string): string => `---\ntitle: A page\nopenapi: ${openapi}\n---\n\nText.\n`;

const docs = (pages: string[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ name: 'Discovery', navigation: { pages }, ...extra });

const load = (root: string): Promise<Project> =>
  loadProject(join(root, 'docs.json'), { display: (abs) => relative(root, abs) });

const errors = (p: Project) => p.diagnostics.filter((d) => d.severity === 'error');

describe('finding the OpenAPI files of a project', () => {
  const files = {
    'docs.json': docs(['pets']),
    'pets.mdx': page('GET /pets'),
    'api/openapi.yaml': spec('Pets', '/pets'),
    'api/overlay.yaml':
      "overlay: 1.0.0\ninfo: { title: O, version: '1' }\nactions:\n  - target: $.info\n    update: { x-o: 1 }\n",
    'node_modules/some-package/openapi.json': JSON.stringify({ openapi: '3.0.0', info: {}, paths: {} }),
    '.hidden/openapi.yaml': spec('Hidden', '/hidden'),
    'drafts/openapi.yaml': spec('Draft', '/pets'),
    '.mintignore': 'drafts/\n',
    'data/numbers.json': JSON.stringify({ openapi: 3, values: [1, 2] }),
    // mint.json's `openapi` is a path, not a version: not a spec.
    'legacy/mint.json': JSON.stringify({ name: 'x', openapi: '/openapi.json' }),
    'notes.yaml': 'title: not a spec\nopenapi_note: 3.1\n',
  };

  test('only real OpenAPI documents and Overlays, outside node_modules, dot folders and ignored files', async () => {
    const root = project(files);
    assert.deepEqual(await findSpecFiles(root), { openapi: ['api/openapi.yaml'], overlays: ['api/overlay.yaml'] });
  });

  test('docs.json naming no spec: the found file is loaded and the page shows its operation', async () => {
    const root = project(files);
    const loaded = await load(root);
    assert.deepEqual(
      loaded.openapi.map((s) => s.path),
      ['api/openapi.yaml'],
    );
    assert.equal(loaded.pages.get('pets')?.operation?.id, 'GET /pets');
    assert.deepEqual(errors(loaded), []);
  });

  test('`api.openapi: []` opts out: nothing is found, and the page says it has no operation', async () => {
    const root = project({ ...files, 'docs.json': docs(['pets'], { api: { openapi: [] } }) });
    const loaded = await load(root);
    assert.deepEqual(loaded.openapi, []);
    assert.equal(loaded.pages.get('pets')?.operation, undefined);
    const warning = loaded.diagnostics.find((d) => d.code === 'mdx/openapi-spec');
    assert.equal(warning?.file, 'pets.mdx');
    assert.equal(warning?.line, 3);
  });
});

describe('`openapi: METHOD /path` across several specs', () => {
  const root = project({
    'docs.json': docs(['a', 'b', 'both', 'template']),
    'a.mdx': page('GET /only-a'),
    'b.mdx': page('get /only-b'),
    'both.mdx': page('GET /shared'),
    'template.mdx': page('GET /items/special'),
    'specs/a.yaml': spec('A', '/only-a', '/shared', '/items/{id}'),
    'specs/b.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'B', version: '1' },
      paths: Object.fromEntries(
        ['/only-b', '/shared', '/items/special'].map((p) => [
          p,
          { get: { responses: { 200: { description: 'ok' } } } },
        ]),
      ),
    }),
  });

  test('resolved in the one spec that holds it; an exact path beats another spec’s template', async () => {
    const loaded = await load(root);
    const specOf = (slug: string) => loaded.openapi.find((s) => s.spec === loaded.pages.get(slug)?.operation?.spec);
    assert.equal(specOf('a')?.path, 'specs/a.yaml');
    assert.equal(specOf('b')?.path, 'specs/b.json');
    assert.equal(loaded.pages.get('b')?.operation?.id, 'GET /only-b');
    assert.equal(specOf('template')?.path, 'specs/b.json');
  });

  test('in two specs: an error at the frontmatter naming both candidates', async () => {
    const loaded = await load(root);
    assert.equal(loaded.pages.get('both')?.operation, undefined);
    const found = errors(loaded);
    assert.equal(found.length, 1, JSON.stringify(found));
    const [error] = found;
    assert.equal(error!.code, 'mdx/openapi-ambiguous');
    assert.deepEqual([error!.file, error!.line, error!.column], ['both.mdx', 3, 1]);
    assert.match(error!.message, /"specs\/a\.yaml", "specs\/b\.json"/);
    assert.match(error!.message, /GET \/shared/);
  });

  test("a group's file that lacks the operation: the one other file holding it serves, as for a translation behind its original", async () => {
    const translated = project({
      'docs.json': JSON.stringify({
        name: 'Translated',
        navigation: {
          languages: [
            { language: 'en', groups: [{ group: 'API', openapi: 'en.yaml', pages: ['en/views'] }] },
            { language: 'es', groups: [{ group: 'API', openapi: 'es.yaml', pages: ['es/views', 'es/nowhere'] }] },
          ],
        },
      }),
      'en/views.mdx': page('GET /views'),
      'es/views.mdx': page('GET /views'),
      'es/nowhere.mdx': page('GET /nowhere'),
      'en.yaml': spec('Original', '/views', '/searches'),
      'es.yaml': spec('Traducido', '/searches'),
    });
    const loaded = await load(translated);
    const specOf = (slug: string) => loaded.openapi.find((s) => s.spec === loaded.pages.get(slug)?.operation?.spec);
    assert.equal(specOf('en/views')?.path, 'en.yaml');
    assert.equal(specOf('es/views')?.path, 'en.yaml');
    assert.equal(loaded.pages.get('es/views')?.operation?.id, 'GET /views');
    // Held by no file: the page shows its text, and the warning names its group's file.
    const unknown = loaded.diagnostics.filter((d) => d.code === 'navigation/unknown-operation');
    assert.deepEqual(
      unknown.map((d) => [d.file, d.severity]),
      [['es/nowhere.mdx', 'warning']],
    );
    assert.match(unknown[0]!.message, /GET \/nowhere.*es\.yaml/);
  });

  test('docs validate prints the place as file:line:col', async () => {
    const run = await cli('validate', root);
    assert.equal(run.code, 1);
    assert.match(run.out + run.err, /both\.mdx:3:1\s+error\s+.*several OpenAPI files.*\[mdx\/openapi-ambiguous\]/);
  });
});

describe('naming a spec', () => {
  const base = {
    // docs.json names another spec, so discovery is off: the stem is still found among the project's files.
    'docs.json': docs(['by-stem', 'by-stem-folder', 'by-path', 'by-slash-path'], { api: { openapi: 'main.yaml' } }),
    'main.yaml': spec('Main', '/main'),
    'api/v3-openapi.yaml': spec('Runs', '/api/v1/runs'),
    'by-stem.mdx': page('"v3-openapi GET /api/v1/runs"'),
    'by-stem-folder.mdx': page('"api/v3-openapi GET /api/v1/runs"'),
    'by-path.mdx': page('"api/v3-openapi.yaml GET /api/v1/runs"'),
    'by-slash-path.mdx': page('"/api/v3-openapi.yaml GET /api/v1/runs"'),
  };

  test('by path, by file stem and by folder/stem: the same file, read once', async () => {
    const loaded = await load(project(base));
    assert.deepEqual(errors(loaded), []);
    for (const slug of ['by-stem', 'by-stem-folder', 'by-path', 'by-slash-path'])
      assert.equal(loaded.pages.get(slug)?.operation?.id, 'GET /api/v1/runs', slug);
    assert.deepEqual(loaded.openapi.map((s) => s.path).sort(), ['api/v3-openapi.yaml', 'main.yaml']);
  });

  test('docs build exits 0 for a page naming its spec by stem', async () => {
    const out = tempDir('openapi-stem-build-');
    const run = await cli('build', join(project(base), 'docs.json'), '--out', out);
    assert.equal(run.code, 0, run.err.slice(-2000));
  });

  test('a stem two files share: an error naming both', async () => {
    const loaded = await load(
      project({
        'docs.json': docs(['p']),
        'p.mdx': page('"v3 GET /x"'),
        'one/v3.yaml': spec('One', '/x'),
        'two/v3.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} }),
      }),
    );
    const [error] = errors(loaded);
    assert.equal(error?.code, 'mdx/openapi-ambiguous');
    assert.deepEqual([error!.file, error!.line, error!.column], ['p.mdx', 3, 1]);
    assert.match(error!.message, /"v3".*"one\/v3\.yaml", "two\/v3\.json"/);
  });

  test('by its full URL, as docs.json names it', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/yaml');
      res.end(spec('Remote', '/remote'));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/specs/openapi.yaml`;
      const loaded = await load(
        project({
          'docs.json': docs(['remote'], { api: { openapi: [url] } }),
          'remote.mdx': page(`"${url} GET /remote"`),
        }),
      );
      assert.deepEqual(errors(loaded), []);
      assert.equal(loaded.pages.get('remote')?.operation?.id, 'GET /remote');
      assert.deepEqual(
        loaded.openapi.map((s) => s.path),
        [url],
      );
    } finally {
      server.close();
    }
  });
});

describe('a spec path a page writes relative to its own folder', () => {
  const files = {
    'docs.json': docs(['api/endpoints/default/runs', 'api/endpoints/jobs', 'api/endpoints/root']),
    'api/endpoints/runs-api.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Runs', version: '1' },
      paths: { '/runs': { get: { responses: { '200': { description: 'ok' } } } } },
    }),
    'api/endpoints/jobs-api.yaml': spec('Jobs', '/jobs'),
    'root.yaml': spec('Root', '/root'),
    // `../runs-api.json` from api/endpoints/default/ and `./jobs-api.yaml` from api/endpoints/, as 0xsequence writes them.
    'api/endpoints/default/runs.mdx': page('../runs-api.json get /runs'),
    'api/endpoints/jobs.mdx': page('./jobs-api.yaml GET /jobs'),
    // Any other path is from the project root, as before.
    'api/endpoints/root.mdx': page('root.yaml GET /root'),
  };

  test('`../` and `./` are read from the page’s folder; a bare path from the root', async () => {
    const loaded = await load(project(files));
    assert.deepEqual(errors(loaded), []);
    assert.equal(loaded.pages.get('api/endpoints/default/runs')?.operation?.id, 'GET /runs');
    assert.equal(loaded.pages.get('api/endpoints/jobs')?.operation?.id, 'GET /jobs');
    assert.equal(loaded.pages.get('api/endpoints/root')?.operation?.id, 'GET /root');
    assert.deepEqual(loaded.openapi.map((s) => s.path).sort(), [
      'api/endpoints/jobs-api.yaml',
      'api/endpoints/runs-api.json',
      'root.yaml',
    ]);
  });

  test('a `../` that leaves the project even from the page’s folder is reported, as a warning', async () => {
    const loaded = await load(
      project({ 'docs.json': docs(['p']), 'p.mdx': page('../../outside.json GET /x'), 'a.yaml': spec('A', '/a') }),
    );
    const found = loaded.diagnostics.find((d) => d.code === 'cli/outside-project');
    assert.equal(found?.severity, 'warning');
  });
});

describe('an invalid spec that only the project names (Mintlify publishes the site)', () => {
  // `type: objeto`: a machine translation of the spec (0xsequence's es/ files) — not an OpenAPI type.
  const invalid = [
    'openapi: 3.0.3',
    "info: { title: Bad, version: '1' }",
    'paths:',
    '  /bad:',
    '    get:',
    "      responses: { '200': { description: ok, content: { application/json: { schema: { type: objeto } } } } }",
    '',
  ].join('\n');

  test('found in the project or named by a page: its findings are warnings, and docs build exits 0', async () => {
    const root = project({ 'docs.json': docs(['bad']), 'bad.mdx': page('GET /bad'), 'specs/bad.yaml': invalid });
    const loaded = await loadProject(join(root, 'docs.json'), {
      display: (abs) => relative(root, abs),
      validate: true,
    });
    const schema = loaded.diagnostics.filter((d) => d.code === 'schema/invalid');
    assert.ok(schema.length > 0, 'the invalid type is reported');
    assert.deepEqual(
      schema.map((d) => d.severity),
      schema.map(() => 'warning'),
    );
    const run = await cli('build', join(root, 'docs.json'), '--out', tempDir('openapi-lenient-build-'));
    assert.equal(run.code, 0, run.err.slice(-2000));
    const strict = await cli('validate', join(root, 'docs.json'), '--strict');
    assert.equal(strict.code, 1, 'validate --strict still fails on it');
  });

  test('named by docs.json: an error, as before', async () => {
    const root = project({
      'docs.json': docs(['bad'], { api: { openapi: 'specs/bad.yaml' } }),
      'bad.mdx': page('GET /bad'),
      'specs/bad.yaml': invalid,
    });
    const run = await cli('validate', join(root, 'docs.json'));
    assert.equal(run.code, 1);
    assert.match(run.out + run.err, /schema\/invalid/);
  });
});
