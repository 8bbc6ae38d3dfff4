// Frontmatter a strict YAML parser refuses but Mintlify renders: the page still renders with the fields that can be
// read, and a warning names the file and line. Nothing about one page's frontmatter is an error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseMdxPage } from '../../src/mdx/index.js';
import { splitFields } from '../../src/mdx/frontmatter-recovery.js';

const page = (yaml: string) => parseMdxPage(`---\n${yaml}\n---\n\n# Heading\n\nBody.\n`, 'guides/p.mdx');

test('a quoted description that goes on on an unindented line is read, as Mintlify reads it', () => {
  const p = page(
    'title: "Rate limits"\ndescription: "How many requests\nyou may send: per minute and per day"\nicon: gauge',
  );
  assert.deepEqual(p.frontmatter, {
    title: 'Rate limits',
    description: 'How many requests you may send: per minute and per day',
    icon: 'gauge',
  });
  assert.deepEqual(p.frontmatterLines, { title: 2, description: 3, icon: 5 });
  const lenient = p.diagnostics.find((d) => d.code === 'frontmatter/lenient');
  assert.deepEqual([lenient?.file, lenient?.line, lenient?.severity], ['guides/p.mdx', 2, 'warning']);
  assert.match(lenient!.message, /shown with the fields that could be read \(title, description, icon\)/);
  assert.ok(p.diagnostics.every((d) => d.severity !== 'error'));
  assert.match(p.html, /<h1 id="heading">Heading<\/h1><p>Body\.<\/p>/);
});

test('a field that cannot be read is left out and named; the others are kept and checked as usual', () => {
  const p = page("title: 'It''s here'\nsidebarTitle: [broken\nmode: wide\nplayground: sometimes");
  assert.deepEqual(p.frontmatter, { title: "It's here", mode: 'wide' });
  const codes = p.diagnostics.map((d) => `${d.code}@${d.line}`);
  assert.ok(codes.includes('frontmatter/lenient@2'), codes.join());
  assert.ok(codes.includes('config/enum@5'), codes.join()); // `playground` is read, and its bad value reported
  assert.match(p.diagnostics.find((d) => d.code === 'frontmatter/lenient')!.message, /left out: sidebarTitle/);
});

test('nested fields survive next to a broken one; a `__proto__` key stays a plain field', () => {
  const p = page('title: A\nsidebarTitle: {broken\nseo:\n  noindex: true\n__proto__:\n  polluted: true\ntag: "NEW');
  assert.equal(p.frontmatter.title, 'A');
  assert.equal(p.frontmatterLines['title'], 2);
  assert.equal(p.frontmatter.tag, undefined); // its quote never closes
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
  assert.ok(p.diagnostics.some((d) => d.code === 'frontmatter/lenient'));
});

test('frontmatter with no readable field: the page renders without it, with a warning at its first line', () => {
  const p = page('title: Bad\n  icon: rocket\n: broken');
  assert.deepEqual(p.frontmatter, {});
  const lenient = p.diagnostics.find((d) => d.code === 'frontmatter/lenient');
  assert.equal(lenient?.line, 2);
  assert.match(lenient!.message, /no field could be read/);
  assert.match(p.html, /<p>Body\.<\/p>/);
});

test('valid YAML is read by the strict parser alone: no lenient warning', () => {
  const p = page('title: Fine\ndescription: >\n  Folded\n  text');
  assert.deepEqual(p.frontmatter, { title: 'Fine', description: 'Folded text' });
  assert.deepEqual(p.diagnostics, []);
});

test('splitFields: a quote that is still open carries the next lines, a comment or plain value does not', () => {
  assert.deepEqual(splitFields("a: \"one\ntwo: three\"\nb: plain # \"not a quote\nc: 'x''\ny: z'\n- stray"), [
    { key: 'a', text: 'a: "one\n  two: three"', line: 0 },
    { key: 'b', text: 'b: plain # "not a quote', line: 2 },
    { key: 'c', text: "c: 'x''\n  y: z'\n  - stray", line: 3 },
  ]);
});
