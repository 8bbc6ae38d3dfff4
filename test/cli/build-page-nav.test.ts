// A built page's sidebar, drawn by the server, is what readers without JavaScript navigate by: a small site's page
// holds the whole list; a big site's (a windowed sidebar) the rows around the page on show, so its HTML stays bounded
// (the whole list in every page made a 20,000-operation build write 2 MB a page, 40 GB in all).
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { renderPageFile } from '../../src/cli/build-pages.js';
import { VIRTUAL_THRESHOLD } from '../../components/api-docs/site-sidebar.js';
import { renderNavigation } from '../../src/cli/render-page.js';
import { loadProject } from '../../src/node/project.js';
import { makeHugeProject } from '../../scripts/make-huge-spec.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'docs-page-nav-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The page links of the sidebar the server drew (the frame's navigation column). */
const links = (html: string): string[] => {
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...sidebar.matchAll(/class="nav-link"[^>]*?href="([^"]+)"/g)].map((h) => h[1]!);
};

test('a windowed sidebar (a big site): the server draws the rows around the page, its page current, in bounded HTML', async () => {
  const project = await loadProject(join(makeHugeProject({ dir: join(tmp, 'big'), operations: 1200 }), 'docs.json'));
  assert.ok(project.navigation.pages.size > VIRTUAL_THRESHOLD);
  const slug = project.navigation.order[450]!; // in the fifth group of 100
  const full = renderNavigation(project.navigation, (s) => `/${s}`);
  const { html } = await renderPageFile(project, slug, { base: '/' });
  const hrefs = links(html);
  assert.ok(hrefs.includes(`/${slug}`), `the page itself is not in its sidebar: ${hrefs.join(' ')}`);
  assert.ok(hrefs.includes(`/${project.navigation.order[449]}`) && hrefs.includes(`/${project.navigation.order[451]}`));
  assert.ok(hrefs.length <= 40, `${hrefs.length} rows drawn`);
  assert.match(html, new RegExp(`href="/${slug}"[^>]*aria-current="page"|aria-current="page"[^>]*data-slug="${slug}"`));
  const sidebar = /<nav class="sidebar"[\s\S]*?<\/nav>/.exec(html)![0];
  assert.ok(sidebar.length * 5 < full.length, `${sidebar.length} bytes of sidebar, the whole list is ${full.length}`);
});

test('a small site: the whole list in every page', async () => {
  const project = await loadProject(join(makeHugeProject({ dir: join(tmp, 'small'), operations: 150 }), 'docs.json'));
  const { html } = await renderPageFile(project, project.navigation.order[3]!, { base: '/' });
  assert.equal(links(html).length, 150);
});
