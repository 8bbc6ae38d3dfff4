/**
 * schemas/docs.schema.json and the site-field readers (issue 16) agree: each object lists the same
 * fields as SITE_FIELDS, a docs.json using every site field passes both, and a bad value fails both.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { parseDocsConfig } from '../../src/config/index.js';
import { SITE_FIELDS } from '../../src/config/mintlify-fields.js';

const require = createRequire(import.meta.url);
const Ajv = require('ajv') as new (options: object) => {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
};
type Node = {
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  anyOf?: Node[];
  allOf?: Node[];
  $ref?: string;
};
const schema = JSON.parse(readFileSync(new URL('../../schemas/docs.schema.json', import.meta.url), 'utf8')) as Node & {
  definitions: Record<string, Node>;
};
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const deref = (n: Node): Node => (n.$ref ? schema.definitions[n.$ref.replace('#/definitions/', '')]! : n);
const keys = (n: Node | undefined): string[] => Object.keys(deref(n!).properties ?? {}).sort();
const p = schema.properties!;

const full = {
  name: 'Full',
  theme: 'palm',
  favicon: { light: '/f.png', dark: '/f-dark.png' },
  fonts: { family: 'Inter', weight: 500, heading: { family: 'Space Grotesk' } },
  appearance: { default: 'dark', strict: false },
  background: {
    image: { light: '/bg.png', dark: '/bg-dark.png' },
    decoration: 'gradient',
    color: { light: '#ffffff' },
  },
  styling: { eyebrows: 'breadcrumbs', codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
  icons: { library: 'tabler' },
  navbar: {
    links: [
      { label: 'Mail', href: 'mailto:a@b.test' },
      { type: 'github', href: 'https://github.com/a' },
    ],
    primary: { type: 'button', label: 'Go', href: 'https://app.test' },
  },
  footer: { socials: { x: 'https://x.com/a' }, links: [{ header: 'H', items: [{ label: 'L', href: '/l' }] }] },
  banner: { content: 'Hi **there**', dismissible: true, type: 'warning', color: '#112233' },
  contextual: { options: ['copy', 'view'], display: 'toc' },
  redirects: [{ source: '/a/:slug*', destination: '/b/:slug*', permanent: false }],
  seo: { metatags: { 'og:image': '/og.png' }, indexing: 'all' },
  search: { prompt: 'Search…' },
  errors: { '404': { redirect: false, title: 'Gone', description: 'Nothing here.' } },
  api: {
    openapi: ['/a.yaml', { source: 'b.yaml', directory: 'b' }],
    params: { expanded: 'all' },
    url: 'full',
    playground: { credentials: true },
    examples: { autogenerate: false },
  },
  navigation: { groups: [{ group: 'G', pages: ['index'] }] },
};

test('each site object of the schema lists the fields its reader honours', () => {
  const pairs: [readonly string[], string[]][] = [
    [
      SITE_FIELDS.fonts,
      keys({ properties: { ...deref(p['fonts']!.allOf![0]!).properties, ...p['fonts']!.properties } }),
    ],
    [SITE_FIELDS.appearance, keys(p['appearance'])],
    [SITE_FIELDS.background, keys(p['background'])],
    [SITE_FIELDS.styling, keys(p['styling'])],
    [SITE_FIELDS.icons, keys(p['icons'])],
    [SITE_FIELDS.navbar, keys(p['navbar'])],
    [SITE_FIELDS.navbarLink, keys(p['navbar']!.properties!['links']!.items)],
    [SITE_FIELDS.navbarPrimary, keys(p['navbar']!.properties!['primary'])],
    [SITE_FIELDS.footer, keys(p['footer'])],
    [SITE_FIELDS.banner, keys(p['banner'])],
    [SITE_FIELDS.contextual, keys(p['contextual'])],
    [SITE_FIELDS.redirect, keys(p['redirects']!.items)],
    [SITE_FIELDS.seo, keys(p['seo'])],
    [SITE_FIELDS.search, keys(p['search'])],
    [SITE_FIELDS.errors, keys(p['errors'])],
    [SITE_FIELDS.notFound, keys(p['errors']!.properties!['404'])],
  ];
  for (const [reader, fromSchema] of pairs) assert.deepEqual([...reader].sort(), fromSchema);
});

test('a docs.json using every site field passes the schema and reads without findings', () => {
  assert.equal(validate(full), true, JSON.stringify(validate.errors));
  assert.deepEqual(parseDocsConfig(JSON.stringify(full)).diagnostics, []);
});

test('bad site values fail the schema and are errors for the reader', () => {
  const bad: object[] = [
    { ...full, theme: 'venus' },
    { ...full, appearance: { default: 'dim' } },
    { ...full, background: { color: { light: 'red;}' } } },
    { ...full, banner: { dismissible: true } },
  ];
  for (const config of bad) {
    assert.equal(validate(config), false, `schema accepts ${JSON.stringify(config).slice(-120)}`);
    const errors = parseDocsConfig(JSON.stringify(config)).diagnostics.filter((d) => d.severity === 'error');
    assert.ok(errors.length > 0, `reader accepts ${JSON.stringify(config).slice(-120)}`);
  }
});
