import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { changelogFeed, changelogMarkdown, changelogPageSource } from '../../src/changelog/index.js';
import type { Changelog } from '../../src/changelog/index.js';
import { code } from '../../src/changelog/code-span.js';
import { escapeMarkdown } from '../../src/changelog/page.js';
import { parseMdxPage } from '../../src/mdx/index.js';

const hostile = '<img src=x onerror=alert(1)>{globalThis.x}';
const log: Changelog = {
  slug: 'changelog/pets',
  title: `Pets ${hostile}`,
  spec: 'openapi.yaml',
  entries: [
    {
      version: `v2 ${hostile}`,
      previous: 'v1',
      date: '2026-03-04T05:06:07Z',
      changes: [
        {
          rule: 'request-parameter-removed',
          breaking: true,
          operation: `GET /pets/{id}`,
          message: `Query parameter ${code(`a\`b${hostile}`)} was removed.`,
        },
        { rule: 'endpoint-added', breaking: false, operation: 'POST /pets', message: 'The operation was added.' },
      ],
    },
  ],
};

describe('changelog page, twin and feed', () => {
  test('names from a spec stay text in the page: no element, no expression, no finding', () => {
    const page = parseMdxPage(changelogPageSource(log, '/changelog/pets.xml'), 'changelog/pets.mdx');
    assert.deepEqual(page.diagnostics, []);
    assert.equal(page.frontmatter.title, `Changelog: Pets ${hostile}`);
    assert.doesNotMatch(page.html, /<img/);
    assert.match(page.html, /&lt;img src=x onerror=alert\(1\)&gt;\{globalThis\.x\}/);
    assert.match(page.html, /<strong>Breaking:<\/strong>/);
    // A heading per version, one per operation under it: the anchors "Changed in" links point at.
    assert.deepEqual(
      page.headings.map((h) => h.depth),
      [2, 3, 3],
    );
  });

  test('code spans and escapes read back as the text they hold', () => {
    assert.equal(code('a`b'), '``a`b``');
    assert.equal(code('`x'), '`` `x ``');
    assert.equal(escapeMarkdown('*a* [b](c) <x>'), '\\*a\\* \\[b\\](c) \\<x\\>');
  });

  test('the twin is the same Markdown under a title', () => {
    const md = changelogMarkdown(log);
    assert.match(md, /^# Changelog: Pets \\<img/);
    assert.match(md, /^### `GET \/pets\/\{id\}`$/m);
    assert.match(md, /^- \*\*Breaking:\*\* Query parameter/m);
  });

  test('the Atom feed is well-formed XML with an entry per version', () => {
    const xml = changelogFeed(log, {
      pageUrl: 'https://docs.example.test/changelog/pets',
      feedUrl: 'https://docs.example.test/changelog/pets.xml',
      anchors: ['v2'],
      updated: '2026-01-01T00:00:00Z',
    });
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    assert.equal(doc.documentElement.namespaceURI, 'http://www.w3.org/2005/Atom');
    const entries = doc.getElementsByTagName('entry');
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.getElementsByTagName('id')[0]!.textContent, 'https://docs.example.test/changelog/pets#v2');
    assert.equal(entries[0]!.getElementsByTagName('updated')[0]!.textContent, '2026-03-04T05:06:07.000Z');
    assert.match(entries[0]!.getElementsByTagName('content')[0]!.textContent!, /^BREAKING GET \/pets\/\{id\}: Query/);
    assert.match(entries[0]!.getElementsByTagName('title')[0]!.textContent!, /<img src=x/);
  });

  test('without the site origin, ids are URNs (an Atom id is an absolute IRI)', () => {
    const xml = changelogFeed(log, {
      pageUrl: '/changelog/pets',
      feedUrl: '/changelog/pets.xml',
      updated: '2026-01-01T00:00:00Z',
    });
    assert.match(xml, /<id>urn:docs-changelog:changelog%2Fpets<\/id>/);
  });
});
