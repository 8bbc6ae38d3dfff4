/**
 * The OpenAPI Overlay suite of ../shared/corpus/overlay (README.md, EXPECT.md): every schema-test `pass` document of
 * 1.0 and 1.1 is accepted and applies to a real OpenAPI description without throwing; every `fail` document is
 * rejected with a finding naming the rule and its place; 1.2-dev documents get "not supported"; each compliant set's
 * Overlay applied to its `openapi.yaml` equals its `output.yaml` as data. Prints the pass counts.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { parseSource } from '../../src/openapi/parse.js';
import { applyOverlay, overlaidText, readOverlay } from '../../src/overlay/index.js';
import { SHARED } from '../support/shared-dir.js';

const SUITE = `${SHARED}/corpus/overlay`;
const skip = existsSync(join(SUITE, 'EXPECT.md')) ? false : `no Overlay suite at ${SUITE}`;
const yamlFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
    : [];
const read = async (path: string) => parseSource(readFileSync(path, 'utf8'), pathToFileURL(path).href);

/** The OpenAPI description the `pass` Overlays are applied to: one of the suite's own, with paths and parameters. */
const TARGET = `${SUITE}/compliant-sets/remove-matching-responses/openapi.yaml`;

const counts: string[] = [];

test(
  'Overlay schema tests: pass documents are accepted and apply, fail documents are rejected at their place',
  { skip },
  async () => {
    const target = parse(readFileSync(TARGET, 'utf8')) as unknown;
    const problems: string[] = [];
    for (const version of ['v1.0', 'v1.1']) {
      let passed = 0;
      let failed = 0;
      const pass = yamlFiles(`${SUITE}/schema-tests/${version}/pass`);
      const fail = yamlFiles(`${SUITE}/schema-tests/${version}/fail`);
      for (const name of pass) {
        const file = await read(`${SUITE}/schema-tests/${version}/pass/${name}`);
        const { overlay, diagnostics } = readOverlay(file);
        if (overlay === undefined) {
          problems.push(`${version}/pass/${name} rejected: ${diagnostics.map((d) => d.message).join(' | ')}`);
          continue;
        }
        const applied = applyOverlay(target, overlay, { file: name });
        assert.ok(applied.document !== undefined);
        // Notes are per action, each at its action.
        for (const d of applied.diagnostics) assert.match(d.pointer ?? '', /^\/actions\/\d+$/, `${name}: ${d.message}`);
        passed++;
      }
      for (const name of fail) {
        let rejected;
        try {
          rejected = readOverlay(await read(`${SUITE}/schema-tests/${version}/fail/${name}`));
        } catch (error) {
          problems.push(`${version}/fail/${name} threw: ${String(error)}`);
          continue;
        }
        const errors = rejected.diagnostics.filter((d) => d.severity === 'error');
        if (rejected.overlay !== undefined || errors.length === 0) {
          problems.push(`${version}/fail/${name} accepted`);
          continue;
        }
        for (const e of errors) {
          assert.match(e.code, /^overlay\//, `${name}: ${e.code}`);
          assert.ok(e.pointer !== undefined && e.file !== undefined, `${name}: ${e.message} has a place`);
          assert.ok(e.pointer === '' || typeof e.line === 'number', `${name}: ${e.pointer} has a line`);
        }
        failed++;
      }
      counts.push(`  ${version}: pass accepted ${passed}/${pass.length}, fail rejected ${failed}/${fail.length}`);
      assert.ok(pass.length >= 12 && fail.length >= 20, `${version} holds the suite`);
    }
    assert.deepEqual(problems, []);
  },
);

test(
  'Overlay 1.2-dev documents: a clear "not supported" (pass) or a rejection (fail), never a crash',
  { skip },
  async () => {
    let clear = 0;
    const dir = `${SUITE}/schema-tests/v1.2-dev`;
    for (const name of yamlFiles(`${dir}/pass`)) {
      const { overlay, diagnostics } = readOverlay(await read(`${dir}/pass/${name}`));
      assert.equal(overlay, undefined, name);
      assert.ok(
        diagnostics.some((d) => d.code === 'overlay/unsupported-version' && /1\.2\.0 is not supported/.test(d.message)),
        `${name}: ${diagnostics.map((d) => d.message).join(' | ')}`,
      );
      clear++;
    }
    for (const name of yamlFiles(`${dir}/fail`)) {
      const { overlay, diagnostics } = readOverlay(await read(`${dir}/fail/${name}`));
      assert.equal(overlay, undefined, name);
      assert.ok(diagnostics.length > 0, name);
      clear++;
    }
    counts.push(
      `  v1.2-dev: refused clearly ${clear}/${yamlFiles(`${dir}/pass`).length + yamlFiles(`${dir}/fail`).length}`,
    );
  },
);

test('compliant sets: overlay.yaml applied to openapi.yaml equals output.yaml', { skip }, async () => {
  const sets = readdirSync(`${SUITE}/compliant-sets`).sort();
  const wrong: string[] = [];
  for (const set of sets) {
    const dir = `${SUITE}/compliant-sets/${set}`;
    const specText = readFileSync(`${dir}/openapi.yaml`, 'utf8');
    const overlay = {
      url: pathToFileURL(`${dir}/overlay.yaml`).href,
      text: readFileSync(`${dir}/overlay.yaml`, 'utf8'),
    };
    const result = await overlaidText(specText, pathToFileURL(`${dir}/openapi.yaml`).href, [overlay]);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(errors, [], set);
    try {
      assert.deepEqual(JSON.parse(result.text), parse(readFileSync(`${dir}/output.yaml`, 'utf8')));
    } catch (error) {
      wrong.push(`${set}: ${(error as Error).message.slice(0, 400)}`);
    }
  }
  counts.push(`  compliant sets: equal ${sets.length - wrong.length}/${sets.length}`);
  console.log(['', 'overlay suite:', ...counts].join('\n'));
  assert.deepEqual(wrong, []);
  assert.equal(sets.length, 8);
});

test('an Overlay that breaks a rule is skipped whole: the spec is left as it was', async () => {
  const spec = 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths: {}\n';
  const bad = {
    url: 'file:///p/bad.yaml',
    text: 'overlay: 1.0.0\ninfo: { title: B, version: "1" }\nactions:\n  - target: info\n    update: { x: 1 }\n',
  };
  const result = await overlaidText(spec, 'file:///p/openapi.yaml', [bad]);
  assert.equal(result.text, spec);
  const [error] = result.diagnostics;
  assert.equal(error?.code, 'overlay/target');
  assert.deepEqual([error?.file, error?.pointer, error?.line], ['file:///p/bad.yaml', '/actions/0/target', 4]);
});

test('actions in order, 1.1 copy, lists concatenated, a target that selects nothing noted, incompatible merges refused', async () => {
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    tags: [{ name: 'a' }],
    paths: { '/foo': { get: { summary: 'Foo', responses: {} } }, '/bar': { post: { summary: 'Bar' } } },
  });
  const overlay = {
    url: 'file:///p/o.yaml',
    text: [
      'overlay: 1.1.0',
      'info: { title: O, version: "1" }',
      'actions:',
      '  - target: $.tags',
      '    update: [{ name: b }]',
      "  - target: $.paths['/bar']",
      "    copy: $.paths['/foo']",
      '  - target: $.nothing',
      '    update: { x: 1 }',
      '  - target: $.info.title',
      '    update: { not: a string }',
      "  - target: $.paths['/foo']",
      '    remove: true',
      '',
    ].join('\n'),
  };
  const result = await overlaidText(spec, 'file:///p/openapi.json', [overlay]);
  const doc = JSON.parse(result.text) as { tags: unknown; paths: unknown; info: { title: string } };
  assert.deepEqual(doc.tags, [{ name: 'a' }, { name: 'b' }]);
  assert.deepEqual(doc.paths, { '/bar': { post: { summary: 'Bar' }, get: { summary: 'Foo', responses: {} } } });
  assert.equal(doc.info.title, 'T');
  assert.deepEqual(
    result.diagnostics.map((d) => [d.severity, d.code, d.pointer, d.line]),
    [
      ['warning', 'overlay/no-match', '/actions/2', 8],
      ['error', 'overlay/incompatible', '/actions/3', 10],
    ],
  );
});
