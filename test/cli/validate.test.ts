import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { cli, fixtures } from './helpers.js';
import { SHARED } from '../support/shared-dir.js';

/** Asserts the output holds a finding line starting with `place  severity` and ending with `[rule]`. */
function hasFinding(out: string, place: string, severity: string, rule: string, text?: string): void {
  const line = out.split('\n').find((l) => l.startsWith(`${place}  ${severity}  `) && l.endsWith(`[${rule}]`));
  assert.ok(line, `expected "${place}  ${severity}  … [${rule}]" in:\n${out}`);
  if (text !== undefined) assert.ok(line.includes(text), `expected "${text}" in: ${line}`);
}

describe('docs validate', () => {
  test('the example project is valid', async () => {
    const { code, out } = await cli('validate', 'examples/docs');
    assert.equal(code, 0, out);
    assert.match(out, /^0 errors, 0 warnings in 10 files\n$/);
  });

  test('a project whose docs.json is not JSON', async () => {
    const { code, out } = await cli('validate', `${fixtures}/bad-json`);
    assert.equal(code, 1);
    hasFinding(out, `${fixtures}/bad-json/docs.json:3:65`, 'error', 'parse/json', 'trailing comma');
    assert.match(out, /1 error, 0 warnings in 1 file\n$/);
  });

  test('docs.json rules: unknown field, colour, key without name, display auth without site auth', async () => {
    const { code, out } = await cli('validate', `${fixtures}/config-rules/docs.json`);
    assert.equal(code, 1);
    const f = `${fixtures}/config-rules/docs.json`;
    hasFinding(out, `${f}:3:3`, 'warning', 'config/unknown-field', 'Did you mean `colors`?');
    hasFinding(out, `${f}:4:15`, 'error', 'config/color');
    // Mintlify publishes both, so they are warnings (which `validate --strict` fails on).
    hasFinding(out, `${f}:6:52`, 'warning', 'config/required', 'api.mdx.auth.name');
    hasFinding(out, `${f}:7:21`, 'warning', 'config/auth-required');
  });

  test('navigation rules and semantic spec checks', async () => {
    const { code, out } = await cli('validate', `${fixtures}/navigation`);
    assert.equal(code, 1);
    const f = `${fixtures}/navigation/docs.json`;
    hasFinding(
      out,
      `${f}:5:38`,
      'warning',
      'navigation/unknown-page',
      'left out of the navigation. Did you mean "pages/quickstart"?',
    );
    hasFinding(out, `${f}:6:60`, 'error', 'navigation/unknown-operation', 'Did you mean "GET /pets"?');
    hasFinding(out, `${f}:6:93`, 'warning', 'navigation/slug-clash', 'list-pets-2');
    hasFinding(out, `${f}:7:37`, 'error', 'navigation/no-openapi');
    hasFinding(out, `${f}:8:34`, 'error', 'navigation/unknown-spec', 'Did you mean "spec.yaml"?');
    hasFinding(out, `${fixtures}/navigation/spec.yaml:11:20`, 'error', 'operation/duplicate-id');
    hasFinding(out, `${fixtures}/navigation/spec.yaml:17:7`, 'error', 'parameter/path-missing');
    assert.match(out, /5 errors, 2 warnings in 3 files\n$/);
  });

  test('MDX rules: relative api without server, bad values, unknown keys, components, expressions', async () => {
    const { code, out } = await cli('validate', `${fixtures}/mdx-rules`);
    assert.equal(code, 1);
    const p = `${fixtures}/mdx-rules/pages`;
    hasFinding(out, `${p}/relative.mdx:3:1`, 'error', 'mdx/server-required');
    hasFinding(out, `${p}/values.mdx:4:13`, 'warning', 'config/enum', 'sometimes'); // frontmatter never stops a site
    hasFinding(out, `${p}/values.mdx:5:13`, 'warning', 'config/enum', 'oauth');
    hasFinding(out, `${p}/values.mdx:6:8`, 'warning', 'config/unknown-field', 'Did you mean `title`'); // a near miss; other custom fields are Mintlify's custom metadata (an info)
    hasFinding(out, `${p}/body.mdx:6:7`, 'warning', 'mdx/expression');
    hasFinding(out, `${p}/body.mdx:8:1`, 'warning', 'mdx/unknown-component');
    hasFinding(out, `${p}/body.mdx:10:1`, 'warning', 'mdx/unsafe');
  });

  test('--strict fails on warnings; --format json gives the same findings for tools', async () => {
    const loose = await cli('validate', 'examples/docs/guides/media.mdx');
    assert.equal(loose.code, 0, loose.out);
    const mdxOnlyWarnings = await cli('validate', '--strict', `${fixtures}/mdx-rules/pages/body.mdx`);
    assert.equal(mdxOnlyWarnings.code, 1);
    assert.equal((await cli('validate', `${fixtures}/mdx-rules/pages/body.mdx`)).code, 0);
    const json = await cli('validate', '--format', 'json', `${fixtures}/navigation`);
    assert.equal(json.code, 1);
    const parsed = JSON.parse(json.out) as {
      diagnostics: { file: string; line: number; column: number; rule: string; severity: string }[];
      summary: { errors: number; warnings: number; files: number };
    };
    assert.deepEqual(parsed.summary, { errors: 5, warnings: 2, files: 3 });
    assert.ok(
      parsed.diagnostics.some(
        (d) => d.rule === 'operation/duplicate-id' && d.line === 11 && d.column === 20 && d.file.endsWith('spec.yaml'),
      ),
    );
  });

  test('one spec file: the corpus invalid documents fail --strict with placed findings', async () => {
    const knownGaps = new Set<string>();
    const rows = readFileSync(`${SHARED}/corpus/expectations.tsv`, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('invalid/') && l.includes('clear-error-or-warned-render'))
      .map((l) => l.split('\t')[0]!)
      .filter((path) => !knownGaps.has(path));
    // A spread sample across the folders keeps this test quick; the lead can run them all with the same code.
    const sample = rows.filter((_, i) => i % 15 === 0);
    assert.ok(sample.length >= 10);
    for (const path of sample) {
      const { code, out } = await cli('validate', '--strict', `${SHARED}/corpus/${path}`);
      assert.equal(code, 1, `${path}\n${out}`);
      assert.match(
        out,
        /^\S+:\d+:\d+ {2}(error|warning) {2}.+ {2}\[[a-z-]+\/[a-z-]+\]$/m,
        `${path}: no placed finding in\n${out}`,
      );
    }
  });

  test('usage: --help, --version, unknown command and option', () => {
    const bin = (...args: string[]) => spawnSync(process.execPath, ['bin/docs.mjs', ...args], { encoding: 'utf8' });
    const help = bin('--help');
    assert.equal(help.status, 0);
    assert.match(help.stdout, /Usage: docs <command>/);
    const version = bin('--version');
    assert.equal(version.status, 0);
    assert.equal(
      version.stdout.trim(),
      (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
    );
    const unknown = bin('publish');
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /Unknown command "publish"[\s\S]*Usage: docs/);
    const badFlag = bin('validate', '--fast');
    assert.equal(badFlag.status, 2);
    assert.match(badFlag.stderr, /Unknown option --fast/);
    const missing = bin('validate', 'no/such/folder');
    assert.equal(missing.status, 2);
    const valid = bin('validate', 'examples/docs');
    assert.equal(valid.status, 0, valid.stdout + valid.stderr);
  });
});
