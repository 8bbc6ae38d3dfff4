/**
 * Overlays in a docs.json project: `api.openapi: { source, overlays }` applies each Overlay in order to the spec the
 * pages show, `docs build` publishes the changed spec and points the site at it; an Overlay that names its spec in
 * `extends` is found and applied; a missing Overlay is an error at docs.json's line, an `extends` naming no file a
 * warning.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import type { Project } from '../../src/node/project.js';
import { tempDir, tempProject } from '../support/temp-project.js';
import { cli } from './helpers.js';

const SPEC = [
  'openapi: 3.1.0',
  "info: { title: Pets, version: '1' }",
  'servers: [{ url: "https://api.example.com" }, { url: "https://dev.example.com", description: Dev }]',
  'paths:',
  '  /pets:',
  '    get:',
  '      summary: List pets',
  '      responses: { "200": { description: ok } }',
  '',
].join('\n');

const overlay = (version: string, actions: string[], extra: string[] = []): string =>
  [`overlay: ${version}`, "info: { title: O, version: '1' }", ...extra, 'actions:', ...actions, ''].join('\n');

const RENAME = overlay('1.0.0', [
  "  - target: $.paths['/pets'].get",
  '    update:',
  '      summary: All the pets',
  '      description: Changed by an Overlay.',
]);
// Applied after RENAME: it sees RENAME's result.
const DEV_OFF = overlay('1.1.0', [
  "  - target: $.servers[?@.description == 'Dev']",
  '    remove: true',
  "  - target: $.paths['/pets'].get.description",
  "    update: 'Changed by two Overlays.'",
]);

const page = '---\ntitle: Pets\nopenapi: GET /pets\n---\n';
const load = (root: string): Promise<Project> =>
  loadProject(join(root, 'docs.json'), { display: (abs) => relative(root, abs) });
const errors = (p: Project) => p.diagnostics.filter((d) => d.severity === 'error');

async function shownOperation(p: Project, slug: string) {
  const op = p.pages.get(slug)?.operation;
  assert.ok(op, `${slug} shows an operation`);
  return { spec: op.spec, operation: await op.spec.resolveOperation(op.id) };
}

describe('api.openapi { source, overlays }', () => {
  const files = {
    'docs.json': JSON.stringify({
      name: 'Overlays',
      api: { openapi: [{ source: 'openapi.yaml', overlays: ['overlays/rename.yaml', 'overlays/dev-off.yaml'] }] },
      navigation: { pages: ['pets'] },
    }),
    'openapi.yaml': SPEC,
    'overlays/rename.yaml': RENAME,
    'overlays/dev-off.yaml': DEV_OFF,
    'pets.mdx': page,
  };

  test('the Overlays apply in order to the operation the page shows', async () => {
    const loaded = await load(tempProject(files, 'overlays-'));
    assert.deepEqual(errors(loaded), []);
    const { spec, operation } = await shownOperation(loaded, 'pets');
    assert.equal(operation.summary, 'All the pets');
    assert.equal(operation.description, 'Changed by two Overlays.');
    assert.deepEqual(
      spec.servers.map((s) => s.url),
      ['https://api.example.com'],
    );
    assert.ok(
      loaded.files.some((f) => f.endsWith(join('overlays', 'dev-off.yaml'))),
      'the watcher sees the Overlays',
    );
  });

  test('docs build publishes the changed spec beside the file and the page points at it', async () => {
    const root = tempProject(files, 'overlays-build-');
    const out = tempDir('overlays-out-');
    const run = await cli('build', join(root, 'docs.json'), '--out', out);
    assert.equal(run.code, 0, run.err.slice(-2000));
    const published = join(out, 'openapi.overlaid.json');
    assert.ok(existsSync(published), 'openapi.overlaid.json is written');
    const doc = JSON.parse(readFileSync(published, 'utf8')) as { paths: Record<string, { get: { summary: string } }> };
    assert.equal(doc.paths['/pets']!.get.summary, 'All the pets');
    const manifest = readFileSync(join(out, '_site', 'manifest.json'), 'utf8');
    assert.match(manifest, /openapi\.overlaid\.json/);
    assert.match(readFileSync(join(out, 'pets', 'index.html'), 'utf8'), /All the pets/);
  });

  test('a missing Overlay: an error at its line of docs.json, and the spec shows without it', async () => {
    const docs = JSON.stringify(
      {
        name: 'O',
        api: { openapi: { source: 'openapi.yaml', overlays: 'overlays/gone.yaml' } },
        navigation: { pages: ['pets'] },
      },
      null,
      2,
    );
    const loaded = await load(tempProject({ ...files, 'docs.json': docs }, 'overlays-missing-'));
    const [error] = errors(loaded);
    assert.equal(error?.code, 'config/overlay-missing');
    assert.equal(error?.file, 'docs.json');
    assert.equal(error?.line, docs.split('\n').findIndex((l) => l.includes('gone.yaml')) + 1);
    const { operation } = await shownOperation(loaded, 'pets');
    assert.equal(operation.summary, 'List pets');
  });

  test('an Overlay that breaks a rule: an error at its file:line, and the spec shows without it', async () => {
    const broken = overlay('1.0.0', ['  - target: paths', '    remove: yes please']);
    const loaded = await load(tempProject({ ...files, 'overlays/rename.yaml': broken }, 'overlays-broken-'));
    const found = errors(loaded).map((d) => [d.code, d.file, d.line]);
    assert.deepEqual(found, [
      ['overlay/target', join('overlays', 'rename.yaml'), 4],
      ['overlay/type', join('overlays', 'rename.yaml'), 5],
    ]);
    const { spec, operation } = await shownOperation(loaded, 'pets');
    assert.equal(operation.summary, 'List pets');
    // The second Overlay still applies: the Dev server goes; the description it would change is not there.
    assert.deepEqual(
      spec.servers.map((s) => s.url),
      ['https://api.example.com'],
    );
    assert.ok(
      loaded.diagnostics.some((d) => d.code === 'overlay/no-match' && d.file === join('overlays', 'dev-off.yaml')),
    );
  });
});

describe('navigation `openapi: { source, overlays }`', () => {
  test("a group's generated pages show the spec as its Overlay changed it", async () => {
    const loaded = await load(
      tempProject(
        {
          'docs.json': JSON.stringify({
            name: 'Nav',
            navigation: {
              groups: [{ group: 'API', openapi: { source: 'openapi.yaml', overlays: ['rename.yaml'] } }],
            },
          }),
          'openapi.yaml': SPEC,
          'rename.yaml': RENAME,
        },
        'overlays-nav-',
      ),
    );
    assert.deepEqual(errors(loaded), []);
    const titles = [...loaded.navigation.pages.values()].map((p) => p.title);
    assert.deepEqual(titles, ['All the pets']);
  });
});

describe('Overlays found by `extends`', () => {
  test('an Overlay that extends a spec of the project applies to it', async () => {
    const loaded = await load(
      tempProject(
        {
          'docs.json': JSON.stringify({ name: 'X', navigation: { pages: ['pets'] } }),
          'api/openapi.yaml': SPEC,
          'api/overlays/rename.yaml': overlay('1.0.0', RENAME.split('\n').slice(3, 7), ['extends: ../openapi.yaml']),
          'pets.mdx': page,
        },
        'overlays-extends-',
      ),
    );
    assert.deepEqual(errors(loaded), []);
    assert.equal((await shownOperation(loaded, 'pets')).operation.summary, 'All the pets');
  });

  test('an `extends` naming no file of the project: a warning at the Overlay, nothing applied', async () => {
    const loaded = await load(
      tempProject(
        {
          'docs.json': JSON.stringify({ name: 'X', navigation: { pages: ['pets'] } }),
          'openapi.yaml': SPEC,
          'overlay.yaml': overlay('1.0.0', RENAME.split('\n').slice(3, 7), ['extends: openapi-with-servers.yaml']),
          'pets.mdx': page,
        },
        'overlays-extends-missing-',
      ),
    );
    const warning = loaded.diagnostics.find((d) => d.code === 'overlay/extends-missing');
    assert.equal(warning?.file, 'overlay.yaml');
    assert.equal(warning?.line, 3);
    assert.match(warning?.message ?? '', /openapi-with-servers\.yaml/);
    assert.equal((await shownOperation(loaded, 'pets')).operation.summary, 'List pets');
  });

  test('`api.openapi: []` finds neither specs nor Overlays', async () => {
    const loaded = await load(
      tempProject(
        {
          'docs.json': JSON.stringify({ name: 'X', api: { openapi: [] }, navigation: { pages: ['pets'] } }),
          'openapi.yaml': SPEC,
          'overlay.yaml': overlay('1.0.0', RENAME.split('\n').slice(3, 7), ['extends: openapi.yaml']),
          'pets.mdx': page,
        },
        'overlays-opt-out-',
      ),
    );
    assert.deepEqual(loaded.openapi, []);
    assert.equal(loaded.pages.get('pets')?.operation, undefined);
  });
});
