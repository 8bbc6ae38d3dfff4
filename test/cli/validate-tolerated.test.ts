/**
 * `docs validate` and `docs build` on the faults the published Cloudflare spec has (a `4xx` response key, a
 * placeholder named twice): warnings placed at file:line:col, exit code 0, and the build goes on.
 */
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const project = `${fixtures}/lowercase-ranges`;

test('docs validate: a lower-case range and a doubled placeholder are warnings at their line and column', async () => {
  const { code, out } = await cli('validate', project);
  assert.equal(code, 0, out);
  const file = `${project}/openapi.yaml`;
  const at = (place: string, rule: string): string | undefined =>
    out.split('\n').find((l) => l.startsWith(`${file}:${place}  warning  `) && l.endsWith(`[${rule}]`));
  assert.ok(at('14:16', 'response/invalid-status')?.includes('read and shown as 4XX'), out);
  assert.ok(at('6:5', 'path/duplicate-placeholder')?.includes('fills every {account_id}'), out);
  assert.match(out, /^0 errors, 2 warnings in 2 files\n$/m);
});

test('docs build: goes on past the warnings, prints them, and the page names the range 4XX', async () => {
  const out = mkdtempSync(join(tmpdir(), 'lowercase-ranges-'));
  try {
    const built = await cli('build', project, '--out', out);
    assert.equal(built.code, 0, built.out + built.err);
    assert.match(built.out + built.err, /openapi\.yaml:14:16 {2}warning {2}"4xx"/);
    const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
    const slug = /\]\(\/([^)]+)\.md\)/.exec(llms.split('\n').find((l) => l.includes('Add an account')) ?? '')?.[1];
    assert.ok(slug, llms);
    const markdown = readFileSync(join(out, `${slug}.md`), 'utf8');
    assert.match(markdown, /4XX/);
    assert.doesNotMatch(markdown, /4xx/);
    const html = readFileSync(join(out, ...slug.split('/'), 'index.html'), 'utf8');
    assert.match(html, /4XX/);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('docs validate: a "required" list written inside "properties" is a warning at its place, as Mintlify publishes it', async () => {
  const dir = `${fixtures}/misplaced-required`;
  const { code, out } = await cli('validate', dir);
  assert.equal(code, 0, out);
  const line = out.split('\n').find((l) => l.startsWith(`${dir}/openapi.yaml:19:29  warning  `));
  assert.ok(line?.includes('a "required" list written inside "properties"') && line.endsWith('[schema/invalid]'), out);
  const strict = await cli('validate', dir, '--strict');
  assert.notEqual(strict.code, 0, strict.out);
});
