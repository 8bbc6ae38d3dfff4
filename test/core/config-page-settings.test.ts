import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultApiSettings } from '../../src/config/api-settings.js';
import type { ApiSettings, PlaygroundDisplay } from '../../src/config/api-settings.js';
import { pageVisibleTo, playgroundFor, resolvePageSettings } from '../../src/config/page-settings.js';
import type { DocsUser, SiteSettings } from '../../src/config/page-settings.js';
import type { PageMetadata } from '../../src/config/page-metadata.js';

function site(
  display: PlaygroundDisplay,
  options: { auth?: boolean; method?: 'bearer' | 'basic' | 'key'; name?: string } = {},
): SiteSettings {
  const api: ApiSettings = {
    ...defaultApiSettings,
    playground: { display },
    mdx: {
      servers: [],
      ...(options.method === undefined
        ? {}
        : { auth: { method: options.method, ...(options.name === undefined ? {} : { name: options.name }) } }),
    },
  };
  return { api, ...(options.auth ? { auth: { userUrl: '/me' } } : {}) };
}

const anonymous = null;
const member: DocsUser = { groups: ['admin'] };
const outsider: DocsUser = { groups: ['sales'] };

test('defaults: interactive playground, no auth method, public page', () => {
  const s = resolvePageSettings({ api: defaultApiSettings });
  assert.equal(s.display, 'interactive');
  assert.equal(s.displaySource, 'default');
  assert.equal(s.authMethod, 'none');
  assert.deepEqual(s.groups, []);
  assert.deepEqual(s.diagnostics, []);
  assert.equal(playgroundFor(s, anonymous), 'interactive');
  assert.equal(pageVisibleTo(s, anonymous), true);
});

test('4.3 row interactive: every reader gets the interactive playground', () => {
  const s = resolvePageSettings(site('interactive', { auth: true }), { public: true });
  for (const user of [anonymous, member, outsider]) assert.equal(playgroundFor(s, user), 'interactive');
});

test('4.3 row simple: a copyable endpoint, no playground, for every reader', () => {
  const s = resolvePageSettings(site('simple', { auth: true }), { public: true });
  assert.equal(s.displaySource, 'global');
  for (const user of [anonymous, member, outsider]) assert.equal(playgroundFor(s, user), 'simple');
});

test('4.3 row none: no playground, and no auth method is required', () => {
  const s = resolvePageSettings(site('none', { method: 'key' }));
  for (const user of [anonymous, member]) assert.equal(playgroundFor(s, user), 'none');
  assert.deepEqual(s.diagnostics, [], 'section 5 rule 2: a hidden playground needs no key name');
});

test('4.3 rule 1: auth mode hides the playground from anonymous readers', () => {
  const s = resolvePageSettings(site('auth', { auth: true }));
  assert.equal(playgroundFor(s, anonymous), 'none');
});

test('4.3 rule 2: auth mode with groups shows it only to members', () => {
  const s = resolvePageSettings(site('auth', { auth: true }), { groups: ['admin', 'beta'] });
  assert.equal(playgroundFor(s, member), 'interactive');
  assert.equal(playgroundFor(s, outsider), 'none');
  assert.equal(playgroundFor(s, anonymous), 'none');
});

test('4.3 rule 3: auth mode without groups shows it to every signed-in reader', () => {
  const s = resolvePageSettings(site('auth', { auth: true }));
  assert.equal(playgroundFor(s, member), 'interactive');
  assert.equal(playgroundFor(s, outsider), 'interactive');
  assert.equal(playgroundFor(s, { groups: [] }), 'interactive');
});

test('4.3 rule 4: a page playground value overrides the global display', () => {
  for (const [global, page] of [
    ['interactive', 'none'],
    ['none', 'interactive'],
    ['simple', 'auth'],
    ['auth', 'simple'],
  ] as const) {
    const s = resolvePageSettings(site(global, { auth: true }), { playground: page });
    assert.equal(s.display, page);
    assert.equal(s.displaySource, 'page');
  }
});

