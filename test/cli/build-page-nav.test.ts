// A big site's page carries a bounded list of links for readers without JavaScript: its own group in full, every
// other group as one link to its first page (the whole list in every page made a 20,000-operation build write 2 MB a
// page, 40 GB in all). A small site's page keeps the whole list.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { FULL_NAV_PAGES, renderPageFile } from '../../src/cli/build-pages.js';
import { renderNavigation } from '../../src/cli/render-page.js';
import { loadProject } from '../../src/node/project.js';
import { makeHugeProject } from '../../scripts/make-huge-spec.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'docs-page-nav-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const links = (html: string): string[] =>
  [...html.matchAll(/<nav aria-label="Pages">[\s\S]*?<\/nav>/g)].flatMap((m) =>
    [...m[0].matchAll(/href="([^"]+)"/g)].map((h) => h[1]!),
  );

test('past 500 pages: the page’s own group in full and one link per other group', async () => {
  const project = await loadProject(join(makeHugeProject({ dir: join(tmp, 'big'), operations: 1200 }), 'docs.json'));
  assert.ok(project.navigation.pages.size > FULL_NAV_PAGES);
  const slug = project.navigation.order[450]!; // in the fifth group of 100
  const full = renderNavigation(project.navigation, (s) => `/${s}`);
  const { html } = await renderPageFile(project, slug, { base: '/', nav: full });
  const hrefs = links(html);
  assert.equal(hrefs.length, 100 + 11, 'its 100 pages and the 11 other groups');
  assert.ok(hrefs.includes(`/${slug}`));
  assert.ok(hrefs.includes(`/${project.navigation.order[0]}`), 'the first group by its first page');
  assert.ok(!hrefs.includes(`/${project.navigation.order[1]}`), 'not the first group’s other pages');
  const nav = /<nav aria-label="Pages">[\s\S]*?<\/nav>/.exec(html)![0];
  assert.ok(nav.length * 5 < full.length, `${nav.length} bytes of links, the whole list is ${full.length}`);
});

test('a small site: the whole list in every page', async () => {
  const project = await loadProject(join(makeHugeProject({ dir: join(tmp, 'small'), operations: 150 }), 'docs.json'));
  const full = renderNavigation(project.navigation, (s) => `/${s}`);
  const { html } = await renderPageFile(project, project.navigation.order[3]!, { base: '/', nav: full });
  assert.equal(links(html).length, 150);
});
