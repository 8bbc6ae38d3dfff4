/**
 * `docs validate` and `docs build` share one definition of what fails (src/cli/check-project.ts):
 * the build stops, listing the same errors with their places, exactly when validate exits 1, and
 * warnings fail neither.
 */
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const out = mkdtempSync(join(tmpdir(), 'docs-agree-'));
after(() => rmSync(out, { recursive: true, force: true }));

const lines = (text: string, severity: string): string[] =>
  text.split('\n').filter((l) => l.includes(`  ${severity}  `));

describe('docs validate and docs build agree', () => {
  test('a project with errors (broken $ref, spec checks; an unknown page and bad frontmatter are only warnings): both exit 1 with the same errors', async () => {
    const project = `${fixtures}/agree-errors`;
    const validate = await cli('validate', project);
    const build = await cli('build', project, '--out', join(out, 'errors'));
    assert.equal(validate.code, 1, validate.out);
    assert.equal(build.code, 1, build.err);
    const errors = lines(validate.out, 'error');
    assert.deepEqual(
      errors.map((l) => l.slice(l.lastIndexOf('['))),
      ['[ref/unresolved]', '[parameter/path-missing]', '[operation/duplicate-id]'],
    );
    assert.match(errors.join('\n'), new RegExp(`^${project}/openapi.yaml:15:20  error  The operationId`, 'm'));
    // One page's frontmatter never stops a site (as on Mintlify): a warning at its place.
    assert.match(validate.out, new RegExp(`^${project}/pages/broken-frontmatter.mdx:3:19  warning`, 'm'));
    assert.deepEqual(lines(build.err, 'error'), errors);
    assert.match(build.err, /3 errors, 4 warnings in 4 files/);
    assert.match(build.err, /stopped, because the project has errors/);
    assert.ok(!existsSync(join(out, 'errors')));
  });

  test('a project with only warnings: both exit 0 and print the same warnings', async () => {
    const project = `${fixtures}/agree-warnings`;
    const validate = await cli('validate', project);
    const build = await cli('build', project, '--out', join(out, 'warnings'));
    assert.equal(validate.code, 0, validate.out);
    assert.equal(build.code, 0, build.err);
    assert.equal(lines(validate.out, 'warning').length, 2, validate.out);
    assert.deepEqual(lines(build.err, 'warning'), lines(validate.out, 'warning'));
    assert.ok(existsSync(join(out, 'warnings', 'intro', 'index.html')));
  });
});