test('auth mode without site auth is a warning (Mintlify accepts it) and fails closed', () => {
  const s = resolvePageSettings(site('interactive'), { playground: 'auth' }, { file: 'p.mdx', pointer: '' });
  assert.equal(s.display, 'none');
  assert.equal(playgroundFor(s, member), 'none');
  const [d] = s.diagnostics;
  assert.equal(d?.severity, 'warning');
  assert.equal(d?.code, 'config/auth-required');
  assert.equal(d?.pointer, '/playground');
  assert.equal(d?.file, 'p.mdx');
});

test('auth method: the page overrides the global one; none disables it', () => {
  assert.equal(resolvePageSettings(site('interactive', { method: 'bearer' })).authMethod, 'bearer');
  const page = resolvePageSettings(site('interactive', { method: 'bearer' }), { authMethod: 'basic' });
  assert.equal(page.authMethod, 'basic');
  assert.equal(page.authMethodSource, 'page');
  assert.equal(
    resolvePageSettings(site('interactive', { method: 'bearer' }), { authMethod: 'none' }).authMethod,
    'none',
  );
});

test('key auth takes its name from api.mdx.auth.name; without one it is an error', () => {
  const ok = resolvePageSettings(site('interactive', { method: 'key', name: 'x-api-key' }));
  assert.equal(ok.authName, 'x-api-key');
  assert.deepEqual(ok.diagnostics, []);
  const bad = resolvePageSettings(
    site('interactive', { method: 'bearer' }),
    { authMethod: 'key' },
    { pointer: '/paths/~1a/get/x-docs/metadata' },
  );
  assert.equal(bad.diagnostics[0]?.severity, 'error');
  assert.equal(bad.diagnostics[0]?.pointer, '/paths/~1a/get/x-docs/metadata/authMethod');
});

test('without site auth every page is visible and groups/public are reported as having no effect', () => {
  const s = resolvePageSettings(site('interactive'), { groups: ['admin'], public: false });
  assert.equal(pageVisibleTo(s, anonymous), true);
  assert.equal(pageVisibleTo(s, outsider), true);
  assert.deepEqual(
    s.diagnostics.map((d) => [d.severity, d.pointer]),
    [
      ['warning', '/groups'],
      ['info', '/public'],
    ],
  );
});

// Visibility with site auth: every combination of public × groups × playground auth × reader.
const visibility: [PageMetadata, string, [boolean, boolean, boolean]][] = [
  // page settings, what it means, visible to [anonymous, member, outsider]
  [{}, 'plain page: signed-in readers', [false, true, true]],
  [{ public: true }, 'public: everyone', [true, true, true]],
  [{ groups: ['admin'] }, 'groups without auth playground: members only', [false, true, false]],
  [{ groups: ['admin'], public: true }, 'public wins over groups', [true, true, true]],
  [
    { groups: ['admin'], playground: 'auth' },
    'groups with auth playground: page for signed-in readers',
    [false, true, true],
  ],
  [{ groups: ['admin'], playground: 'auth', public: true }, 'public page, members-only playground', [true, true, true]],
  [{ playground: 'auth' }, 'auth playground, no groups: signed-in readers', [false, true, true]],
];
for (const [page, meaning, [anon, inGroup, notInGroup]] of visibility) {
  test(`site auth visibility: ${meaning}`, () => {
    const s = resolvePageSettings(site('interactive', { auth: true }), page);
    assert.deepEqual(
      [pageVisibleTo(s, anonymous), pageVisibleTo(s, member), pageVisibleTo(s, outsider)],
      [anon, inGroup, notInGroup],
    );
  });
}

test('public page with a members-only auth playground: anonymous readers see the page but no playground', () => {
  const s = resolvePageSettings(site('interactive', { auth: true }), {
    groups: ['admin'],
    playground: 'auth',
    public: true,
  });
  assert.deepEqual(
    [playgroundFor(s, anonymous), playgroundFor(s, outsider), playgroundFor(s, member)],
    ['none', 'none', 'interactive'],
  );
});
