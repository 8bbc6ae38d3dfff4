// Like Mintlify, a page whose frontmatter a strict YAML parser refuses still renders: `docs build` writes every page
// and exits 0, with warnings at file:line; `docs validate` exits 0 and `docs validate --strict` fails on them.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const project = `${fixtures}/lenient-frontmatter`;
const out = mkdtempSync(join(tmpdir(), 'docs-lenient-'));
after(() => rmSync(out, { recursive: true, force: true }));

test('docs build writes both pages with bad frontmatter and exits 0, warning at each file and line', async () => {
  const build = await cli('build', project, '--out', out);
  assert.equal(build.code, 0, build.err);
  assert.match(build.out, /3 pages written/);
  assert.match(
    build.err,
    new RegExp(
      `^${project}/guides/rate-limits\\.mdx:2:1  warning  The frontmatter is not valid YAML; the page is shown with the fields that could be read \\(title, description\\)\\.  \\[frontmatter/lenient\\]$`,
      'm',
    ),
  );
  assert.match(build.err, new RegExp(`^${project}/guides/webhooks\\.mdx:2:1  warning  .*no field could be read`, 'm'));
  assert.match(build.err, new RegExp(`^${project}/guides/webhooks\\.mdx:2:\\d+  warning  Frontmatter YAML: `, 'm'));
  assert.match(build.err, /0 errors, \d+ warnings/);

  const rates = readFileSync(join(out, 'guides/rate-limits/index.html'), 'utf8');
  assert.match(rates, /<title>Rate limits/);
  assert.match(rates, /How many requests you may send: per minute and per day/);
  assert.match(rates, /Send at most 100 requests a minute\./);
  const hooks = readFileSync(join(out, 'guides/webhooks/index.html'), 'utf8');
  assert.match(hooks, /<title>Webhooks/); // from the file name: no field could be read
  assert.match(hooks, /Every event is signed\./);
  assert.ok(existsSync(join(out, 'index.html')));
});

test('docs validate exits 0 on the same project; --strict keeps failing on its frontmatter', async () => {
  const validate = await cli('validate', project);
  assert.equal(validate.code, 0, validate.out);
  const strict = await cli('validate', '--strict', project);
  assert.equal(strict.code, 1, strict.out);
  assert.match(strict.out, /guides\/rate-limits\.mdx:3:\d+  warning  Frontmatter YAML: Missing closing "quote/);
});
