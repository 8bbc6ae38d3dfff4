import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const fixture = new URL('../fixtures/site/docs.json', import.meta.url);

function find(diagnostics: readonly Diagnostic[], pointer: string): Diagnostic {
  const found = diagnostics.find((d) => d.pointer === pointer);
  assert.ok(found, `no diagnostic at ${pointer}; got ${JSON.stringify(diagnostics, null, 1)}`);
  return found;
}

test('the fixture docs.json reads without diagnostics and keeps every field', () => {
  const { config, diagnostics } = parseDocsConfig(readFileSync(fixture, 'utf8'), 'docs.json');
  assert.deepEqual(diagnostics, []);
  assert.equal(config.name, 'Petstore docs');
  assert.deepEqual(config.logo, { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.test' });
  assert.equal(config.favicon, '/favicon.svg');
  assert.equal(config.colors.primary, '#0d9373');
  assert.deepEqual(config.auth, { userUrl: '/me', loginUrl: '/login' });
  assert.deepEqual(config.api.mdx.servers, ['https://api.example.test/v1']);
  assert.deepEqual(config.api.mdx.auth, { method: 'key', name: 'x-api-key' });
  assert.equal(config.api.playground.url, 'full');
  assert.equal(config.api.examples.prefill, true);
  assert.equal(config.navigation.items.length, 3);
  assert.deepEqual(
    config.navigation.divisions.map((d) => [d.kind, d.title]),
    [['tab', 'API v2']],
  );
});

test('malformed JSON is one error with its line and column', () => {
  const text = '{\n  "name": "x",\n  "navigation": { "groups": [ }\n}';
  const { diagnostics, config } = parseDocsConfig(text, 'docs.json');
  assert.equal(diagnostics.length, 1);
  const [d] = diagnostics;
  assert.equal(d?.code, 'parse/json');
  assert.equal(d?.severity, 'error');
  assert.equal(d?.line, 3);
  assert.equal(d?.column, 31);
  assert.match(d?.message ?? '', /expected a value/);
  assert.equal(config.name, 'API documentation', 'defaults still give a usable config');
});

test('a missing comma and a trailing comma name their places', () => {
  const missing = parseDocsConfig('{\n  "name": "x"\n  "api": {}\n}').diagnostics[0];
  assert.deepEqual([missing?.line, missing?.column], [3, 3]);
  assert.match(missing?.message ?? '', /comma missing/);
  const trailing = parseDocsConfig('{ "name": "x", }').diagnostics[0];
  assert.deepEqual([trailing?.line, trailing?.column], [1, 16]);
  assert.match(trailing?.message ?? '', /trailing comma/);
});

test('a wrong type is an error naming the JSON path and the line', () => {
  const text = [
    '{',
    '  "name": "x",',
    '  "navigation": {',
    '    "groups": [',
    '      { "group": "A", "pages": ["intro", "two", 3, "four"] }',
    '    ]',
    '  }',
    '}',
  ].join('\n');
  const { config, diagnostics } = parseDocsConfig(text, 'docs.json');
  const d = find(diagnostics, '/navigation/groups/0/pages/2');
  assert.equal(d.severity, 'error');
  assert.equal(d.code, 'config/type');
  assert.equal(d.file, 'docs.json');
  assert.deepEqual([d.line, d.column], [5, 49]);
  assert.match(d.message, /navigation\.groups\[0\]\.pages\[2\]/);
  const first = config.navigation.items[0];
  assert.deepEqual(
    typeof first === 'object' ? first.pages : undefined,
    ['intro', 'two', 'four'],
    'the rest of the group survives',
  );
});

test('unknown fields are warnings with a did-you-mean and their line', () => {
  const text = '{\n  "name": "x",\n  "navigaton": {},\n  "colors": { "primary": "#fff", "accent": "#000" }\n}';
  const { diagnostics } = parseDocsConfig(text);
  const typo = find(diagnostics, '/navigaton');
  assert.equal(typo.severity, 'warning');
  assert.equal(typo.code, 'config/unknown-field');
  assert.equal(typo.line, 3);
  assert.match(typo.message, /Did you mean `navigation`/);
  assert.equal(find(diagnostics, '/colors/accent').severity, 'warning');
});

test('unknown fields inside api, groups and tabs are warnings too', () => {
  const text = JSON.stringify(
    {
      name: 'x',
      api: { playground: { display: 'simple', colour: 1 }, mdx: { servr: 'https://a.test' } },
      navigation: { tabs: [{ tab: 'T', groups: [{ group: 'G', pages: [], opnapi: 'a.json' }], extra: true }] },
    },
    null,
    2,
  );
  const { diagnostics } = parseDocsConfig(text);
  for (const pointer of [
    '/api/playground/colour',
    '/api/mdx/servr',
    '/navigation/tabs/0/groups/0/opnapi',
    '/navigation/tabs/0/extra',
  ]) {
    const d = find(diagnostics, pointer);
    assert.equal(d.severity, 'warning', pointer);
    assert.ok(d.line !== undefined && d.line > 1, `${pointer} has a line`);
  }
});

test('api values of the wrong type or enum are errors with the line of the value', () => {
  const text =
    '{\n  "name": "x",\n  "api": {\n    "playground": { "display": "always" },\n    "examples": { "prefill": "yes" }\n  }\n}';
  const { diagnostics, config } = parseDocsConfig(text);
  const display = find(diagnostics, '/api/playground/display');
  assert.equal(display.severity, 'error');
  assert.equal(display.line, 4);
  assert.equal(config.api.playground.display, 'interactive');
  assert.equal(find(diagnostics, '/api/examples/prefill').line, 5);
});

test('`display: auth` without a site `auth` section is a warning (Mintlify accepts it)', () => {
  const { diagnostics } = parseDocsConfig('{ "name": "x", "api": { "playground": { "display": "auth" } } }');
  const d = find(diagnostics, '/api/playground/display');
  assert.equal(d.severity, 'warning');
  assert.equal(d.code, 'config/auth-required');
  const withAuth = parseDocsConfig(
    '{ "name": "x", "auth": { "provider": "host" }, "api": { "playground": { "display": "auth" } } }',
  );
  assert.equal(withAuth.diagnostics.filter((x) => x.severity === 'error').length, 0);
});

test('`key` auth without `name` is a warning (Mintlify publishes it; no credential is sent)', () => {
  const { diagnostics } = parseDocsConfig('{ "name": "x", "api": { "mdx": { "auth": { "method": "key" } } } }');
  const d = find(diagnostics, '/api/mdx/auth/name');
  assert.equal(d.severity, 'warning');
  assert.equal(d.line, 1);
});

test('an auth section needs userUrl or provider, and URLs must not be javascript:', () => {
  const empty = parseDocsConfig('{ "name": "x", "auth": {} }');
  assert.equal(find(empty.diagnostics, '/auth').severity, 'error');
  assert.equal(empty.config.auth, undefined);
  const hostile = parseDocsConfig(
    '{ "name": "x", "auth": { "userUrl": "/me", "loginUrl": "java\\nscript:alert(1)" }, "logo": "javascript:alert(2)" }',
  );
  assert.equal(find(hostile.diagnostics, '/auth/loginUrl').code, 'config/url');
  assert.equal(find(hostile.diagnostics, '/logo').code, 'config/url');
  assert.equal(hostile.config.auth?.loginUrl, undefined);
  assert.equal(hostile.config.logo, undefined);
});

test('colours must be plain CSS colours, so they cannot break out of a custom property', () => {
  const { diagnostics, config } = parseDocsConfig(
    '{ "name": "x", "colors": { "primary": "red;} body{display:none", "dark": "#000" } }',
  );
  assert.equal(find(diagnostics, '/colors/primary').code, 'config/color');
  assert.deepEqual(config.colors, { dark: '#000' });
});

test('a group without a title is an error; its siblings still load', () => {
  const text = '{ "name": "x", "navigation": { "groups": [ { "pages": ["a"] }, { "group": "B", "pages": ["b"] } ] } }';
  const { diagnostics, config } = parseDocsConfig(text);
  assert.equal(find(diagnostics, '/navigation/groups/0').code, 'config/required');
  assert.deepEqual(
    config.navigation.items.map((g) => (typeof g === 'object' ? g.group : g)),
    ['B'],
  );
});

test('a duplicate key is a warning at the second occurrence', () => {
  const { diagnostics, config } = parseDocsConfig('{\n  "name": "a",\n  "name": "b"\n}');
  const d = find(diagnostics, '/name');
  assert.equal(d.code, 'config/duplicate-key');
  assert.equal(d.line, 3);
  assert.equal(config.name, 'b');
});

test('api.playground.examples is accepted as an alias of api.examples', () => {
  const { config, diagnostics } = parseDocsConfig(
    '{ "name": "x", "api": { "playground": { "examples": { "languages": ["go"] } } } }',
  );
  assert.deepEqual(config.api.examples.languages, ['go']);
  const d = find(diagnostics, '/api/playground/examples');
  assert.equal(d.severity, 'info');
  assert.ok(!diagnostics.some((x) => x.code === 'config/unknown-field'));
});

test('a __proto__ key stays a plain (unknown) field', () => {
  const { config, diagnostics } = parseDocsConfig('{ "name": "x", "__proto__": { "polluted": true } }');
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  assert.equal((config as unknown as Record<string, unknown>)['polluted'], undefined);
  assert.equal(find(diagnostics, '/__proto__').code, 'config/unknown-field');
});

test('deeply nested JSON is refused with a clear message, not a stack overflow', () => {
  const text = '['.repeat(5000) + ']'.repeat(5000);
  const [d] = parseDocsConfig(text).diagnostics;
  assert.equal(d?.code, 'parse/json');
  assert.match(d?.message ?? '', /nested more than/);
});
