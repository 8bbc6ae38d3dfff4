/**
 * docs.json `$ref` includes, read from disk by the project loader the CLI uses: nested and relative includes, keys
 * beside `$ref`, lists spliced into lists, places of findings in included files, circular and outside-project
 * includes refused at the `$ref`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const fixture = 'test/fixtures/site-includes/docs.json';
const display = (abs: string): string => abs.slice(abs.lastIndexOf('site-includes/') + 'site-includes/'.length);

const temp = mkdtempSync(join(tmpdir(), 'docs-includes-'));
after(() => rmSync(temp, { recursive: true, force: true }));

/** A project in a fresh folder from `{ path: content }`; returns its docs.json path. */
function project(name: string, files: Record<string, string>): string {
  const root = join(temp, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return join(root, 'docs.json');
}

const shown = (root: string) => (abs: string) => abs.slice(join(temp, root).length + 1);

function only(diagnostics: readonly Diagnostic[], code: string): Diagnostic {
  const found = diagnostics.filter((d) => d.code === code);
  assert.equal(found.length, 1, `one ${code}; got ${JSON.stringify(diagnostics, null, 1)}`);
  return found[0]!;
}

test('nested, relative includes build the navigation; a list included in a list is spliced in', async () => {
  const loaded = await loadProject(fixture, { display });
  const groups = loaded.config.navigation.items.flatMap((item) => (typeof item === 'string' ? [] : [item]));
  assert.deepEqual(
    groups.map((g) => ('group' in g ? g.group : '')),
    ['Get started', 'Guides, renamed beside the $ref'],
  );
  assert.deepEqual([...loaded.pages.keys()].sort(), ['guides/auth', 'index', 'last', 'setup', 'usage']);
  for (const file of ['config/navigation.json', 'config/groups/start.json', 'config/more-pages.json'])
    assert.ok(
      loaded.files.some((f) => f.endsWith(file)),
      `${file} is among the files read (the dev watcher reloads on it)`,
    );
});

test('a finding about an included value names the included file and its line and column', async () => {
  const loaded = await loadProject(fixture, { display });
  const bad = loaded.diagnostics.find((d) => d.severity === 'error');
  assert.ok(bad, JSON.stringify(loaded.diagnostics, null, 1));
  assert.equal(bad.file, 'config/groups/guides.json');
  assert.deepEqual([bad.line, bad.column], [3, 28]);
  assert.match(bad.message, /got number/);
});

test('a circular include is refused at its $ref, naming the chain', async () => {
  const docs = project('circular', {
    'docs.json': '{\n  "name": "x",\n  "navigation": { "$ref": "nav/a.json" }\n}\n',
    'nav/a.json': '{\n  "groups": [{ "$ref": "./b.json" }]\n}\n',
    'nav/b.json': '{ "group": "B",\n  "pages": [{ "$ref": "a.json" }] }\n',
  });
  const loaded = await loadProject(docs, { display: shown('circular') });
  const d = only(loaded.diagnostics, 'config/include-circular');
  assert.equal(d.file, 'nav/b.json');
  assert.deepEqual([d.line, d.column], [2, 15]);
  assert.match(d.message, /docs\.json → nav\/a\.json → nav\/b\.json → nav\/a\.json/);
});

test('an include that leaves the project folder is refused, and nothing outside is read', async () => {
  writeFileSync(join(temp, 'secret.json'), '{ "groups": [{ "group": "Leaked", "pages": ["x"] }] }');
  const docs = project('outside', {
    'docs.json': '{\n  "name": "x",\n  "navigation": {"$ref": "../secret.json"}\n}\n',
  });
  const loaded = await loadProject(docs, { display: shown('outside') });
  const d = only(loaded.diagnostics, 'config/include-outside');
  assert.equal(d.file, 'docs.json');
  assert.deepEqual([d.line, d.column], [3, 18]);
  assert.ok(!loaded.files.some((f) => f.endsWith('secret.json')));
  assert.ok(!JSON.stringify(loaded.navigation).includes('Leaked'));
});

test('an absolute path or a URL in $ref is refused too; `/` starts at the project folder', async () => {
  const docs = project('absolute', {
    'docs.json':
      '{ "name": "x", "navigation": { "groups": [{ "$ref": "/nav/g.json" }, { "$ref": "file:///etc/passwd" }, { "$ref": "https://example.test/g.json" }] } }',
    'nav/g.json': '{ "group": "From root", "pages": ["p"] }',
    'p.mdx': '# P\n',
  });
  const loaded = await loadProject(docs, { display: shown('absolute') });
  assert.deepEqual([...loaded.pages.keys()], ['p']);
  assert.equal(loaded.diagnostics.filter((d) => d.code === 'config/include-outside').length, 2);
});

test('an included file that is not JSON or is missing is an error naming it', async () => {
  const docs = project('broken', {
    'docs.json': '{ "name": "x",\n  "navigation": { "groups": [{ "$ref": "g.json" }, { "$ref": "none.json" }] } }',
    'g.json': '{ "group": "G",\n  "pages": ["a",] }',
  });
  const loaded = await loadProject(docs, { display: shown('broken') });
  const syntax = only(loaded.diagnostics, 'parse/json');
  assert.equal(syntax.file, 'g.json');
  assert.deepEqual([syntax.line, syntax.column], [2, 17]);
  assert.match(syntax.message, /included at docs\.json:2:32/);
  const missing = only(loaded.diagnostics, 'config/include-read');
  assert.equal(missing.file, 'none.json');
});

test('docs validate prints the finding at its place in the included file', async () => {
  const { cli } = await import('../cli/helpers.js');
  const result = await cli('validate', 'test/fixtures/site-includes');
  assert.equal(result.code, 1);
  assert.match(
    result.out + result.err,
    /site-includes\/config\/groups\/guides\.json:3:28 {2}error {2}`navigation\.groups\[1\]\.pages\[1\]`/,
  );
});

test('docs build publishes the included files beside docs.json, so the site can be assembled from it too', async () => {
  const { cli } = await import('../cli/helpers.js');
  const { existsSync } = await import('node:fs');
  const docs = project('publish', {
    'docs.json': '{ "name": "x", "navigation": { "$ref": "nav/main.json" } }',
    'nav/main.json': '{ "groups": [{ "$ref": "../groups/one.json" }] }',
    'groups/one.json': '{ "group": "One", "pages": ["p"] }',
    'p.mdx': '# P\n',
    'unused.json': '{}',
  });
  const site = join(temp, 'publish-out');
  const result = await cli('build', join(docs, '..'), '--out', site);
  assert.equal(result.code, 0, result.err);
  for (const file of ['docs.json', 'nav/main.json', 'groups/one.json']) assert.ok(existsSync(join(site, file)), file);
  assert.equal(existsSync(join(site, 'unused.json')), false);
});
