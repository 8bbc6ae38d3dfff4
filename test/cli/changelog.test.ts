// The changelog of `docs build`, `docs validate --breaking` and `docs mcp`'s list_changes, on the two fixture
// versions of test/fixtures/changelog (every rule of the table) and on git repositories the tests make.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { validateDocsConfig } from '@mintlify/validation';
import { cli } from './helpers.js';
import { startDevServer } from '../../src/cli/dev.js';

const fixtures = 'test/fixtures/changelog';
const temp: string[] = [];
const tempDir = (name: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `docs-changelog-${name}-`));
  temp.push(dir);
  return dir;
};
after(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.test', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** A project of one spec, `openapi.yaml`, with `api.changelog` when given. */
function project(dir: string, spec: string, docs: Record<string, unknown> = {}): void {
  writeFileSync(join(dir, 'openapi.yaml'), spec);
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Pets',
      theme: 'mint',
      colors: { primary: '#0d9373' },
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.yaml' },
        ],
      },
      ...docs,
    }),
  );
}

const fixture = (name: string): string => readFileSync(join(fixtures, name), 'utf8');

describe('docs build: a changelog from docs.json versions', async () => {
  const out = tempDir('versions');
  const result = await cli('build', fixtures, '--out', out, '--threads', '1');

  test('builds, and says what the changelog holds', () => {
    assert.equal(result.code, 0, result.err);
    assert.match(result.out, /changelog changelog\/v2 \(2 versions, 54 changes, 25 breaking\)/);
  });

  test('the changelog page lists each change by operation, breaking ones marked', () => {
    const html = readFileSync(join(out, 'changelog/v2/index.html'), 'utf8');
    assert.match(html, /<h2 id="v2">v2<\/h2>/);
    assert.match(html, /<h3 id="get-pets"><code>GET \/pets<\/code><\/h3>/);
    assert.match(
      html,
      /<strong>Breaking:<\/strong> Response <code>200<\/code> field <code>\[\].nickname<\/code> was removed/,
    );
    assert.match(html, /Query parameter <code>filter<\/code> was added\. <code>request-parameter-added<\/code>/);
  });

  test('its Markdown twin and Atom feed sit beside it', () => {
    const md = readFileSync(join(out, 'changelog/v2.md'), 'utf8');
    assert.match(md, /^# Changelog: Pet Store/);
    assert.match(md, /^- \*\*Breaking:\*\* Response `200` field `\[\]\.nickname` was removed/m);
    const feed = readFileSync(join(out, 'changelog/v2.xml'), 'utf8');
    assert.match(feed, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    assert.equal(feed.match(/<entry>/g)?.length, 1);
  });

  test('every page links the feed for feed readers to find', () => {
    const link =
      '<link rel="alternate" type="application/atom+xml" title="Changelog: Pet Store" href="/changelog/v2.xml" />';
    assert.ok(readFileSync(join(out, 'changelog/v2/index.html'), 'utf8').includes(link));
    assert.ok(readFileSync(join(out, 'index/index.html'), 'utf8').includes(link), 'a guide page links it too');
  });

  test('an operation page of the newer version links "Changed in v2" to its entry', () => {
    const manifest = JSON.parse(readFileSync(join(out, '_site/manifest.json'), 'utf8')) as {
      pages: [string, { operation?: { spec: string; id: string }; changes?: unknown }][];
    };
    const listPets = manifest.pages.find(([, p]) => p.operation?.spec === 'v2.yaml' && p.operation.id === 'GET /pets');
    assert.deepEqual(listPets?.[1].changes, [{ version: 'v2', slug: 'changelog/v2', anchor: 'get-pets' }]);
    const html = readFileSync(join(out, listPets![0], 'index.html'), 'utf8');
    assert.match(
      html,
      /<p class="changed-in" part="changed-in">[\s\S]*?<a href="\/changelog\/v2#get-pets">Changed in v2<\/a>/,
    );
    // The older version's pages have no entry: nothing changed them since.
    const old = manifest.pages.find(([, p]) => p.operation?.spec === 'v1.yaml' && p.operation.id === 'GET /pets');
    assert.equal(old?.[1].changes, undefined);
  });
});

describe('docs build: a changelog from api.changelog { from, to }', async () => {
  const dir = tempDir('setting');
  copyFileSync(join(fixtures, 'v1.yaml'), join(dir, 'v1.yaml'));
  const docs = { api: { changelog: { from: 'v1.yaml', to: 'openapi.yaml' } } };
  project(dir, fixture('v2.yaml'), docs);

  test("Mintlify's validator accepts the docs.json, and so does docs validate", async () => {
    const verdict = validateDocsConfig(JSON.parse(readFileSync(join(dir, 'docs.json'), 'utf8')));
    assert.equal(verdict.success, true);
    const { code, out } = await cli('validate', dir);
    assert.equal(code, 0, out);
    assert.doesNotMatch(out, /changelog/);
  });

  test('the changelog compares the two files, labelled by info.version', async () => {
    const out = tempDir('setting-out');
    const result = await cli('build', dir, '--out', out);
    assert.equal(result.code, 0, result.err);
    const md = readFileSync(join(out, 'changelog/openapi.md'), 'utf8');
    assert.match(md, /^## 2\.0\.0$/m);
    assert.match(md, /Compared with 1\.0\.0/);
  });

  test('a `from` that is not in the project is a warning at the field in validate and build; the site builds', async () => {
    const bad = tempDir('setting-bad');
    project(bad, fixture('v2.yaml'), { api: { changelog: { from: '../elsewhere.yaml', to: 'openapi.yaml' } } });
    const validated = await cli('validate', bad);
    assert.equal(validated.code, 0, validated.out);
    assert.match(validated.out, /docs\.json:\d+:\d+\s+warning\s+`api\.changelog\.from` is "\.\.\/elsewhere\.yaml"/);
    const result = await cli('build', bad, '--out', tempDir('setting-bad-out'));
    assert.equal(result.code, 0, result.err);
    assert.match(
      result.err,
      /docs\.json:\d+:\d+\s+warning\s+`api\.changelog\.from` is "\.\.\/elsewhere\.yaml", which is not a file in the project/,
    );
  });
});

describe('docs build --changelog-since: the spec file history in git', async () => {
  const repo = tempDir('git');
  project(repo, fixture('v1.yaml'));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'v1');
  git(repo, 'tag', 'v1');
  writeFileSync(join(repo, 'openapi.yaml'), fixture('v2.yaml'));
  git(repo, 'commit', '-q', '-am', 'v2', '--date', '2026-05-06T07:08:09Z');

  test('one entry per commit that changed the spec since the ref, dated by the commit', async () => {
    const out = tempDir('git-out');
    const result = await cli('build', repo, '--out', out, '--changelog-since', 'v1');
    assert.equal(result.code, 0, result.err);
    const md = readFileSync(join(out, 'changelog/openapi.md'), 'utf8');
    assert.match(md, /^## 2\.0\.0$/m);
    const date = git(repo, 'log', '-1', '--format=%cI').trim().slice(0, 10);
    assert.match(md, new RegExp(`Compared with 1\\.0\\.0 · ${date} · 54 changes, 25 breaking`));
    assert.match(
      readFileSync(join(out, 'changelog/openapi.xml'), 'utf8'),
      /<title>2\.0\.0 \(54 changes, 25 breaking\)<\/title>/,
    );
  });

  test('an unknown ref stops the build with a sentence that names it', async () => {
    const result = await cli('build', repo, '--out', tempDir('git-bad'), '--changelog-since', 'v0');
    assert.equal(result.code, 1);
    assert.match(result.err, /"v0" names no commit/);
  });

  test('a shallow clone without the ref says so, and how to fetch the history', async () => {
    const clone = join(tempDir('shallow'), 'clone');
    git(repo, 'clone', '-q', '--depth', '1', `file://${repo}`, clone);
    const result = await cli('build', clone, '--out', tempDir('shallow-out'), '--changelog-since', 'v1');
    assert.equal(result.code, 1);
    assert.match(result.err, /shallow clone.*git fetch --unshallow/);
  });
});

describe('docs validate --breaking <ref>: for CI', async () => {
  const spec = (extra: { responseField?: boolean; param?: boolean }): string => `openapi: 3.1.0
info: { title: Gate, version: 1.0.0 }
paths:
  /items:
    get:
      parameters:
${extra.param ? '        - { name: page, in: query, schema: { type: integer } }\n' : ''}        - { name: q, in: query, schema: { type: string } }
      responses:
        '200':
          description: Items
          content:
            application/json:
              schema:
                type: object
                required: [id${extra.responseField === false ? '' : ', name'}]
                properties:
                  id: { type: string }
${extra.responseField === false ? '' : '                  name: { type: string }\n'}`;
  const repo = tempDir('gate');
  project(repo, spec({}));
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'base');

  test('exits 1 on a removed required response field, at its operation', async () => {
    writeFileSync(join(repo, 'openapi.yaml'), spec({ responseField: false }));
    const { code, out } = await cli('validate', repo, '--breaking', 'HEAD');
    assert.equal(code, 1, out);
    assert.match(
      out,
      /openapi\.yaml:\d+:\d+\s+error\s+GET \/items: Response `200` field `name` was removed \(it was required\)\.\s+\[changelog\/response-required-property-removed\]/,
    );
  });

  test('exits 0 on an added optional parameter', async () => {
    writeFileSync(join(repo, 'openapi.yaml'), spec({ param: true }));
    const { code, out } = await cli('validate', repo, '--breaking', 'HEAD', '--verbose');
    assert.equal(code, 0, out);
    assert.match(
      out,
      /info\s+GET \/items: Query parameter `page` was added\.\s+\[changelog\/request-parameter-added\]/,
    );
  });

  test('one OpenAPI file is checked the same way', async () => {
    writeFileSync(join(repo, 'openapi.yaml'), spec({ responseField: false }));
    const { code } = await cli('validate', join(repo, 'openapi.yaml'), '--breaking', 'HEAD');
    assert.equal(code, 1);
  });
});

describe('docs mcp: list_changes', () => {
  test("with the MCP SDK's own client, list_changes is listed and answers", async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['bin/docs.mjs', 'mcp', fixtures],
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      assert.ok(tools.some((t) => t.name === 'list_changes'));
      const all = await client.callTool({ name: 'list_changes', arguments: {} });
      const text = (all.content as { text: string }[])[0]!.text;
      assert.match(text, /^# Pet Store \(v2\.yaml\), page changelog\/v2$/m);
      assert.match(text, /^## v2 \(compared with v1, \d{4}-\d\d-\d\d\): 54 changes, 25 breaking$/m);
      const some = await client.callTool({
        name: 'list_changes',
        arguments: { operation: 'get /stores', breaking: true },
      });
      assert.equal(
        (some.content as { text: string }[])[0]!.text.split('\n').slice(1).join('\n'),
        '## v2 (compared with v1, ' +
          text.match(/compared with v1, (\S+)\)/)![1] +
          '): 1 changes, 1 breaking\nGET /stores\n  BREAKING The operation was removed. [endpoint-removed]',
      );
    } finally {
      await client.close();
    }
  });
});

test('the fixtures are where the tests expect them', () => assert.ok(existsSync(join(fixtures, 'docs.json'))));

describe('docs dev: the changelog as docs build makes it', async () => {
  const dev = await startDevServer(join(fixtures, 'docs.json'), { port: 0 });
  after(() => dev.close());
  const get = async (path: string): Promise<{ status: number; type: string; text: string }> => {
    const res = await fetch(new URL(path, dev.url));
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };

  test('the site manifest lists its page, and the page body holds the changes', async () => {
    const manifest = await get('/_site/manifest.json');
    assert.equal(manifest.status, 200);
    assert.match(manifest.text, /"changelog\/v2"/);
    const body = [...manifest.text.matchAll(/"(_site\/pages\/[^"]*changelog[^"]*\.json)"/g)].map((m) => m[1]!);
    assert.ok(body.length > 0, 'no page body for the changelog');
    const page = await get(`/${body[0]}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /nickname/);
  });

  test('a page links the feed', async () => {
    const page = await get('/changelog/v2');
    assert.match(
      page.text,
      /<link rel="alternate" type="application\/atom\+xml" title="Changelog: Pet Store" href="\/changelog\/v2\.xml" \/>/,
    );
  });

  test('its Markdown twin and Atom feed are served beside it', async () => {
    const md = await get('/changelog/v2.md');
    assert.equal(md.status, 200);
    assert.match(md.type, /^text\/markdown/);
    assert.match(md.text, /^# Changelog: Pet Store/);
    const feed = await get('/changelog/v2.xml');
    assert.equal(feed.status, 200);
    assert.match(feed.type, /^application\/atom\+xml/);
    assert.equal(feed.text.match(/<entry>/g)?.length, 1);
  });
});
