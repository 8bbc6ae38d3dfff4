import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normaliseHref, readOperationDocs } from '../../src/config/x-docs.js';

test('x-docs: every metadata field, content, href and code samples are read', () => {
  const { docs, diagnostics } = readOperationDocs(
    {
      'x-docs': {
        metadata: {
          title: 'T',
          sidebarTitle: 'S',
          description: 'D',
          deprecated: true,
          playground: 'auth',
          authMethod: 'none',
          groups: ['g'],
          public: true,
          hidden: false,
        },
        content: 'Above the reference.',
        href: '/guides/t/',
        codeSamples: [{ lang: 'Ruby', label: 'Gem', source: 'Pet.list' }],
      },
    },
    'spec.json',
    '/paths/~1pets/get',
  );
  assert.deepEqual(diagnostics, []);
  assert.deepEqual(docs, {
    metadata: {
      title: 'T',
      sidebarTitle: 'S',
      description: 'D',
      deprecated: true,
      public: true,
      hidden: false,
      playground: 'auth',
      authMethod: 'none',
      groups: ['g'],
    },
    content: 'Above the reference.',
    href: 'guides/t',
    codeSamples: [{ lang: 'ruby', label: 'Gem', source: 'Pet.list' }],
    hidden: false,
    excluded: false,
  });
});

test('x-hidden, x-docs.metadata.hidden and x-excluded', () => {
  assert.equal(readOperationDocs({ 'x-hidden': true }).docs.hidden, true);
  assert.equal(readOperationDocs({ 'x-docs': { metadata: { hidden: true } } }).docs.hidden, true);
  assert.equal(readOperationDocs({ 'x-excluded': true }).docs.excluded, true);
  assert.deepEqual(readOperationDocs({}).docs, { metadata: {}, codeSamples: [], hidden: false, excluded: false });
});

test('x-codeSamples and x-code-samples add the languages x-docs does not cover', () => {
  const { docs } = readOperationDocs({
    'x-docs': { codeSamples: [{ lang: 'python', source: 'a' }] },
    'x-codeSamples': [
      { lang: 'python', source: 'ignored' },
      { lang: 'go', label: 'Go', source: 'b' },
    ],
    'x-code-samples': [{ lang: 'php', source: 'c' }],
  });
  assert.deepEqual(
    docs.codeSamples.map((s) => [s.lang, s.source]),
    [
      ['python', 'a'],
      ['go', 'b'],
      ['php', 'c'],
    ],
  );
});

test('bad x-docs values are diagnostics with the operation pointer', () => {
  const { docs, diagnostics } = readOperationDocs(
    {
      'x-docs': {
        metadata: { playground: 'sometimes', titel: 'x' },
        href: 'javascript:alert(1)',
        codeSamples: [{ lang: 'go' }],
        extra: 1,
      },
      'x-hidden': 'yes',
    },
    'spec.json',
    '/paths/~1a/get',
  );
  assert.deepEqual(
    diagnostics.map((d) => [d.severity, d.pointer]),
    [
      ['warning', '/paths/~1a/get/x-docs/extra'],
      ['warning', '/paths/~1a/get/x-docs/metadata/titel'],
      ['error', '/paths/~1a/get/x-docs/metadata/playground'],
      ['error', '/paths/~1a/get/x-docs/href'],
      ['error', '/paths/~1a/get/x-docs/codeSamples/0'],
      ['error', '/paths/~1a/get/x-hidden'],
    ],
  );
  assert.ok(diagnostics.every((d) => d.file === 'spec.json'));
  assert.equal(docs.href, undefined);
});

test('href must be a plain page path', () => {
  assert.equal(normaliseHref('/a/b/'), 'a/b');
  assert.equal(
    normaliseHref('//evil.test'),
    'evil.test',
    'slashes are trimmed: it is a path under the site, not a host',
  );
  for (const bad of ['https://evil.test', '../up', 'a/../b', 'a b', 'javascript:alert(1)', 'a\\b'])
    assert.equal(normaliseHref(bad), undefined, bad);
});

test("Mintlify's x-mint is read like x-docs: metadata, content, href, groups; mcp is a warning; x-docs wins", () => {
  const { docs, diagnostics } = readOperationDocs(
    {
      'x-mint': {
        metadata: { title: 'Adopt', tag: 'New', sidebarTitle: 'From x-mint' },
        content: 'Read **this** first.',
        href: '/guides/adopt/',
        groups: ['staff'],
        mcp: { enabled: true },
      },
      'x-docs': { metadata: { sidebarTitle: 'From x-docs' } },
    },
    'api.yaml',
    '/paths/~1pets/post',
  );
  assert.deepEqual(docs.metadata, { title: 'Adopt', tag: 'New', sidebarTitle: 'From x-docs', groups: ['staff'] });
  assert.equal(docs.content, 'Read **this** first.');
  assert.equal(docs.href, 'guides/adopt');
  assert.deepEqual(
    diagnostics.map((d) => [d.severity, d.code, d.pointer]),
    [['warning', 'x-docs/not-supported', '/paths/~1pets/post/x-mint/mcp']],
  );
  assert.match(diagnostics[0]!.message, /hosted MCP server/);
  const unknown = readOperationDocs({ 'x-mint': { metdata: {} } }).diagnostics;
  assert.match(unknown[0]?.message ?? '', /not a x-mint field.*Did you mean `metadata`/);
});
