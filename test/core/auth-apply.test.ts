/** Auth options from security requirements and docs.json, applying credentials, masking. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyAuth,
  authOptionsFromConfig,
  authOptionsFromSecurity,
  maskSecret,
  missingCredentials,
  resolveAuthOptions,
} from '../../src/auth/index.js';
import type { RequestDescription } from '../../src/request/types.js';
import { schemes } from '../fixtures/request/operations.js';

const empty: RequestDescription = {
  method: 'GET',
  url: { server: 'https://api.test', path: '/', query: [] },
  headers: [],
  cookies: [],
  body: { kind: 'none' },
  secrets: [],
};

test('security requirements become options; schemes in one requirement go together', () => {
  const options = authOptionsFromSecurity([
    [{ scheme: schemes.bearer, scopes: [] }],
    [
      { scheme: schemes.keyHeader, scopes: [] },
      { scheme: schemes.keyQuery, scopes: [] },
    ],
    [],
  ]);
  assert.deepEqual(options, [
    [{ kind: 'bearer', id: 'bearerAuth' }],
    [
      { kind: 'apiKey', id: 'keyHeader', in: 'header', name: 'X-API-Key' },
      { kind: 'apiKey', id: 'keyQuery', in: 'query', name: 'api_key' },
    ],
    [],
  ]);
  assert.deepEqual(authOptionsFromSecurity([[{ scheme: { key: 'tls', type: 'mutualTLS' }, scopes: [] }]]), []);
});

test('docs.json api.mdx.auth with the page authMethod override; none removes auth', () => {
  assert.deepEqual(authOptionsFromConfig({ method: 'key', name: 'x-api-key' }), [
    [{ kind: 'apiKey', id: 'docs', in: 'header', name: 'x-api-key' }],
  ]);
  assert.deepEqual(authOptionsFromConfig({ method: 'key', name: 'x-api-key' }, 'bearer'), [
    [{ kind: 'bearer', id: 'docs' }],
  ]);
  assert.deepEqual(
    resolveAuthOptions({ security: [[{ scheme: schemes.basic, scopes: [] }]], pageAuthMethod: 'none' }),
    [],
  );
  assert.deepEqual(
    resolveAuthOptions({ security: [[{ scheme: schemes.basic, scopes: [] }]], mdxAuth: { method: 'bearer' } }),
    [[{ kind: 'basic', id: 'basicAuth' }]],
  );
});

test('each scheme lands exactly where it says, and nowhere else', () => {
  const desc = applyAuth(empty, [
    { scheme: { kind: 'basic', id: 'b' }, username: 'u', password: 'p' },
    { scheme: { kind: 'apiKey', id: 'q', in: 'query', name: 'api key' }, value: 'a&b' },
    { scheme: { kind: 'apiKey', id: 'c', in: 'cookie', name: 'sid' }, value: 's;1' },
  ]);
  assert.deepEqual(desc.headers, [{ name: 'Authorization', value: 'Basic dTpw' }]);
  assert.deepEqual(desc.url.query, [{ name: 'api%20key', value: 'a%26b' }]);
  assert.deepEqual(desc.cookies, [{ name: 'sid', value: 's%3B1' }]);
  assert.equal(desc.url.server, 'https://api.test');
});

test('placeholders only when asked; missing credentials are listed', () => {
  const creds = [
    { scheme: { kind: 'basic', id: 'b' } as const },
    { scheme: { kind: 'apiKey', id: 'k', in: 'header', name: 'X-Key' } as const },
  ];
  assert.deepEqual(applyAuth(empty, creds).headers, []);
  const shown = applyAuth(empty, creds, { placeholders: true });
  assert.equal(atob(shown.headers[0]!.value.slice(6)), '<USERNAME>:<PASSWORD>');
  assert.deepEqual(shown.headers[1], { name: 'X-Key', value: '<API_KEY>' });
  assert.equal(missingCredentials(creds).length, 2);
});

test('maskSecret hides short secrets fully and long ones but for their ends; placeholders stay', () => {
  assert.equal(maskSecret('short'), '********');
  assert.equal(maskSecret('sk_live_1234567890abcdef'), 'sk_l********cdef');
  assert.equal(maskSecret('<ACCESS_TOKEN>'), '<ACCESS_TOKEN>');
});
