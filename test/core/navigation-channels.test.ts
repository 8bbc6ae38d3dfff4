// AsyncAPI in the navigation: a group with `asyncapi` and no pages, channel entries, MDX `asyncapi:`
// frontmatter, and the diagnostics when something names no channel.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { parseAsyncApi } from '../../src/asyncapi/index.js';
import type { AsyncApiSpec } from '../../src/asyncapi/index.js';
import { parseDocsConfig } from '../../src/config/parse-docs-config.js';
import { parseFrontmatter } from '../../src/mdx/frontmatter.js';
import { buildNavigation, navigationSources, parsePageEntry, resolveChannelRef } from '../../src/navigation/index.js';
import type { NavGroup, NavItem, Navigation } from '../../src/navigation/index.js';
import { loadSpecs, mdxFiles, read, siteDir } from '../fixtures/site/load-site.js';

const EVENTS = 'specs/events-2.6.yaml';
let events: AsyncApiSpec;
let asyncapi: Map<string, AsyncApiSpec>;

before(async () => {
  events = await parseAsyncApi(read(EVENTS), { url: new URL(EVENTS, `file://${siteDir}`).href });
  asyncapi = new Map([[EVENTS, events]]);
});

async function build(navigation: unknown): Promise<Navigation> {
  const parsed = parseDocsConfig(JSON.stringify({ name: 'x', navigation }, null, 2));
  assert.deepEqual(parsed.diagnostics, []);
  const specs = await loadSpecs('specs/petstore.json');
  return buildNavigation(parsed.config, specs, mdxFiles(), { locate: parsed.locate, asyncapi });
}

function describe(items: readonly NavItem[]): unknown[] {
  return items.map((i) => (i.type === 'page' ? i.slug : { [i.title]: describe(i.items) }));
}

const only = (nav: Navigation): NavGroup => nav.tree.tabs[0]!.groups[0]!;

test('page entries: channel forms, and a two-word entry that is neither is invalid with a reason', () => {
  assert.deepEqual(parsePageEntry('channel chat'), { kind: 'channel', name: 'chat' });
  assert.deepEqual(parsePageEntry('events.yaml chat'), { kind: 'channel', spec: 'events.yaml', name: 'chat' });
  assert.deepEqual(parsePageEntry('specs/events channel user/signedup'), {
    kind: 'channel',
    spec: 'specs/events',
    name: 'user/signedup',
  });
  const typo = parsePageEntry('gte /pets');
  assert.equal(typo.kind, 'invalid');
  assert.match(typo.kind === 'invalid' ? typo.reason : '', /"gte" is not an HTTP method/);
  assert.equal(parsePageEntry('channel').kind, 'invalid');
});

test('navigationSources loads AsyncAPI files named by channel entries', () => {
  const sources = navigationSources({
    navigation: {
      divisions: [],
      items: [{ group: 'G', pages: ['a.yaml chat', 'b.json channel x', 'channel y'] }],
      global: { divisions: [] },
    },
  });
  assert.deepEqual(sources.asyncapi, ['a.yaml', 'b.json']);
});

test('a group with asyncapi and no pages gets one page per channel: tagged ones in tag groups, the rest after, in document order', async () => {
  const nav = await build({ groups: [{ group: 'Events', asyncapi: EVENTS }] });
  assert.deepEqual(nav.diagnostics, []);
  assert.deepEqual(describe(only(nav).items), [
    { Users: ['api-reference/channels/user-signedup', 'api-reference/channels/user-deleted'] },
    'api-reference/channels/chat',
    'api-reference/channels/system-status',
  ]);
  const page = nav.pages.get('api-reference/channels/user-signedup');
  assert.equal(page?.kind, 'asyncapi');
  assert.deepEqual(page?.kind === 'asyncapi' && [page.spec, page.channel, page.address, page.title], [
    EVENTS,
    'user/signedup',
    'user/signedup',
    'user/signedup',
  ]);
  assert.deepEqual(page?.breadcrumbs, ['Events', 'Users']);
  assert.deepEqual(nav.order, [...nav.pages.keys()]);
});

test('a group with both openapi and asyncapi and no pages lists the operations, then the channels', async () => {
  const nav = await build({ groups: [{ group: 'All', openapi: 'specs/petstore.json', asyncapi: EVENTS }] });
  const items = only(nav).items;
  assert.equal(items[0]?.type, 'group', 'tag groups of the operations first');
  assert.ok(nav.order.indexOf('api-reference/channels/chat') > nav.order.indexOf('api-reference/pets/list-pets'));
});

