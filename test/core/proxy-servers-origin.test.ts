/** The proxy's declared servers follow the playground's rule: a variable value that moves the host declares nothing. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expandServerUrl } from '../../src/proxy/servers.js';

test('a hostile variable default or enum value adds no host to the proxy allow-list', () => {
  const urls = expandServerUrl({
    url: 'http://{tenant}.example.test/{base}',
    variables: {
      tenant: { default: 'acme', enum: ['acme', 'collector.example.org:9000/steal?x=', 'beta'] },
      base: { default: 'v1' },
    },
  });
  assert.deepEqual(urls, ['http://acme.example.test/v1', 'http://beta.example.test/v1']);
  assert.deepEqual(
    expandServerUrl({ url: 'https://{host}', variables: { host: { default: 'x@collector.example.org' } } }),
    [],
  );
});
