// The site manifest round-trips: what <api-docs> reads back from it (fromManifest) is the site the CLI assembled —
// the same page tree, page records, settings and targets — less what a page reads from its spec when shown
// (an operation's description, summary line and raw extensions). Each MDX page's body is its own file.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { siteFiles } from '../../src/cli/site-files.js';
import { loadProject } from '../../src/node/project.js';
import { MANIFEST_FILE, fromManifest, mdxPageFile } from '../../src/site/index.js';
import type { DocsPage } from '../../src/navigation/index.js';

const PROJECTS = [
  'examples/docs',
  'test/fixtures/site-element',
  'test/fixtures/site',
  'test/fixtures/cli/channels',
  'test/fixtures/cli-versions',
  'test/fixtures/site-nav-parity',
];

/** A page record without what the manifest leaves to the spec. */
function comparable(page: DocsPage): unknown {
  if (page.kind !== 'openapi' && page.kind !== 'webhook') return page;
  const { description: _d, summary: _s, extensions: _e, ...summary } = page.summary;
  return { ...page, summary };
}

for (const dir of PROJECTS) {
  test(`${dir}: the manifest gives back the assembled site`, async () => {
    const project = await loadProject(resolve(dir, 'docs.json'));
    const files = siteFiles(project);
    const docsUrl = 'https://docs.example.test/site/docs.json';
    const site = fromManifest(files.get(MANIFEST_FILE)!, docsUrl);
    assert.deepEqual(site.config, JSON.parse(JSON.stringify(project.config)));
    assert.deepEqual(site.navigation.tree, JSON.parse(JSON.stringify(project.navigation.tree)));
    assert.deepEqual(site.navigation.order, project.navigation.order);
    assert.deepEqual([...site.navigation.pages.keys()], [...project.navigation.pages.keys()]);
    for (const [slug, page] of project.navigation.pages)
      assert.deepEqual(
        comparable(site.navigation.pages.get(slug)!),
        JSON.parse(JSON.stringify(comparable(page))),
        slug,
      );
    for (const [slug, page] of project.site.pages) {
      const read = site.pages.get(slug)!;
      assert.deepEqual(read.settings, JSON.parse(JSON.stringify(page.settings)), slug);
      assert.deepEqual(
        read.endpoint,
        page.endpoint === undefined ? undefined : JSON.parse(JSON.stringify(page.endpoint)),
      );
      // Spec locations are relative to docs.json, so they resolve wherever the site is served.
      const rootUrl = pathToFileURL(`${project.root}/`).href;
      const moved = (url: string) => new URL(url.slice(rootUrl.length), docsUrl).href;
      assert.deepEqual(read.operation, page.operation && { ...page.operation, specUrl: moved(page.operation.specUrl) });
      assert.deepEqual(read.channel, page.channel && { ...page.channel, specUrl: moved(page.channel.specUrl) });
      assert.equal(read.mdx, undefined, slug);
      const nav = project.navigation.pages.get(slug)!;
      if (nav.kind === 'mdx' && page.mdx !== undefined) {
        assert.equal(read.mdxUrl, new URL(mdxPageFile(nav.file), docsUrl).href);
        const body = JSON.parse(files.get(mdxPageFile(nav.file))!);
        assert.equal(body.html, page.mdx.html);
        assert.deepEqual(body.headings, page.mdx.headings);
        assert.deepEqual(body.diagnostics, []);
      } else assert.equal(read.mdxUrl, undefined, slug);
    }
  });
}

test('a manifest of another format is refused', () => {
  assert.throws(() => fromManifest(JSON.stringify({ format: 99 }), 'https://x.test/docs.json'), /format 1/);
});
