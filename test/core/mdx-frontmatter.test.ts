import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultApiSettings } from '../../src/config/api-settings.js';
import type { SiteSettings } from '../../src/config/page-settings.js';
import { checkMdxPage } from '../../src/mdx/check-mdx-page.js';
import { parseMdxPage } from '../../src/mdx/parse-mdx-page.js';
import { read } from '../fixtures/site/load-site.js';

const page = (frontmatter: string, body = 'Body.') => parseMdxPage(`---\n${frontmatter}\n---\n\n${body}\n`, 'p.mdx');

test('every frontmatter field of section 2.3 and the page metadata is read', () => {
  const p = page(
    [
      'title: Create a user',
      'sidebarTitle: Create',
      'description: Creates one.',
      'api: POST /users/{id}',
      'openapi: specs/v2.json GET /users',
      'asyncapi: events.yaml user.created',
      'playground: auth',
      'authMethod: none',
      'groups: [admin, beta]',
      'public: true',
      'deprecated: true',
      'hidden: false',
      'icon: user',
    ].join('\n'),
  );
  assert.deepEqual(p.diagnostics, []);
  assert.deepEqual(p.frontmatter, {
    title: 'Create a user',
    sidebarTitle: 'Create',
    description: 'Creates one.',
    deprecated: true,
    public: true,
    hidden: false,
    playground: 'auth',
    authMethod: 'none',
    groups: ['admin', 'beta'],
    api: { method: 'post', target: '/users/{id}', isFullUrl: false },
    openapi: { kind: 'operation', spec: 'specs/v2.json', method: 'get', path: '/users' },
    asyncapi: 'events.yaml user.created',
    icon: 'user',
  });
  assert.equal(p.frontmatterLines['api'], 5);
});

test('api with a full URL is marked as such', () => {
  assert.deepEqual(page('api: get https://api.example.test/users/{id}').frontmatter.api, {
    method: 'get',
    target: 'https://api.example.test/users/{id}',
    isFullUrl: true,
  });
});

test('openapi accepts METHOD /path and webhook <name>', () => {
  assert.deepEqual(page('openapi: GET /pets').frontmatter.openapi, { kind: 'operation', method: 'get', path: '/pets' });
  assert.deepEqual(page('openapi: webhook newPet').frontmatter.openapi, { kind: 'webhook', name: 'newPet' });
});

test('bad values are reported on their own line, as warnings: one page never stops a site', () => {
  const p = page(
    'title: Ok\nplayground: sometimes\nauthMethod: oauth\napi: FETCH /users\nopenapi: pets\ngroups: admin\npublic: "yes"',
  );
  assert.deepEqual(
    p.diagnostics.map((d) => [d.code, d.pointer, d.line]),
    [
      ['config/enum', '/playground', 3],
      ['config/enum', '/authMethod', 4],
      ['frontmatter/api', '/api', 5],
      ['frontmatter/openapi', '/openapi', 6],
      ['config/type', '/groups', 7],
      ['config/type', '/public', 8],
    ],
  );
  assert.ok(p.diagnostics.every((d) => d.severity === 'warning'));
  assert.deepEqual(p.frontmatter, { title: 'Ok' });
});

test('api must be METHOD then a path or an http(s) URL', () => {
  for (const bad of ['POST', 'POST users', 'POST javascript:alert(1)', 'POST ftp://a.test/x', 'GET /a /b']) {
    assert.equal(page(`api: ${JSON.stringify(bad)}`).diagnostics[0]?.code, 'frontmatter/api', bad);
  }
});

test('unknown frontmatter fields are warnings', () => {
  const [d] = page('title: x\ntitel: y').diagnostics;
  assert.deepEqual([d?.severity, d?.code, d?.line], ['warning', 'config/unknown-field', 3]);
  assert.match(d?.message ?? '', /Did you mean `title`/);
});

test('YAML syntax errors are reported with the line in the MDX file; the fields that can be read are kept', () => {
  const p = page('title: x\ngroups: [a, b\npublic: true');
  const yaml = p.diagnostics.find((d) => d.code === 'frontmatter/yaml');
  assert.ok((yaml?.line ?? 0) >= 3);
  assert.ok(
    p.diagnostics.some((d) => d.code === 'frontmatter/lenient' && d.line === 2 && /left out: groups/.test(d.message)),
  );
  assert.ok(p.diagnostics.every((d) => d.severity === 'warning'));
  assert.deepEqual(p.frontmatter, { title: 'x', public: true });
  assert.equal(p.html, '<p>Body.</p>', 'the body still renders');
});

test('checkMdxPage: a relative api without api.mdx.server is an error on the api line', () => {
  const p = page('title: x\napi: POST /users');
  const result = checkMdxPage(p, { api: defaultApiSettings });
  assert.equal(result.endpoint, undefined);
  assert.deepEqual(
    result.diagnostics.map((d) => [d.severity, d.code, d.pointer, d.line, d.file]),
    [['error', 'mdx/server-required', '/api', 3, 'p.mdx']],
  );
});

test('checkMdxPage: a relative api is prepended with every api.mdx.server', () => {
  const site: SiteSettings = {
    api: { ...defaultApiSettings, mdx: { servers: ['https://a.test/v1/', 'https://b.test'] } },
  };
  const result = checkMdxPage(page('api: POST /users/{id}'), site);
  assert.deepEqual(result.endpoint, {
    method: 'post',
    urls: ['https://a.test/v1/users/{id}', 'https://b.test/users/{id}'],
    path: '/users/{id}',
  });
  assert.deepEqual(result.diagnostics, []);
});

test('checkMdxPage: a full URL ignores api.mdx.server', () => {
  const site: SiteSettings = { api: { ...defaultApiSettings, mdx: { servers: ['https://a.test'] } } };
  const result = checkMdxPage(parseMdxPage(read('pages/endpoints/get-user.mdx')), site);
  assert.deepEqual(result.endpoint?.urls, ['https://users.example.test/users/{id}']);
  assert.equal(result.endpoint?.path, '/users/{id}');
  assert.equal(result.settings.display, 'simple');
});

test('checkMdxPage: page settings resolve against the site (auth mode without site auth, key without name)', () => {
  const result = checkMdxPage(page('playground: auth\nauthMethod: key'), { api: defaultApiSettings });
  assert.deepEqual(
    result.diagnostics.map((d) => [d.code, d.line]),
    [['config/auth-required', 2]],
  );
  assert.equal(result.settings.display, 'none');
  const keyed = checkMdxPage(page('authMethod: key'), { api: defaultApiSettings });
  assert.deepEqual(
    keyed.diagnostics.map((d) => [d.code, d.severity, d.line]),
    [['config/auth-key-name', 'error', 2]],
  );
});
