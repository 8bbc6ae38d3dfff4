// One assembler, two readers: the same project read by the browser's loader (over HTTP, as <api-docs> does) and by
// the CLI's (from the file system) gives the same page tree, page settings and targets, and the same findings.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { createStaticServer } from '../../scripts/lib/static-server.mjs';
import { fetchTextOverHttp, loadSite } from '../../components/api-docs/site-loader.js';
import { loadProject } from '../../src/node/project.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const PROJECTS = [
  'examples/docs',
  'test/fixtures/site-parity/inherited',
  'test/fixtures/site-element',
  'test/fixtures/site',
  'test/fixtures/docs',
  'test/fixtures/cli/navigation',
  'test/fixtures/cli/channels',
  'test/fixtures/cli/mdx-rules',
  'test/fixtures/cli/config-rules',
  'test/fixtures/cli/agree-errors',
  'test/fixtures/snippets',
  'test/fixtures/cli-versions',
  'test/fixtures/site-nav-parity',
  'test/fixtures/md-pages',
];

const server = createStaticServer(Object.fromEntries(PROJECTS.map((dir) => [`/${dir}`, resolve(dir)])));
let origin = '';
before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => server.close());

/**
 * A finding as both sides state it. One difference is by design: the CLI lists the project's folder, so a page that is
 * not there gets "did you mean" the files nearby, and an .md file beside its page's .mdx file is a warning; a browser
 * cannot list a folder over HTTP.
 */
function finding(d: Diagnostic): string {
  const message = d.code === 'navigation/unknown-page' ? d.message.replace(/ Did you mean .*$/, '') : d.message;
  return `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''} ${message}`;
}

async function both(dir: string) {
  const root = resolve(dir);
  const project = await loadProject(join(root, 'docs.json'), { display: (abs) => relative(root, abs) });
  const site = await loadSite({ url: `${origin}/${dir}/docs.json`, file: 'docs.json', fetchText: fetchTextOverHttp });
  return { project, site };
}

for (const dir of PROJECTS) {
  test(`${dir}: the browser and the CLI assemble the same site`, async () => {
    const { project, site } = await both(dir);
    assert.deepEqual(
      JSON.parse(JSON.stringify(site.navigation.tree)),
      JSON.parse(JSON.stringify(project.navigation.tree)),
    );
    assert.deepEqual([...site.pages.keys()], [...project.pages.keys()]);
    for (const [slug, page] of site.pages) {
      const other = project.pages.get(slug)!;
      assert.deepEqual(page.settings, other.settings, `settings of ${slug}`);
      assert.equal(page.mdx?.html, other.mdx?.html, `MDX of ${slug}`);
      assert.deepEqual(page.endpoint, other.endpoint, `api target of ${slug}`);
      assert.equal(page.operation?.id, other.operation?.id, `operation of ${slug}`);
    }
    const specFiles = new Set(
      project.openapi.concat(project.asyncapi as never[]).map((s) => relative(resolve(dir), s.file)),
    );
    const siteFindings = project.diagnostics.filter(
      (d) =>
        !(d.file !== undefined && specFiles.has(d.file) && !d.code.startsWith('config/')) &&
        d.code !== 'site/shadowed-page',
    );
    assert.deepEqual(site.diagnostics.map(finding).sort(), siteFindings.map(finding).sort());
  });
}

test("an MDX page's `openapi:` without a spec path means its group's file, in the browser and the CLI", async () => {
  const { project, site } = await both('test/fixtures/site-parity/inherited');
  for (const loaded of [site.pages, project.pages]) {
    assert.equal(loaded.get('orders/place')?.operation?.id, 'POST /orders');
    assert.equal(loaded.get('pets/adopt')?.operation?.id, 'POST /pets/adopt');
    assert.equal(loaded.get('orders/missing')?.operation, undefined);
  }
  for (const diagnostics of [site.diagnostics, project.diagnostics]) {
    const codes = diagnostics.map((d) => `${d.code} ${d.file ?? ''}:${d.line ?? ''}`);
    assert.ok(codes.includes('navigation/unknown-operation orders/missing.mdx:3'), codes.join('\n'));
    // Mintlify publishes a page whose operation is missing from its spec (its text alone): a warning, not an error.
    const missing = diagnostics.find((d) => d.code === 'navigation/unknown-operation');
    assert.equal(missing?.severity, 'warning');
    assert.ok(codes.includes('mdx/broken-link pets/adopt.mdx:6'), codes.join('\n'));
    assert.equal(codes.filter((c) => c.startsWith('mdx/openapi-spec')).length, 0, codes.join('\n'));
  }
});

/** Runs `check` with the paths the server is asked for, in the order asked. */
async function withRequests(check: (requests: readonly string[]) => Promise<void>): Promise<void> {
  const requests: string[] = [];
  const count = (req: { url?: string }): number => requests.push(new URL(req.url ?? '/', origin).pathname);
  server.on('request', count);
  try {
    await check(requests);
  } finally {
    server.off('request', count);
  }
}

test('page by page (a browser without a manifest): the page shown first, then the whole site, each file read once', () =>
  withRequests(async (requests) => {
    const dir = 'examples/docs';
    const first = await loadSite({
      url: `${origin}/${dir}/docs.json`,
      file: 'docs.json',
      fetchText: fetchTextOverHttp,
      location: { pathname: `/site/guides/media`, hash: '' },
    });
    assert.equal(first.pages.get('guides/media')?.mdx?.frontmatter.title !== undefined, true);
    assert.equal(first.pages.get('guides/authentication')?.pending, true);
    const whole = await first.rest!;
    const read = [...requests];
    const repeated = read.filter((path, i) => read.indexOf(path) !== i);
    assert.deepEqual(repeated, [], read.join('\n'));
    assert.equal(whole.pages.get('guides/authentication')?.pending, undefined);
    const { project } = await both(dir);
    assert.deepEqual([...whole.pages.keys()], [...project.pages.keys()]);
  }));

test('.md pages over HTTP: .mdx is fetched first, .md after its 404; both sides read the same file of each page', () =>
  withRequests(async (requests) => {
    const dir = 'test/fixtures/md-pages';
    const { project, site } = await both(dir);
    for (const [slug, file] of [
      ['guides/plain', 'guides/plain.md'],
      ['guides/both', 'guides/both.mdx'],
    ]) {
      for (const nav of [site.navigation, project.navigation]) {
        const page = nav.pages.get(slug);
        assert.equal(page?.kind === 'mdx' ? page.file : undefined, file, slug);
      }
    }
    assert.match(site.pages.get('guides/plain')?.mdx?.html ?? '', /<strong>bold<\/strong>/);
    assert.match(site.pages.get('guides/both')?.mdx?.html ?? '', /The MDX file wins/);
    const pages = requests.filter((path) => path.includes('/guides/'));
    assert.deepEqual(pages.sort(), [`/${dir}/guides/both.mdx`, `/${dir}/guides/plain.md`, `/${dir}/guides/plain.mdx`]);
    assert.deepEqual(
      project.diagnostics.filter((d) => d.code === 'site/shadowed-page').map((d) => d.file),
      ['guides/both.md'],
    );
  }));
