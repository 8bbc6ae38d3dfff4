// The one HTML escape: text and attribute values cannot open a tag, an entity or leave their quotes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { marked } from 'marked';
import { escapeHtml, escapeText } from '../../src/escape-html.js';

const hostile = `"><img src=x onerror='alert(1)'>&amp;`;

test('escapeHtml writes the five characters as entities, as marked writes them in a paragraph', () => {
  assert.equal(escapeHtml(hostile), '&quot;&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt;&amp;amp;');
  assert.equal(marked.parseInline('a "b" \'c\' & d'), escapeHtml('a "b" \'c\' & d'));
});

test('escapeText keeps quotes and escapes what opens a tag or an entity', () => {
  assert.equal(escapeText(hostile), "\"&gt;&lt;img src=x onerror='alert(1)'&gt;&amp;amp;");
});
