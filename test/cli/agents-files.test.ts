// What `docs build` writes and `docs dev` serves for search and for agents: _site/search.json (the index the
// browser loads when search opens), llms.txt and llms-full.txt at the site root, and a Markdown twin of every page;
// `docs dev` answers a page URL asked for with Accept: text/markdown with its twin, and rebuilds the index and the
// twins when a page changes.
import { strict as assert } from 'node:assert';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer } from '../../src/cli/dev.js';
import type { DevServer } from '../../src/cli/dev.js';
import { loadProject } from '../../src/node/project.js';
import { parseSearchIndex, searchSite } from '../../src/search/index.js';
import { cli } from './helpers.js';

describe('docs build: search and agents files', () => {
  const out = mkdtempSync(join(tmpdir(), 'docs-build-agents-'));
  after(() => rmSync(out, { recursive: true, force: true }));

  test('writes the index, llms.txt, llms-full.txt and a .md twin of every page', async () => {
    const built = await cli(
      'build',
      'examples/docs',
      '--out',
      out,
      '--base',
      '/docs',
      '--url',
      'https://docs.example.test',
    );
    assert.equal(built.code, 0, built.err);
    const read = (path: string): string => readFileSync(join(out, path), 'utf8');
    const index = parseSearchIndex(read('_site/search.json'));
    assert.ok(index, 'the index reads back');
    assert.equal(searchSite(index, 'limit')[0]?.slug, 'api-reference/users/list-users');
    assert.equal(searchSite(index, 'welcome')[0]?.slug, 'realtime/echo');
    const llms = read('llms.txt');
    assert.match(llms, /^# Echo Studio\n\n> /);
    assert.match(llms, /^- \[Get a user\]\(https:\/\/docs\.example\.test\/docs\/api-reference\/users\/get-user\.md\)/m);
    const project = await loadProject('examples/docs/docs.json');
    for (const [slug, page] of project.navigation.pages) {
      if (page.canonical !== undefined) continue;
      assert.ok(existsSync(join(out, `${slug}.md`)), `${slug}.md`);
      assert.ok(llms.includes(`/docs/${slug}.md)`) || page.hidden, `llms.txt links ${slug}`);
    }
    assert.match(read('api-reference/users/get-user.md'), /^\| `userId` \| string \| yes \|/m);
    assert.equal(read('index.md'), read(`${project.navigation.order[0]}.md`));
    assert.ok(read('llms-full.txt').includes(read('guides/authentication.md').trim()));
    assert.ok(built.out.length > 0 && !existsSync(join(out, 'api-reference/users/get-user.md/index.html')));
  });
});

describe('docs dev: search and agents files', () => {
  let dir: string;
  let dev: DevServer;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'docs-dev-agents-'));
    cpSync('examples/docs', dir, { recursive: true });
    dev = await startDevServer(join(dir, 'docs.json'), { port: 0 });
  });
  after(async () => {
    await dev.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('serves the index, llms.txt, the twins, and a page as Markdown for Accept: text/markdown', async () => {
    const llms = await fetch(`${dev.url}llms.txt`);
    assert.equal(llms.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.match(await llms.text(), /^- \[List users\]\(\/api-reference\/users\/list-users\.md\): GET \/users/m);
    assert.equal((await fetch(`${dev.url}llms-full.txt`)).status, 200);
    const index = await fetch(`${dev.url}_site/search.json`);
    assert.equal(index.headers.get('content-type'), 'application/json; charset=utf-8');
    assert.equal(searchSite(parseSearchIndex(await index.text())!, 'limit')[0]?.slug, 'api-reference/users/list-users');
    const twin = await fetch(`${dev.url}api-reference/users/list-users.md`);
    assert.equal(twin.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const markdown = await twin.text();
    assert.match(markdown, /^# List users\n/);
    const asked = await fetch(`${dev.url}api-reference/users/list-users`, { headers: { accept: 'text/markdown' } });
    assert.equal(asked.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(await asked.text(), markdown);
    const home = await fetch(dev.url, { headers: { accept: 'text/markdown, text/html;q=0.5' } });
    assert.match(await home.text(), /^# Introduction\n/);
    const html = await fetch(`${dev.url}api-reference/users/list-users`, { headers: { accept: 'text/html' } });
    assert.match(html.headers.get('content-type')!, /^text\/html/);
    assert.equal((await fetch(`${dev.url}no/such/page.md`)).status, 404);
  });

  test('an edited page is found by its new words once the project reloads', async () => {
    const file = join(dir, 'guides', 'media.mdx');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nThe zeppelin word is new.\n`);
    let found = false;
    // The reload follows the file watcher; each try asks again (bounded, not timed).
    for (let attempt = 0; attempt < 100 && !found; attempt++) {
      const index = parseSearchIndex(await (await fetch(`${dev.url}_site/search.json`)).text())!;
      found = searchSite(index, 'zeppelin')[0]?.slug === 'guides/media';
      if (!found) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(found, 'the index holds the new word');
    assert.match(await (await fetch(`${dev.url}guides/media.md`)).text(), /The zeppelin word is new\./);
  });
});
