#!/usr/bin/env node
// `npm run docs:elements` (and `npm run analyze`, after the manifest is written): writes one page per
// element, docs/elements/<tag>.mdx, from custom-elements.json, so the element reference of the
// documentation says what the code does. `--check` writes nothing and exits 1 when a committed page
// differs from what it would write (scripts/check-manifest.mjs runs it as part of 'manifest-fresh').
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const OUT_DIR = join('docs', 'elements');
const HEADER = '{/* Generated from custom-elements.json by `npm run docs:elements`; do not edit by hand. */}';

/**
 * Where each element can be seen working on this site. The pages are hand-written (an MDX page with
 * `openapi` or `asyncapi` frontmatter renders the real element); the fields are live in their own page.
 */
const LIVE_EXAMPLES = {
  'api-channel': 'See it live: [an echo channel](/elements/examples/channel), rendered by `<api-channel>`.',
  'api-channel-playground':
    'See it live: the "Try it" section of [an echo channel](/elements/examples/channel) is an `<api-channel-playground>`.',
  'api-docs':
    'See it live: this site is one `<api-docs>`, built from `docs/docs.json` by `docs build` (see [Architecture](/architecture)).',
  'api-endpoint':
    'See it live: [an endpoint from an OpenAPI file](/elements/examples/endpoint) and [an endpoint written in MDX](/elements/examples/mdx-endpoint).',
  'api-playground':
    'See it live: the playground beside [an endpoint from an OpenAPI file](/elements/examples/endpoint); press Send to see `<api-response>` too.',
  'api-response':
    'See it live: send a request from the playground of [an endpoint from an OpenAPI file](/elements/examples/endpoint); the body below the status is an `<api-response>`.',
  'api-snippets':
    'See it live: the snippets beside [an endpoint from an OpenAPI file](/elements/examples/endpoint) follow what you type into the playground.',
  'docs-config':
    'See it live: every endpoint of this site reads its `api` settings from `docs/docs.json` the way `<docs-config>` passes them to loose elements: the snippet languages and the prefilled examples of [an endpoint](/elements/examples/endpoint).',
};

/** Live fields, written with the MDX components that render these elements. */
const LIVE_FIELDS = {
  'param-field': [
    '## Live example',
    '',
    '<ParamField query="limit" type="integer" default="20">',
    '  How many pets to return. Hover the name for its anchor link.',
    '</ParamField>',
    '<ParamField body="owner" type="object" required>',
    '  Who the pet lives with.',
    '  <ParamField body="name" type="string" required>',
    "    The owner's name.",
    '  </ParamField>',
    '</ParamField>',
  ],
  'response-field': [
    '## Live example',
    '',
    '<ResponseField name="id" type="string" required>',
    "  The pet's id.",
    '</ResponseField>',
    '<ResponseField name="tags" type="string[]" default="[]">',
    '  Words the pet is found by.',
    '</ResponseField>',
  ],
};

/**
 * Text safe in MDX: outside code spans, `{`, `}`, `<` and `>` would start an expression or a tag,
 * so they are escaped; code spans stay as they are.
 */
export function mdxText(text) {
  return String(text ?? '')
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}<>]/g, (c) => `\\${c}`)))
    .join('');
}

/** Text safe inside one table cell of an MDX page. */
function cell(text) {
  if (text === undefined || text === null || text === '') return '';
  return mdxText(
    String(text)
      .replace(/\r?\n+/g, ' ')
      .trim(),
  ).replace(/\|/g, '\\|');
}

const code = (text) =>
  text
    ? `\`${String(text)
        .replace(/\r?\n+/g, ' ')
        .replace(/`/g, "'")
        .replace(/\|/g, '\\|')}\``
    : '';

