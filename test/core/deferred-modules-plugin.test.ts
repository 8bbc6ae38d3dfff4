// The script-tag bundle evaluates marked and DOMPurify on first use (scripts/lib/deferred-modules-plugin.mjs):
// a transformed module must not run its body when imported, and must then behave as the original does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { JSDOM } from 'jsdom';
import { deferModule } from '../../scripts/lib/deferred-modules-plugin.mjs';

const importCode = (code: string): Promise<Record<string, unknown>> =>
  import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`) as Promise<Record<string, unknown>>;
const packageFile = (specifier: string): string => createRequire(import.meta.url).resolve(specifier);

const counter = globalThis as unknown as { evaluations: number };

test('importing a deferred module runs nothing; the first use runs its body once', async () => {
  counter.evaluations = 0;
  const module = await importCode(
    deferModule(
      'globalThis.evaluations++;var n=class{constructor(o){this.options=o}parse(s){return "<p>"+s+"</p>"}},' +
        'm=Object.assign(s=>"<p>"+s+"</p>",{lexer:s=>[s]});export{n as Marked,m as marked,m as default};\n' +
        '//# sourceMappingURL=x.map\n',
      { name: 'fake', uses: 'Marked' },
    ),
  );
  assert.equal(counter.evaluations, 0, 'the body ran on import');
  const Marked = module.Marked as new (options: unknown) => { options: unknown; parse(s: string): string };
  const first = new Marked({ gfm: true });
  assert.deepEqual(first.options, { gfm: true });
  assert.equal(first.parse('x'), '<p>x</p>');
  const marked = module.marked as ((s: string) => string) & { lexer(s: string): string[] };
  assert.deepEqual(marked.lexer('y'), ['y']);
  assert.equal(marked('z'), '<p>z</p>');
  assert.equal((module.default as (s: string) => string)('w'), '<p>w</p>');
  assert.equal(counter.evaluations, 1, 'the body ran more than once');
});

test("marked's own build, deferred, renders GitHub-flavoured Markdown as marked does", async () => {
  const original = await import('marked');
  const file = packageFile('marked').replace(/marked\.(umd|cjs)\.js$/, 'marked.esm.js');
  const deferred = await importCode(deferModule(readFileSync(file, 'utf8'), { name: 'marked', uses: 'Marked' }));
  const text =
    '# Title\n\nSome **bold**, `code` and a [link](https://example.com).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done';
  const Marked = deferred.Marked as typeof original.Marked;
  assert.equal(new Marked({ gfm: true }).parse(text), new original.Marked({ gfm: true }).parse(text));
  const lexer = (deferred.marked as typeof original.marked).lexer;
  assert.deepEqual(lexer('# Title'), original.marked.lexer('# Title'));
});

test("DOMPurify's own build, deferred, makes an instance for a window that sanitises as DOMPurify does", async () => {
  const file = packageFile('dompurify').replace(/purify\.cjs\.js$/, 'purify.es.mjs');
  const deferred = await importCode(deferModule(readFileSync(file, 'utf8'), { name: 'dompurify', uses: 'default' }));
  const createDOMPurify = deferred.default as (window: unknown) => { sanitize(html: string): string };
  const { window } = new JSDOM('');
  assert.equal(
    createDOMPurify(window).sanitize('<p onclick="x()">Hi <img src=x onerror=alert(1)><script>y()</script></p>'),
    '<p>Hi <img src="x"></p>',
  );
});

test('a dependency of another shape fails the build instead of being evaluated up front', () => {
  const marked = { name: 'marked', uses: 'Marked' };
  assert.throws(() => deferModule('import x from "y";var n=1;export{n as Marked};', marked), /expected shape/);
  assert.throws(() => deferModule('var n=1;export default n;', marked), /expected shape/);
  assert.throws(() => deferModule('var n=1;export{n as marked};', marked), /does not export Marked/);
});
