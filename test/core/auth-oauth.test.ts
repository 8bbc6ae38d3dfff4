// OAuth 2.0 / OpenID Connect schemes as the playground reads them (issue 18): the flows of a scheme,
// 3.2's deviceAuthorization, oauth2MetadataUrl and deprecated, the endpoint rule (https:, or http: on
// loopback; never javascript: or data:) and docs.json `api.playground.oauth`.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { authOptionsFromSecurity } from '../../src/auth/schemes.js';
import { checkEndpoint } from '../../src/auth/oauth-endpoint.js';
import { parseApiSettings } from '../../src/config/api-settings.js';
import { parseOpenApi } from '../../src/openapi/index.js';

const doc = {
  openapi: '3.2.0',
  info: { title: 'OAuth', version: '1' },
  paths: {
    '/pets': {
      get: {
        security: [{ petstore: ['pets:read'] }, { oidc: ['openid'] }],
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    securitySchemes: {
      petstore: {
        type: 'oauth2',
        deprecated: true,
        oauth2MetadataUrl: 'https://auth.example.com/.well-known/oauth-authorization-server',
        flows: {
          implicit: { authorizationUrl: 'https://auth.example.com/authorize', scopes: { 'pets:read': 'Read pets' } },
          authorizationCode: {
            authorizationUrl: 'https://auth.example.com/authorize',
            tokenUrl: 'https://auth.example.com/token',
            refreshUrl: 'https://auth.example.com/refresh',
            scopes: { 'pets:read': 'Read pets', 'pets:write': 'Write pets' },
          },
          deviceAuthorization: {
            deviceAuthorizationUrl: 'https://auth.example.com/device',
            tokenUrl: 'https://auth.example.com/token',
            scopes: {},
          },
        },
      },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://id.example.com/.well-known/openid-configuration' },
    },
  },
};

test('a 3.2 oauth2 scheme: its flows in the playground’s order, scopes with descriptions, metadata URL, deprecated', async () => {
  const spec = await parseOpenApi(JSON.stringify(doc), { url: 'https://x.test/openapi.json' });
  const op = await spec.resolveOperation('GET /pets');
  const [[petstore], [oidc]] = authOptionsFromSecurity(op.security);
  assert.equal(petstore!.kind, 'bearer');
  if (petstore!.kind !== 'bearer' || oidc!.kind !== 'bearer') return;
  assert.equal(petstore!.deprecated, true);
  assert.deepEqual(
    petstore!.oauth?.flows.map((f) => f.kind),
    ['authorizationCode', 'deviceAuthorization', 'implicit'],
  );
  assert.deepEqual(petstore!.oauth?.flows[0], {
    kind: 'authorizationCode',
    authorizationUrl: 'https://auth.example.com/authorize',
    tokenUrl: 'https://auth.example.com/token',
    refreshUrl: 'https://auth.example.com/refresh',
    scopes: [
      { name: 'pets:read', description: 'Read pets' },
      { name: 'pets:write', description: 'Write pets' },
    ],
  });
  assert.equal(petstore!.oauth?.flows[1]?.deviceAuthorizationUrl, 'https://auth.example.com/device');
  assert.equal(petstore!.oauth?.metadataUrl, 'https://auth.example.com/.well-known/oauth-authorization-server');
  assert.deepEqual(petstore!.oauth?.requiredScopes, ['pets:read']);
  assert.equal(oidc!.oauth?.type, 'openIdConnect');
  assert.equal(oidc!.oauth?.openIdConnectUrl, 'https://id.example.com/.well-known/openid-configuration');
  assert.deepEqual(oidc!.oauth?.requiredScopes, ['openid']);
  assert.equal(oidc!.deprecated, undefined);
});

test('endpoints: https: anywhere, http: only on loopback, never javascript:, data: or other schemes', () => {
  for (const ok of [
    'https://auth.example.com/token',
    'http://127.0.0.1:9/token',
    'http://localhost/t',
    'http://[::1]:8/t',
  ])
    assert.equal(checkEndpoint('token', ok).ok, true, ok);
  const refused: [string, RegExp][] = [
    ['javascript:alert(1)', /uses javascript: which is not allowed/],
    ['data:application/json,{}', /uses data: which is not allowed/],
    ['http://auth.example.com/token', /http: on a host that is not this machine/],
    ['http://127.0.0.1.evil.test/token', /http: on a host that is not this machine/],
    ['ftp://auth.example.com/token', /uses ftp: which is not allowed/],
    ['', /is missing/],
  ];
  for (const [url, message] of refused) {
    const check = checkEndpoint('token', url);
    assert.equal(check.ok, false, url);
    if (!check.ok) assert.match(check.message, message);
  }
  // Relative URLs resolve against the spec's URL, and the rule applies to the result.
  assert.equal(checkEndpoint('token', '/oauth/token', 'https://api.example.com/openapi.json').ok, true);
  assert.equal(checkEndpoint('token', '/oauth/token', 'http://api.example.com/openapi.json').ok, false);
});

test('docs.json api.playground.oauth: clientId and redirectUrl are read; a clientSecret is refused', () => {
  const { settings, diagnostics } = parseApiSettings({
    playground: { oauth: { clientId: 'docs-site', redirectUrl: '/docs/oauth-redirect.html', clientSecret: 'x' } },
  });
  assert.deepEqual(settings.playground.oauth, { clientId: 'docs-site', redirectUrl: '/docs/oauth-redirect.html' });
  assert.deepEqual(
    diagnostics.map((d) => d.pointer),
    ['/api/playground/oauth/clientSecret'],
  );
  const bad = parseApiSettings({ playground: { oauth: { redirectUrl: 'javascript:alert(1)' } } });
  assert.deepEqual(bad.settings.playground.oauth, {});
  assert.match(bad.diagnostics[0]!.message, /redirectUrl/);
});

test('deprecated: true (3.2) is kept on every kind of scheme, and only when it is true', () => {
  const [[key, basic]] = authOptionsFromSecurity([
    [
      { scheme: { key: 'k', type: 'apiKey', in: 'header', name: 'X-Key', deprecated: true }, scopes: [] },
      { scheme: { key: 'b', type: 'http', scheme: 'basic' }, scopes: [] },
    ],
  ]);
  assert.equal(key!.deprecated, true);
  assert.equal(basic!.deprecated, undefined);
});
