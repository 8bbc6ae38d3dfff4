// `docs validate` on a project with snippets: a missing snippet and a cycle are errors at file:line:col, each
// component written in JavaScript one warning saying why it is not run; `docs build` inlines the snippets and
// publishes a snippet file only when a page imports it.
import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { cli } from './helpers.js';

const PROJECT = 'test/fixtures/snippets';

test('docs validate names each snippet problem with its place, and says why a React component is not run', async () => {
  const { code, out } = await cli('validate', PROJECT);
  assert.equal(code, 1, out);
  const lines = out.split('\n');
  const line = (pattern: RegExp): string | undefined => lines.find((l) => pattern.test(l));
  assert.match(
    line(/missing\.mdx/) ?? '',
    /^test\/fixtures\/snippets\/guides\/broken\.mdx:5:1 {2}error {2}The snippet `\/snippets\/missing\.mdx` does not exist/,
  );
  assert.match(line(/imports itself/) ?? '', /snippets\/loop-b\.mdx:1:1 {2}error/);
  const custom = lines.filter((l) => l.includes('[mdx/custom-component]'));
  assert.equal(custom.length, 2, custom.join('\n'));
  for (const l of custom)
    assert.match(
      l,
      /runs as React on Mintlify; a self-hosted site does not execute project code unless built with --project-components, so where it is used its children are shown/,
    );
  assert.ok(custom.some((l) => l.startsWith(`${PROJECT}/components/counter.jsx`)));
  assert.ok(custom.some((l) => l.startsWith(`${PROJECT}/snippets/glossary.mdx:1:1`)));
  assert.doesNotMatch(out, /unknown-component|mdx\/esm/);
});

test('docs build inlines snippets and publishes only the snippet files pages import', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-snippets-'));
  const project = join(dir, 'project');
  const out = join(dir, 'out');
  try {
    // The project without its broken page (a build stops on errors).
    cpSync(PROJECT, project, { recursive: true });
    const docs = JSON.parse(readFileSync(join(project, 'docs.json'), 'utf8'));
    docs.navigation.groups[0].pages = ['guides/intro', 'guides/relative', 'guides/custom'];
    writeFileSync(join(project, 'docs.json'), JSON.stringify(docs));
    const built = await cli('build', project, '--out', out);
    assert.equal(built.code, 0, built.err);
    for (const used of [
      'snippets/greeting.mdx',
      'snippets/plain.md',
      'snippets/nested/inner.mdx',
      'components/counter.jsx',
    ])
      assert.ok(existsSync(join(out, used)), `${used} is published`);
    assert.ok(!existsSync(join(out, 'snippets/unused.mdx')), 'an unused snippet is not published');
    assert.match(readFileSync(join(out, 'guides/intro/index.html'), 'utf8'), /My keyword of the day is bananas\./);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
