// <api-snippets> drawn by Lit's server renderer, as `docs build` draws the request example of an operation page
// (components/api-snippets/server-snippets.ts): the code is in the HTML, the shell tab highlighted, credentials as
// placeholders only; the site's `api.examples` settings, which no context brings to the server, are handed over with
// setServerSnippetSettings; nested in a pre-rendered <api-endpoint>, its request example column holds it.
import { strict as assert } from 'node:assert';
import { after, test } from 'node:test';
import { render } from '@lit-labs/ssr';
import { collectResult } from '@lit-labs/ssr/lib/render-result.js';
import { JSDOM } from 'jsdom';
import { html } from 'lit';
import { parseApiSettings } from '../../src/config/api-settings.js';
import { setSanitizerWindow } from '../../src/markdown/index.js';
import { loadOpenApi } from '../../src/openapi/index.js';
import { sliceOperation } from '../../src/openapi/slice.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import '../../components/api-endpoint/api-endpoint.js';
import { setServerSnippetSettings } from '../../components/api-snippets/server-snippets.js';

const SPEC = `openapi: 3.1.0
info: { title: Snippets, version: '1' }
servers: [{ url: 'https://api.example.test/v2' }]
security: [{ key: [] }]
paths:
  /users:
    get:
      summary: List users
      parameters:
        - { name: limit, in: query, schema: { type: integer }, example: 10 }
        - { name: team, in: query, required: true, schema: { type: string }, example: core }
      responses: { '200': { description: OK } }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: x-api-key }
`;

after(() => setServerSnippetSettings(undefined));

async function operation(): Promise<ResolvedOperation> {
  const spec = await loadOpenApi('file:///snippets/openapi.yaml', { text: SPEC });
  return spec.resolveOperation('GET /users');
}

/** The element's HTML as the server draws it, and the text of its code (tags dropped, entities read). */
async function drawn(op: ResolvedOperation): Promise<{ markup: string; code: string; language: string }> {
  const markup = await collectResult(render(html`<api-snippets .operation=${op} picker="menu"></api-snippets>`));
  const block = /part="code" data-language="([^"]+)">([\s\S]*?)<\/code><\/pre>/.exec(markup);
  assert.ok(block, `no code block in ${markup.slice(0, 400)}`);
  const code = new JSDOM(`<pre>${block[2]}</pre>`).window.document.querySelector('pre')!.textContent!;
  return { markup, code, language: block[1]! };
}

test('the server draws the first language’s code, highlighted, with a placeholder for the credential', async () => {
  const { markup, code, language } = await drawn(await operation());
  assert.match(
    markup,
    /^<!--lit-part[^>]*-->(<!--lit-node 0-->)?<api-snippets[^>]*><template shadowroot="open" shadowrootmode="open">/,
  );
  assert.equal(language, 'curl');
  assert.match(code, /https:\/\/api\.example\.test\/v2\/users\?limit=10&team=core/);
  assert.match(code, /x-api-key: <API_KEY>/);
  assert.match(markup, /<span class="line"><span style="color:var\(--api-code-token-function/, 'not highlighted');
  assert.doesNotMatch(markup, /Loading code samples|Name an operation/);
});

test('the site’s api.examples settings are followed on the server once handed over', async () => {
  const { settings } = parseApiSettings({ examples: { languages: ['python', 'curl'], defaults: 'required' } });
  setServerSnippetSettings(settings);
  try {
    const { code, language, markup } = await drawn(await operation());
    assert.equal(language, 'python');
    assert.match(code, /import requests/);
    assert.match(code, /team/);
    assert.doesNotMatch(code, /limit/, 'an optional parameter is shown although api.examples.defaults is required');
    // Python's grammar is a lazy chunk: plain text, as the browser's first render draws it.
    assert.match(markup, /<pre class="shiki plain" tabindex="0"><code>/);
  } finally {
    setServerSnippetSettings(undefined);
  }
});

test('a pre-rendered <api-endpoint> holds the request example, drawn', async () => {
  setSanitizerWindow(new JSDOM('').window);
  const spec = await loadOpenApi('file:///snippets/openapi.yaml', { text: SPEC });
  const op = await spec.resolveOperation('GET /users');
  const slice = sliceOperation(op, (r) => spec.resolveSchemaRef(r), { specUrl: '/openapi.yaml', ref: 'GET /users' });
  const markup = await collectResult(
    render(html`<api-endpoint operation="GET /users" no-validation .prerendered=${slice}></api-endpoint>`),
  );
  const at = markup.indexOf('<api-snippets');
  assert.ok(at > 0, 'no <api-snippets> in the endpoint');
  const snippets = markup.slice(at);
  assert.match(snippets, /^<api-snippets[^>]*defer-hydration[^>]*><template shadowroot="open" shadowrootmode="open">/);
  assert.match(snippets, /part="code" data-language="curl"/);
  assert.ok(snippets.includes('team=core'), 'the code is not in the endpoint’s HTML');
});
