// src/cli/prerender.ts: an operation's <api-endpoint> rendered in Node by the element itself (declarative shadow
// DOM), with the operation's slice of the spec embedded, never the whole document, and no DOM left behind.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { loadOpenApi } from '../../src/openapi/index.js';
import { prerenderOperation } from '../../src/cli/prerender.js';

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

test('the element renders the operation on the server, with its slice and no DOM globals', async () => {
  const url = pathToFileURL(resolve('.test-results/prerender/openapi.yaml')).href;
  const spec = await loadOpenApi(url, { text: SPEC });
  const { html } = await prerenderOperation(spec, 'POST /nodes', { specUrl: '/openapi.yaml' });
  assert.match(
    html,
    /^<api-endpoint [^>]*operation="POST \/nodes"[^>]*><template shadowroot="open" shadowrootmode="open">/,
  );
  // It waits for the hydrating code (components/shared/hydrate-hook.ts) instead of drawing itself again.
  assert.match(html, /^<api-endpoint [^>]*defer-hydration[^>]*>/);
  for (const words of ['Add a node', 'dry_run', 'label', 'The label.', '201'])
    assert.ok(html.includes(words), `${words} is not in the pre-rendered HTML`);
  const json = /<script type="application\/json" data-operation-slice>(.*?)<\/script>/s.exec(html)?.[1];
  assert.ok(json !== undefined, 'no slice embedded');
  assert.ok(!json.includes('</'), 'the embedded JSON could close its script');
  const slice = JSON.parse(json) as { ref: string; refs: Record<string, unknown>; operation: { summary: string } };
  assert.equal(slice.ref, 'POST /nodes');
  assert.equal(slice.operation.summary, 'Add a node');
  // The circular Node schema travels with the slice (one level per $ref); nothing of the other operation does.
  assert.deepEqual(Object.keys(slice.refs), ['#/components/schemas/Node']);
  assert.ok(!html.includes('secret_field') && !html.includes('Never on the page'));
  // Spec Markdown passes the sanitizer, as on a live page.
  const markup = html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, '');
  assert.ok(!markup.includes('onerror'), 'spec Markdown went around the sanitizer');
  assert.equal(typeof (globalThis as { document?: unknown }).document, 'undefined');
});
