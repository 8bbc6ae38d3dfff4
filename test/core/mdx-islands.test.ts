/**
 * Islands in the MDX renderer (src/mdx/islands.ts, island-markup.ts): with project components on, a use of a `.jsx`
 * component is a placeholder that passes the sanitiser and a record of its literal props and children; loading the
 * project runs none of its code; the page's HTML gets the server HTML only where the build rendered it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadProject } from '../../src/node/project.js';
import { insertIslands } from '../../src/mdx/island-markup.js';
import { sanitizeMdxHtml } from '../../src/markdown/index.js';
import { useNodeSanitizer } from '../../src/node/dom-window.js';

const DOCS = 'test/fixtures/site-components/docs.json';

test('with project components a use is a placeholder and a record; without them, children only', async () => {
  const on = await loadProject(DOCS, { projectComponents: true });
  const page = on.mdx.get('index.mdx')!;
  assert.match(page.html, /<div data-island="0"><\/div>/);
  assert.doesNotMatch(page.html, /Count the/);
  assert.equal(page.islands?.length, 1);
  const [island] = page.islands!;
  assert.deepEqual(
    { module: island!.module, export: island!.export, name: island!.name, props: island!.props },
    { module: 'snippets/counter.jsx', export: 'Counter', name: 'Counter', props: { start: 2, label: 'Clicks' } },
  );
  assert.match(island!.childrenHtml, /Count the <strong>clicks<\/strong>\./);
  assert.equal(island!.line, 9);
  assert.equal(on.mdx.get('probe.mdx')?.islands?.[0]?.export, 'default');
  assert.equal((globalThis as { __projectCodeRan?: unknown }).__projectCodeRan, undefined, 'loading runs no code');

  const off = await loadProject(DOCS);
  assert.equal(off.mdx.get('index.mdx')?.islands, undefined);
  assert.match(off.mdx.get('index.mdx')!.html, /Count the <strong>clicks<\/strong>\./);
});

test('the placeholder survives the sanitiser; unrendered it shows the children, rendered the server HTML and its data', async () => {
  await useNodeSanitizer();
  const page = (await loadProject(DOCS, { projectComponents: true })).mdx.get('index.mdx')!;
  const clean = sanitizeMdxHtml(page.html);
  assert.match(clean, /<div data-island="0"><\/div>/);
  assert.match(insertIslands(clean, page.islands, sanitizeMdxHtml), /Count the <strong>clicks<\/strong>\./);
  const rendered = [
    { ...page.islands![0]!, rendered: { html: '<button>Clicks: 2</button>', children: 'x', client: '/_islands/i.js' } },
  ];
  const html = insertIslands(clean, rendered, sanitizeMdxHtml);
  assert.match(
    html,
    /<div class="island" data-island="0" data-island-client="\/_islands\/i\.js" data-island-module="snippets\/counter\.jsx" data-island-export="Counter" data-island-data="\{&quot;props&quot;:\{&quot;start&quot;:2,&quot;label&quot;:&quot;Clicks&quot;\},&quot;children&quot;:&quot;x&quot;\}"><button>Clicks: 2<\/button><\/div>/,
  );
});

test('an attribute that is not a literal is reported and left out of the props', async () => {
  const { mkdtempSync, writeFileSync, mkdirSync, cpSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'docs-islands-'));
  cpSync('test/fixtures/site-components', dir, { recursive: true });
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.mdx'),
    "import { Counter } from '/snippets/counter.jsx';\n\n<Counter start={1 + count} items={[1, 'two']} {...rest} />\n",
  );
  const page = (await loadProject(join(dir, 'docs.json'), { projectComponents: true })).mdx.get('index.mdx')!;
  assert.deepEqual(page.islands?.[0]?.props, { items: [1, 'two'] });
  const finding = page.diagnostics.find((d) => d.code === 'mdx/expression');
  assert.match(finding?.message ?? '', /<Counter>: start, \{\.\.\.rest\} are not literals/);
  assert.equal(finding?.line, 3);
});
