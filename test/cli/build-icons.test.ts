// docs build's icons: a built page holds the drawings of the icons it shows, drawn on the server (the sidebar's and
// its content's, as docs.json `icons.library` names them) and carried for the browser in `script[data-icons]`, and
// nothing of the icons it does not show: no other page's content icon, no icon set.
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { renderPageFile } from '../../src/cli/build-pages.js';
import { loadProject } from '../../src/node/project.js';

const require = createRequire(import.meta.url);
const tabler = dirname(require.resolve('@tabler/icons/package.json'));
/** The visible paths' data of a Tabler outline icon, from the package's own file. */
const tablerPaths = (name: string): string[] =>
  [...readFileSync(join(tabler, 'icons', 'outline', `${name}.svg`), 'utf8').matchAll(/<path d="([^"]+)" \/>/g)]
    .map((m) => m[1]!)
    .filter((d) => d !== 'M0 0h24v24H0z');

const dir = mkdtempSync(join(tmpdir(), 'docs-build-icons-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const write = (path: string, text: string): void => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};
write(
  'docs.json',
  JSON.stringify({
    name: 'Icons',
    icons: { library: 'tabler' },
    navigation: { groups: [{ group: 'Start', icon: 'world', pages: ['rocket', 'bug'] }] },
  }),
);
write(
  'rocket.mdx',
  '---\ntitle: Rocket\n---\n\n<Icon icon="rocket" size={20} /> <Card title="Go" icon="flask">x</Card>\n',
);
write('bug.mdx', '---\ntitle: Bug\nicon: bug\n---\n\n<Icon icon="bell" />\n');

test('a built page draws the icons it shows, and carries only those drawings', async () => {
  const project = await loadProject(join(dir, 'docs.json'));
  const { html } = await renderPageFile(project, 'rocket', { base: '/' });
  // Drawn on the server, in the HTML: the group's icon and the sidebar's page icon, and the page's own icons.
  for (const name of ['world', 'bug', 'rocket', 'flask'])
    for (const d of tablerPaths(name)) assert.ok(html.includes(`d="${d}"`), `${name}: ${d}`);
  assert.match(html, /<span class="icon icon-inline"[^>]*data-icon="rocket"[^>]*data-drawn=""[^>]*><svg /);
  assert.match(html, /data-icon="rocket"[^>]*style="--_icon-size: 20px"/);
  // Not the other page's content icon.
  for (const d of tablerPaths('bell')) assert.ok(!html.includes(d), `bell: ${d}`);
  // The drawings the page carries for the browser: exactly the four requests it drew.
  const carried = /<script type="application\/json" data-icons>(.*?)<\/script>/s.exec(html);
  assert.ok(carried, 'the page carries its drawings');
  const drawings = JSON.parse(carried[1]!) as Record<string, { paths: string[] }>;
  assert.deepEqual(Object.keys(drawings).sort(), ['tabler||bug', 'tabler||flask', 'tabler||rocket', 'tabler||world']);
  assert.deepEqual(drawings['tabler||world']!.paths, tablerPaths('world'));
  // Icon data takes a few kilobytes of the page, not a set's worth.
  assert.ok(carried[1]!.length < 4000, `${carried[1]!.length} bytes of carried drawings`);
});

test('each page carries its own: the next page has its content icon and not the first one’s', async () => {
  const project = await loadProject(join(dir, 'docs.json'));
  const { html } = await renderPageFile(project, 'bug', { base: '/' });
  const carried = JSON.parse(/<script type="application\/json" data-icons>(.*?)<\/script>/s.exec(html)![1]!) as object;
  assert.deepEqual(Object.keys(carried).sort(), ['tabler||bell', 'tabler||bug', 'tabler||world']);
  for (const d of tablerPaths('rocket')) assert.ok(!html.includes(d), `rocket: ${d}`);
});
