#!/usr/bin/env node
// `npm run docs:readme`: rewrites the element reference in README.md (between
// `<!-- elements:start -->` and `<!-- elements:end -->`) from custom-elements.json, so the README
// says what the code does. `--check` only compares and exits 1 when the README is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const START = '<!-- elements:start -->';
export const END = '<!-- elements:end -->';

/** Text safe inside one Markdown table cell. */
function cell(text) {
  if (text === undefined || text === null || text === '') return '';
  return String(text)
    .replace(/\r?\n+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

const code = (text) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '');

function table(headers, rows) {
  if (rows.length === 0) return [];
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

function elementSection(el) {
  const publicFields = (el.members ?? []).filter(
    (m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('#'),
  );
  const lines = [`### \`<${el.tagName}>\``, ''];
  if (el.summary || el.description) lines.push(cell(el.summary ?? el.description), '');
  const sections = [
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
  for (const [title, headers, rows] of sections) {
    lines.push(`**${title}**`, '');
    if (rows.length === 0) lines.push('None.', '');
    else lines.push(...table(headers, rows));
  }
  return lines.join('\n');
}

/** The Markdown that goes between the markers (markers excluded). */
export function renderElementTables(manifest) {
  const elements = elementsOf(manifest);
  const body =
    elements.length === 0
      ? 'No elements are declared in custom-elements.json yet.\n'
      : elements.map(elementSection).join('\n');
  return `\n<!-- Generated from custom-elements.json by \`npm run docs:readme\`; do not edit by hand. -->\n\n${body.trimEnd()}\n\n`;
}

/** README text with the section replaced, or undefined when it has no markers. */
export function replaceSection(readme, tables) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1 || end < start) return undefined;
  return `${readme.slice(0, start + START.length)}${tables}${readme.slice(end)}`;
}

/**
 * The README as it should be: the section regenerated, then the whole file formatted with the
 * project's prettier settings (prettier aligns tables, so `npm run format` keeps it unchanged).
 * Undefined when the README has no markers.
 */
export async function regenerateReadme(readme, manifest, path = 'README.md') {
  const replaced = replaceSection(readme, renderElementTables(manifest));
  if (replaced === undefined) return undefined;
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(replaced, { ...options, filepath: path });
}

async function main() {
  const check = process.argv.includes('--check');
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const readme = readFileSync('README.md', 'utf8');
  const next = await regenerateReadme(readme, manifest);
  if (next === undefined) {
    console.error(`README.md has no ${START} … ${END} section; add the two markers where the tables belong.`);
    process.exit(1);
  }
  if (check) {
    if (next !== readme) {
      console.error('README.md element tables are out of date: run `npm run docs:readme`.');
      process.exit(1);
    }
    console.log('README.md element tables are up to date.');
    return;
  }
  if (next !== readme) writeFileSync('README.md', next);
  console.log(`README.md: ${elementsOf(manifest).length} element(s) documented.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
