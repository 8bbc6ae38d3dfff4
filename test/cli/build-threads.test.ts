// `docs build` over worker threads writes exactly what the single-thread build writes: every file, byte for byte,
// for the example project (MDX pages, OpenAPI and AsyncAPI pages) and a generated 300-operation spec
// (test/support/huge-spec.mjs). Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, test } from 'node:test';
import { buildSite } from '../../src/cli/build.js';
import { slices, threadsFor } from '../../src/cli/build-threads.js';
import { makeHugeProject } from '../../scripts/make-huge-spec.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'docs-build-threads-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Every file under `dir`, by its path inside it, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

async function compare(docsJson: string, name: string, threads: number): Promise<number> {
  const options = { base: '/docs/', siteUrl: 'https://docs.example.test' };
  const one = await buildSite(docsJson, { ...options, out: join(tmp, `${name}-1`), threads: 1 });
  const many = await buildSite(docsJson, { ...options, out: join(tmp, `${name}-${threads}`), threads });
  assert.equal(one.threads, 1);
  assert.equal(many.threads, threads, 'the pages were rendered in worker threads');
  // As sets: the order of the MDX page files follows the order their reads finished, in either build.
  assert.deepEqual([...many.files].sort(), [...one.files].sort());
  const a = tree(join(tmp, `${name}-1`));
  const b = tree(join(tmp, `${name}-${threads}`));
  assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort(), 'the same files');
  const differ = [...a].filter(([rel, bytes]) => !bytes.equals(b.get(rel)!)).map(([rel]) => rel);
  assert.deepEqual(differ, [], 'the same bytes in every file');
  return one.pages;
}

describe('docs build in worker threads', () => {
  test('the example project: the same files as the single-thread build', async () => {
    const pages = await compare('examples/docs/docs.json', 'example', 3);
    assert.ok(pages > 20, `${pages} pages`);
  });

  test('a generated 300-operation spec in 2 threads: the same files, every operation a page', async () => {
    const project = makeHugeProject({ dir: join(tmp, 'huge'), operations: 300 });
    const pages = await compare(join(project, 'docs.json'), 'huge', 2);
    assert.equal(pages, 300);
    const last = readFileSync(join(tmp, 'huge-2', 'docs.json'), 'utf8');
    assert.match(last, /API reference/);
  });

  test('thread count: the cores on a big site, one thread on a small one, never more than pages', () => {
    assert.equal(threadsFor(50), 1);
    assert.ok(threadsFor(20_000) >= 1);
    assert.equal(threadsFor(3, 8), 3);
    assert.deepEqual(slices([1, 2, 3, 4, 5], 2), [
      [1, 2, 3],
      [4, 5],
    ]);
  });
});
