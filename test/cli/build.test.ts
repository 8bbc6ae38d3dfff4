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
    // The whole site drawn on the server (declarative shadow DOM): the frame, the page's eyebrow and title, and its
    // <api-endpoint>; the operation's slice of the spec beside the drawing.
    assert.match(
      getUser,
      /<api-docs[^>]*src="\/docs\/docs.json"[^>]*><template shadowroot="open" shadowrootmode="open">/,
    );
    assert.match(getUser, /<p class="breadcrumbs" part="breadcrumbs">Users<\/p>/);
    assert.match(getUser, /<h1 class="page-title visually-hidden" part="page-title">Get a user<\/h1>/);
    assert.match(
      getUser,
      /<api-endpoint[^>]*operation="GET \/users\/\{userId\}"[^>]*><template shadowroot="open" shadowrootmode="open">/,
    );
    const fieldName = (name: string): RegExp => new RegExp(`part="name" class="name">${name}<`);
    assert.match(getUser, fieldName('userId'));
    assert.match(getUser, fieldName('X-Request-Id'));
    assert.match(
      getUser,
      /<script type="application\/json" data-operation-slice>\{"specUrl":"\/docs\/openapi.yaml","ref":"GET \/users\/\{userId\}"/,
    );
    assert.match(getUser, /<script type="module" src="\/docs\/api-docs-assets\/api-docs-elements.js">/);
    assert.match(
      getUser,
      /<link rel="canonical" href="https:\/\/docs.example.test\/docs\/api-reference\/users\/get-user" \/>/,
    );

    const create = read('api-reference/users/create-user/index.html');
    assert.match(create, /part="body"/);
    assert.match(create, fieldName('email'));
    const upload = read('api-reference/files/upload-file/index.html');
    assert.match(upload, /multipart\/form-data/);

    const ping = read('endpoints/ping/index.html');
    // A hand-written endpoint page: its <api-endpoint api> with the page's fields, and its parsed body beside it.
    assert.match(ping, /<api-endpoint[^>]*api="GET \/ping"/);
    assert.match(
      ping,
      /<span class="method method-get" part="method">GET<\/span>\s*<code class="path" part="path">\/ping<\/code>/,
    );
    assert.match(ping, /<response-field[^>]*name="pong"/);
    assert.match(ping, /<script type="application\/json" data-page-body="_site\/pages\/endpoints\/ping.json">/);
    const status = read('endpoints/status/index.html');
    assert.match(status, /<api-endpoint[^>]*api="GET http:\/\/127.0.0.1:4010\/status"/);

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

  test('a project with errors is not built', async () => {
    const { code, err } = await cli('build', `${fixtures}/navigation`, '--out', join(out, 'broken'));
    assert.equal(code, 1);
    assert.match(err, /error .*navigation\/unknown-operation/);
    assert.match(err, /stopped, because the project has errors/);
    assert.ok(!existsSync(join(out, 'broken')));
  });
});