test('pages entries select channels by id or address, with the group spec, a tab spec or a spec prefix', async () => {
  const nav = await build({
    groups: [
      { group: 'Listed', asyncapi: EVENTS, pages: ['channel chat', 'quickstart', 'channel /user/deleted/'] },
      { group: 'Prefixed', pages: [`${EVENTS} system/status`, `./${EVENTS} channel user/signedup`] },
    ],
    tabs: [{ tab: 'T', asyncapi: EVENTS, groups: [{ group: 'From the tab', pages: ['channel chat'] }] }],
  });
  assert.deepEqual(nav.diagnostics, []);
  const [listed, prefixed] = nav.tree.tabs[0]!.groups;
  assert.deepEqual(describe(listed!.items), [
    'api-reference/channels/chat',
    'quickstart',
    'api-reference/channels/user-deleted',
  ]);
  assert.deepEqual(describe(prefixed!.items), [
    'api-reference/channels/system-status',
    'api-reference/channels/user-signedup',
  ]);
  assert.deepEqual(
    describe(nav.tree.tabs[1]!.groups[0]!.items),
    ['api-reference/channels/chat'],
    'listed twice, built once',
  );
  assert.equal([...nav.pages.keys()].filter((s) => s.startsWith('api-reference/channels/chat')).length, 1);
});

test('an entry that matches no channel is an error naming the group, the place and the nearest channels', async () => {
  const nav = await build({
    groups: [{ group: 'Events', asyncapi: EVENTS, pages: ['channel chta', 'channel user/signedpu'] }],
  });
  assert.deepEqual(
    nav.diagnostics.map((d) => [d.code, d.pointer, d.line]),
    [
      ['navigation/unknown-channel', '/navigation/groups/0/pages/0', 9],
      ['navigation/unknown-channel', '/navigation/groups/0/pages/1', 10],
    ],
  );
  assert.match(
    nav.diagnostics[0]!.message,
    /Group "Events" .*"chta" matches no channel in specs\/events-2\.6\.yaml\. Did you mean "chat"\?/,
  );
  assert.match(nav.diagnostics[1]!.message, /Did you mean "user\/signedup"/);
  assert.equal(nav.pages.size, 0, 'never a page for an unknown channel');
});

test('a channel entry without an asyncapi in scope, or naming an unloaded file, is an error', async () => {
  const nav = await build({ groups: [{ group: 'G', pages: ['channel chat', 'specs/event-2.6.yaml chat'] }] });
  assert.deepEqual(
    nav.diagnostics.map((d) => d.code),
    ['navigation/no-asyncapi', 'navigation/unknown-spec'],
  );
  assert.match(nav.diagnostics[0]!.message, /no enclosing group or tab sets `asyncapi`/);
  assert.match(
    nav.diagnostics[1]!.message,
    /AsyncAPI file "specs\/event-2\.6\.yaml" is not loaded.*Did you mean "specs\/events-2\.6\.yaml"/,
  );
});

test('a bare name that is a channel, not a page, says how to list the channel', async () => {
  const nav = await build({ groups: [{ group: 'G', asyncapi: EVENTS, pages: ['chat'] }] });
  assert.equal(nav.diagnostics[0]?.code, 'navigation/unknown-page');
  assert.match(nav.diagnostics[0]!.message, /has a channel "chat": write "channel chat" to list it/);
});

test('MDX asyncapi frontmatter: forms, the enclosing spec, the only spec, and did-you-mean', () => {
  assert.deepEqual(
    parseFrontmatter('asyncapi: "x y z w"').diagnostics.map((d) => [d.code, d.line]),
    [['frontmatter/asyncapi', 1]],
  );
  assert.equal(parseFrontmatter('asyncapi: chat').frontmatter.asyncapi, 'chat');
  const ok = resolveChannelRef(`./${EVENTS} chat`, asyncapi);
  assert.deepEqual(ok.ok && [ok.spec, ok.channel.id], [EVENTS, 'chat']);
  const enclosing = resolveChannelRef('channel user/deleted', new Map([...asyncapi, ['other.yaml', events]]), EVENTS);
  assert.deepEqual(enclosing.ok && enclosing.channel.id, 'user/deleted');
  const ambiguous = resolveChannelRef('chat', new Map([...asyncapi, ['other.yaml', events]]));
  assert.deepEqual(!ambiguous.ok && ambiguous.code, 'mdx/asyncapi-spec');
  const unknown = resolveChannelRef('chta', asyncapi);
  assert.deepEqual(!unknown.ok && [unknown.code, unknown.message], [
    'navigation/unknown-channel',
    '`asyncapi: chta`: specs/events-2.6.yaml has no channel "chta". Did you mean "chat"?',
  ]);
  const missing = resolveChannelRef('nope.yaml chat', asyncapi);
  assert.match(!missing.ok ? missing.message : '', /nope\.yaml, which is not a loaded AsyncAPI file/);
});
