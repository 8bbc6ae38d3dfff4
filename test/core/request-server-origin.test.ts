/**
 * Server variables can never move a request to a host outside the template's shape (issue 14,
 * item 12): values with URL delimiters in the scheme, userinfo, host or port are refused, and the
 * origin the request goes to is computed once, here.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRequest } from '../../src/request/build.js';
import { originOf, resolveServer } from '../../src/request/server-origin.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';

const TENANT = 'http://{tenant}.example.test/{base}';
const vars = (defaults: Record<string, string>) =>
  Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, { default: v }]));

test('the hostile default from the issue is refused, and no origin is given', () => {
  const r = resolveServer(TENANT, vars({ tenant: 'collector.example.org:9000/steal?x=', base: 'v1' }));
  assert.equal(r.origin, undefined);
  assert.deepEqual(
    r.problems.map((p) => p.name),
    ['tenant'],
  );
  assert.match(r.problems[0]!.message, /would change the server's host/);
});

test('ordinary values resolve, and the origin is the one the template shapes', () => {
  const table: [string, Record<string, string>, string | undefined, string][] = [
    [TENANT, { tenant: 'acme', base: 'v1' }, 'http://acme.example.test', 'http://acme.example.test/v1'],
    [
      TENANT,
      { tenant: 'acme', base: 'v1/deep?x=1' },
      'http://acme.example.test',
      'http://acme.example.test/v1/deep?x=1',
    ],
    ['{scheme}://api.example.test', { scheme: 'https' }, 'https://api.example.test', 'https://api.example.test'],
    [
      'https://api.example.test:{port}/v1',
      { port: '8443' },
      'https://api.example.test:8443',
      'https://api.example.test:8443/v1',
    ],
    ['https://{host}', { host: 'eu.example.test' }, 'https://eu.example.test', 'https://eu.example.test'],
    // The last thing in the authority may go on into the path: `https://api.example.test{basePath}`.
    [
      'https://api.example.test{basePath}',
      { basePath: '/v2' },
      'https://api.example.test',
      'https://api.example.test/v2',
    ],
    [
      'https://{host}',
      { host: 'eu.example.test/v1?a=@:' },
      'https://eu.example.test',
      'https://eu.example.test/v1?a=@:',
    ],
    // The whole URL is a variable: the spec hands over the origin, and it is shown as such.
    [
      '{baseUrl}/v1',
      { baseUrl: 'https://api.example.test' },
      'https://api.example.test',
      'https://api.example.test/v1',
    ],
    ['/api/{version}', { version: 'v1/@evil.example.org:1' }, undefined, '/api/v1/@evil.example.org:1'],
  ];
  for (const [template, values, origin, url] of table) {
    const r = resolveServer(template, {}, values);
    assert.deepEqual(r.problems, [], `${template} ${JSON.stringify(values)}`);
    assert.equal(r.url, url);
    assert.equal(r.origin, origin, `${template} ${JSON.stringify(values)}`);
  }
  assert.equal(
    resolveServer('/api/{version}', {}, { version: 'v1' }, 'http://docs.example.test/a/').origin,
    'http://docs.example.test',
  );
});

test('every delimiter, in every place of the authority, is refused', () => {
  const templates = [
    'http://{v}.example.test/{base}',
    'http://api.{v}.example.test',
    'http://{v}@api.example.test',
    'https://user:{v}@api.example.test/x',
    'http://api.example.test:{v}',
    '{v}://api.example.test',
  ];
  const delimiters = ['/', '?', '#', '@', ':', '\\', ' ', '\t', '\n', '%2F', '[', ']'];
  let refused = 0;
  for (const template of templates) {
    for (const d of delimiters) {
      for (const value of [`evil.example.org${d}`, `${d}evil.example.org`, `a${d}evil.example.org:1/x?`]) {
        const r = resolveServer(template, {}, { v: value, base: 'v1' });
        assert.equal(r.origin, undefined, `${template} with ${JSON.stringify(value)} gives no origin`);
        assert.equal(r.problems[0]?.name, 'v', `${template} with ${JSON.stringify(value)}`);
        refused++;
      }
    }
  }
  assert.equal(refused, templates.length * delimiters.length * 3);
});

test('generated values: whatever a value holds, the origin keeps the template literal host or is refused', () => {
  // A small deterministic generator stands in for a property-test library (none is installed).
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const alphabet = [
    'a',
    'b',
    '.',
    '-',
    '0',
    '9',
    '/',
    '?',
    '#',
    '@',
    ':',
    '\\',
    ' ',
    '%',
    '[',
    ']',
    'é',
    '\u0000',
    '\r',
    '=',
  ];
  const pick = (n: number) =>
    Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  for (let i = 0; i < 5000; i++) {
    const tenant = pick(1 + Math.floor(random() * 8));
    const port = pick(1 + Math.floor(random() * 4));
    const r = resolveServer('http://{tenant}.example.test:{port}/{base}', {}, { tenant, port, base: pick(6) });
    if (r.problems.length > 0) {
      assert.equal(r.origin, undefined);
      continue;
    }
    const url = new URL(r.url);
    assert.ok(url.hostname.endsWith('.example.test'), `${JSON.stringify(tenant)} → ${url.hostname}`);
    assert.equal(url.username + url.password, '');
    assert.match(port, /^\d{1,5}$/, 'only a port number stands in the port');
    assert.equal(r.origin, url.origin);
  }
});

test('originOf: only http and https have an origin to send credentials to', () => {
  assert.equal(originOf('https://a.example.test/x'), 'https://a.example.test');
  assert.equal(originOf('/v1', 'http://127.0.0.1:4010/spec.json'), 'http://127.0.0.1:4010');
  assert.equal(originOf('javascript:alert(1)'), undefined);
  assert.equal(originOf('/v1'), undefined);
});

test('buildRequest refuses to build a request whose server variable would move it', () => {
  const op: ResolvedOperation = {
    id: 'GET /me',
    kind: 'operation',
    method: 'get',
    path: '/me',
    tags: [],
    deprecated: false,
    pointer: '',
    extensions: {},
    servers: [{ url: TENANT, variables: vars({ tenant: 'collector.example.org:9000/steal?x=', base: 'v1' }) }],
    parameters: [],
    responses: [],
    security: [],
    diagnostics: [],
  };
  const built = buildRequest(op);
  assert.equal(built.ok, false);
  assert.deepEqual(
    built.problems.map((p) => [p.code, p.name]),
    [['server/invalid-variable', 'tenant']],
  );
  const fine = buildRequest(op, { serverVariables: { tenant: 'acme' } });
  assert.equal(fine.ok && fine.request.url.server, 'http://acme.example.test/v1');
});