function table(headers, rows) {
  return [
    `| ${headers.join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
  ];
}

/** Every custom element declared in the manifest, sorted by tag. */
export function elementsOf(manifest) {
  const out = [];
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (decl.customElement && decl.tagName) out.push(decl);
    }
  }
  return out.sort((a, b) => a.tagName.localeCompare(b.tagName));
}

/** The reference sections of one element: each a title and its table, or "None.". */
function referenceSections(el) {
  const publicFields = (el.members ?? []).filter(
    (m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#'),
  );
  return [
    [
      'Attributes',
      ['Attribute', 'Type', 'Default', 'Description'],
      (el.attributes ?? []).map((a) => [code(a.name), code(a.type?.text), code(a.default), cell(a.description)]),
    ],
    [
      'Properties',
      ['Property', 'Attribute', 'Type', 'Default', 'Description'],
      publicFields.map((m) => [
        code(m.name),
        code(m.attribute),
        code(m.type?.text),
        code(m.default),
        cell(m.readonly ? `Read-only. ${m.description ?? ''}` : m.description),
      ]),
    ],
    [
      'Events',
      ['Event', 'Type', 'Description'],
      (el.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)]),
    ],
    [
      'Slots',
      ['Slot', 'Description'],
      (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)]),
    ],
    ['CSS parts', ['Part', 'Description'], (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)])],
    [
      'CSS custom properties',
      ['Property', 'Default', 'Description'],
      (el.cssProperties ?? []).map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ],
  ];
}

/** The Markdown of the reference (description and tables), before formatting. */
export function renderElementReference(el) {
  const lines = [];
  const about = el.description ?? el.summary;
  if (about) lines.push(mdxText(about.replace(/\r?\n(?!\r?\n)/g, ' ').trim()), '');
  if (LIVE_EXAMPLES[el.tagName]) lines.push(LIVE_EXAMPLES[el.tagName], '');
  for (const [title, headers, rows] of referenceSections(el)) {
    lines.push(`## ${title}`, '');
    if (rows.length === 0) lines.push('None.', '');
    else lines.push(...table(headers, rows));
  }
  return lines.join('\n');
}

/** One element's page: frontmatter, the generated-file note, the reference, and live fields where MDX has them. */
export async function renderElementPage(el) {
  const reference = await prettier.format(renderElementReference(el), {
    ...((await prettier.resolveConfig('README.md')) ?? {}),
    parser: 'markdown',
  });
  const summary = (el.summary ?? '').replace(/\s+/g, ' ').trim();
  const frontmatter = [
    '---',
    `title: ${JSON.stringify(`<${el.tagName}>`)}`,
    `sidebarTitle: ${el.tagName}`,
    ...(summary ? [`description: ${JSON.stringify(summary)}`] : []),
    '---',
  ];
  const live = LIVE_FIELDS[el.tagName];
  return [...frontmatter, '', HEADER, '', reference.trimEnd(), ...(live ? ['', ...live] : []), ''].join('\n');
}

/** Every page this script writes: path → text. */
export async function generate(manifest) {
  const out = {};
  for (const el of elementsOf(manifest)) out[join(OUT_DIR, `${el.tagName}.mdx`)] = await renderElementPage(el);
  return out;
}

/** Generated pages that differ from what the manifest makes, or that no element makes any more. */
export async function stalePages(root = process.cwd()) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const pages = await generate(manifest);
  const stale = [];
  for (const [path, text] of Object.entries(pages)) {
    const file = join(root, path);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(path);
  }
  const dir = join(root, OUT_DIR);
  for (const name of existsSync(dir) ? readdirSync(dir) : []) {
    const path = join(OUT_DIR, name);
    if (name.endsWith('.mdx') && !(path in pages) && readFileSync(join(root, path), 'utf8').includes(HEADER))
      stale.push(path);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await stalePages();
    if (stale.length > 0) {
      console.error(`Stale element pages (${stale.join(', ')}): run \`npm run docs:elements\` and commit the result.`);
      process.exit(1);
    }
    console.log('docs/elements/ is fresh.');
  } else {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    mkdirSync(OUT_DIR, { recursive: true });
    const pages = await generate(manifest);
    for (const [path, text] of Object.entries(pages)) writeFileSync(path, text);
    console.log(`${OUT_DIR}: ${Object.keys(pages).length} element page(s) written.`);
  }
}
