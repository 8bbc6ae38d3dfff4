// src/cli/prerender.ts: a built page's whole <api-docs> drawn in Node by the elements themselves (declarative shadow
// DOM), an operation page with its slice of the spec embedded (never the whole document), spec text escaped or
// sanitised, and no DOM left behind.
import { strict as assert } from 'node:assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prerenderSitePage } from '../../src/cli/prerender.js';
import { loadProject, type Project } from '../../src/node/project.js';
import { sliceOperation } from '../../src/openapi/slice.js';

const SPEC = `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /nodes:
    post:
      summary: Add a node
      parameters:
        - { name: dry_run, in: query, description: 'Only check </script><img src=x onerror=alert(1)>', schema: { type: boolean } }
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Node' }
      responses:
        '201': { description: Added }
  /hostile:
    get:
      summary: '<img src=x onerror=alert(1)>'
      description: '<script>alert(1)</script>'
      parameters:
        - { name: '"><b>', in: query, description: '<i>x</i>', schema: { type: string } }
      responses:
        '200': { description: '<svg onload=alert(1)>' }
  /other:
    get:
      summary: Never on the page
      responses:
        '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/Unused' } } } }
components:
  schemas:
    Node:
      type: object
      properties:
        label: { type: string, description: The label. }
        children: { type: array, items: { $ref: '#/components/schemas/Node' } }
    Unused: { type: object, properties: { secret_field: { type: string } } }
`;

const SLICE = /<script type="application\/json" data-operation-slice>(.*?)<\/script>/s;

/** Every start tag of `markup`, its attribute values emptied (text in a value is no markup). */
const tagsOf = (markup: string): string[] =>
  [...markup.matchAll(/<[a-z][^>]*>/g)].map((m) => m[0].replace(/="[^"]*"/g, '=""'));
/** The tags that run script: a `<script>` element, an event handler attribute. */
const scripting = (tags: readonly string[]): string[] =>
  tags.filter((tag) => /^<script[\s>]/.test(tag) || /\son[a-z]+(=|\s|>)/.test(tag));

describe('an operation page drawn on the server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-prerender-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  let project: Project;
  const slugOf = (id: string): string => {
    for (const [slug, page] of project.pages) if (page.operation?.id === id) return slug;
    throw new Error(`no page for ${id}`);
  };

  before(async () => {
    writeFileSync(join(dir, 'openapi.yaml'), SPEC);
    writeFileSync(
      join(dir, 'docs.json'),
      JSON.stringify({ name: 'Prerender', navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] } }),
    );
    project = await loadProject(join(dir, 'docs.json'));
  });

  test('embeds the operation’s slice: it cannot close its script, parses back to the slice, and holds nothing of another operation', async () => {
    const html = (await prerenderSitePage(project, slugOf('POST /nodes'), '/')).html;
    assert.match(html, /^<api-docs\s[^>]*src="\/docs.json"[^>]*><template shadowroot="open" shadowrootmode="open">/);
    assert.match(
      html,
      /<api-endpoint[^>]*operation="POST \/nodes"[^>]*><template shadowroot="open" shadowrootmode="open">/,
    );
    for (const words of ['Add a node', 'dry_run', 'label', 'The label.', '201'])
      assert.ok(html.includes(words), `${words} is not in the pre-rendered HTML`);
    const json = SLICE.exec(html)?.[1];
    assert.ok(json !== undefined, 'no slice embedded');
    assert.ok(!json.includes('</'), 'the embedded JSON could close its script');
    const page = project.pages.get(slugOf('POST /nodes'))!.operation!;
    const expected = sliceOperation(await page.spec.resolveOperation(page.id), (r) => page.spec.resolveSchemaRef(r), {
      specUrl: '/openapi.yaml',
      ref: 'POST /nodes',
    });
    assert.deepEqual(JSON.parse(json), JSON.parse(JSON.stringify(expected)));
    // The circular Node schema travels with the slice (one level per $ref); nothing of the other operation does
    // (its title is in the sidebar, as a link, and nowhere else).
    const slice = JSON.parse(json) as { ref: string; refs: Record<string, unknown>; operation: { summary: string } };
    assert.equal(slice.ref, 'POST /nodes');
    assert.equal(slice.operation.summary, 'Add a node');
    assert.deepEqual(Object.keys(slice.refs), ['#/components/schemas/Node']);
    assert.ok(!json.includes('secret_field') && !json.includes('Never on the page'));
    assert.ok(!html.includes('secret_field'));
    // Spec Markdown passes the sanitizer, as on a live page: the description is there, its handler is not.
    const markup = html.replace(SLICE, '');
    assert.match(markup, /<p>Only check <img src="x"><\/p>/);
    assert.deepEqual(scripting(tagsOf(markup)), [], 'spec Markdown went around the sanitizer');
    assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
    // The frame is replaced in the browser, never hydrated: none of Lit's hydration markers is written.
    assert.doesNotMatch(html, /<!--\/?lit-(part|node)/);
  });

  test('hostile spec text (summary, description, parameter name) is escaped or sanitised, never markup', async () => {
    const html = (await prerenderSitePage(project, slugOf('GET /hostile'), '/')).html;
    const slice = SLICE.exec(html);
    assert.ok(slice !== null && !slice[1]!.includes('</'), 'the embedded JSON could close its script');
    assert.equal(
      (JSON.parse(slice[1]!) as { operation: { summary: string } }).operation.summary,
      '<img src=x onerror=alert(1)>',
    );
    const markup = html.replace(slice[0], '');
    // The summary is the page's title, as text; the parameter's name too.
    assert.match(markup, /part="page-title">&lt;img src=x onerror=alert\(1\)&gt;<\/h1>/);
    assert.ok(markup.includes('&lt;b&gt;'), 'the parameter name is not on the page as text');
    // No tag of the spec's: no script, img or b element, no event handler; the elements' own icons are aria-hidden
    // <svg>s.
    const tags = tagsOf(markup);
    assert.deepEqual(scripting(tags), []);
    assert.deepEqual(
      tags.filter((tag) => /^<(img|b)[\s>]/.test(tag) || /^<svg\b(?![^>]*aria-hidden)/.test(tag)),
      [],
    );
  });
});
