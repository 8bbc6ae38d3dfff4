// The built-in JSON and shell tokenizers: the same frame and colours as shiki's CSS-variables theme,
// every character of the input kept (escaped), one line span per line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { highlight, loadedHighlightGrammars } from '../../src/highlight/index.js';
import { lightHighlight } from '../../src/highlight/light.js';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const text = (markup: string): string =>
  markup.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

const coloured = (markup: string, token: string): string[] =>
  [...markup.matchAll(new RegExp(`<span style="color:var\\(--api-code-${token}[^"]*">([^<]*)</span>`, 'g'))].map((m) =>
    text(m[1]!),
  );

describe('built-in highlighting (JSON, shell)', () => {
  it('JSON: keys, strings, numbers and literals each get their token colour; the text is unchanged', () => {
    const code = JSON.stringify({ id: 'u_1', total: -450, ok: true, none: null, list: [1, 'x'] }, null, 2);
    const markup = lightHighlight(code, 'json')!;
    assert.equal(text(markup), code);
    assert.deepEqual(coloured(markup, 'token-keyword'), ['"id"', '"total"', '"ok"', '"none"', '"list"']);
    assert.deepEqual(coloured(markup, 'token-string-expression'), ['"u_1"', '"x"']);
    assert.deepEqual(coloured(markup, 'token-constant'), ['-450', 'true', 'null', '1']);
    assert.equal((markup.match(/<span class="line">/g) ?? []).length, code.split('\n').length);
  });

  it('shell: the command, flags, strings (across lines) and comments', () => {
    const code = 'curl \\\n  --request POST \\\n  --data-raw \'{\n  "a": 1\n}\' # send it\necho done | cat';
    const markup = lightHighlight(code, 'shellscript')!;
    assert.equal(text(markup), code);
    assert.deepEqual(coloured(markup, 'token-function'), ['curl', 'echo', 'cat']);
    assert.deepEqual(coloured(markup, 'token-parameter'), ['--request', '--data-raw']);
    assert.deepEqual(coloured(markup, 'token-comment'), ['# send it']);
    assert.deepEqual(coloured(markup, 'token-string-expression'), ["'{", '  "a": 1', "}'"]);
  });

  it('markup in the code stays text', () => {
    const markup = lightHighlight('{"x": "<img src=x onerror=alert(1)>"}', 'json')!;
    assert.ok(!markup.includes('<img'));
    assert.equal(text(markup), '{"x": "<img src=x onerror=alert(1)>"}');
  });

  it('highlight() uses them without loading shiki, and records the grammar as loaded', async () => {
    const markup = await highlight('{"a": 1}', 'json');
    assert.match(markup, /^<pre class="shiki api-code"/);
    assert.ok(loadedHighlightGrammars().includes('json'));
  });
});
