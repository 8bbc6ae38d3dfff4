import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const out = mkdtempSync(join(tmpdir(), 'docs-build-'));
after(() => rmSync(out, { recursive: true, force: true }));

describe('docs build', () => {
  test('writes one page per slug with its reference text, the bundle, the specs and a sitemap', async () => {
    const {
      code,
      out: stdout,
      err,
    } = await cli('build', 'examples/docs', '--out', out, '--base', '/docs', '--url', 'https://docs.example.test');
    assert.equal(code, 0, err);
    assert.match(stdout, /25 pages written/);
    const read = (path: string) => readFileSync(join(out, path), 'utf8');

    const getUser = read('api-reference/users/get-user/index.html');
    assert.match(getUser, /<title>Get a user · Echo Studio<\/title>/);
    assert.match(
      getUser,
      /<api-docs src="\/docs\/docs.json" manifest="\/docs\/_site\/manifest.json" base="\/docs\/"><article><h1>Get a user<\/h1>/,
    );
    assert.match(getUser, /<code>GET \/users\/\{userId\}<\/code>/);
    assert.match(
      getUser,
      /<dt id="userId"><a href="#userId"><code>userId<\/code><\/a> <small>path, string, required<\/small><\/dt><dd>The user&#39;s id, such as `u_1`.<\/dd>/,
    );
    assert.match(getUser, /<dt id="X-Request-Id">/);
    assert.match(getUser, /<script type="module" src="\/docs\/api-docs-assets\/api-docs-elements.js">/);
    assert.match(
      getUser,
      /<link rel="canonical" href="https:\/\/docs.example.test\/docs\/api-reference\/users\/get-user" \/>/,
    );

    const create = read('api-reference/users/create-user/index.html');
    assert.match(create, /<h2>Body <small>application\/json<\/small><\/h2>/);
    assert.match(create, /<dt id="email">/);
    const upload = read('api-reference/files/upload-file/index.html');
    assert.match(upload, /multipart\/form-data/);

    const ping = read('endpoints/ping/index.html');
    assert.match(ping, /<code>GET http:\/\/127.0.0.1:4010\/ping<\/code>/);
    assert.match(ping, /<response-field[^>]*name="pong"/);
    const status = read('endpoints/status/index.html');
    assert.match(status, /<code>GET http:\/\/127.0.0.1:4010\/status<\/code>/);

    for (const file of [
      'index.html',
      '404.html',
      'docs.json',
      'openapi.yaml',
      'asyncapi.yaml',
      'endpoints/ping.mdx',
      'api-docs-assets/api-docs-elements.js',
      'api-docs-assets/themes/light.css',
      'realtime/echo/index.html',
      'api-reference/channels/echo/index.html',
    ]) {
      assert.ok(existsSync(join(out, file)), file);
    }
    assert.ok(!existsSync(join(out, 'api-docs-assets/sizes.json')));
    const sitemap = read('sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/docs.example.test\/docs\/api-reference\/media\/get-video<\/loc>/);
    assert.equal(sitemap.match(/<loc>/g)?.length, 26);
  });

  test('spec text is escaped, never markup', async () => {
    const { renderPageFallback } = await import('../../src/cli/render-page.js');
    const { parseOpenApi } = await import('../../src/openapi/index.js');
    const spec = await parseOpenApi(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'x', version: '1' },
        paths: {
          '/a': {
            get: {
              summary: '<img src=x onerror=alert(1)>',
              description: '<script>alert(1)</script>',
              parameters: [{ name: '"><b>', in: 'query', description: '<i>x</i>' }],
              responses: { '200': { description: '<svg onload=alert(1)>' } },
            },
          },
        },
      }),
    );
    const op = spec.operations[0]!;
    const html = await renderPageFallback(
      {
        kind: 'openapi',
        slug: 'a',
        title: op.summary!,
        sidebarTitle: '',
        hidden: false,
        deprecated: false,
        breadcrumbs: [],
        spec: 'x',
        operation: op.id,
        method: 'get',
        path: '/a',
        summary: op,
        docs: {} as never,
      },
      { settings: {} as never, operation: { spec, id: op.id } },
    );
    assert.ok(!/<(script|img|svg|b|i)[\s>]/.test(html), html);
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  test('a project with errors is not built', async () => {
    const { code, err } = await cli('build', `${fixtures}/navigation`, '--out', join(out, 'broken'));
    assert.equal(code, 1);
    assert.match(err, /error .*navigation\/unknown-operation/);
    assert.match(err, /stopped, because the project has errors/);
    assert.ok(!existsSync(join(out, 'broken')));
  });
});
