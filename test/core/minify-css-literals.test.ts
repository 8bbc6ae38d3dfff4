// The build minifies the elements' css`…` literals (scripts/lib/minify-css-literals-plugin.mjs). Every literal in
// the source, minified, must give Chromium exactly the rules the written one gives.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { transformSync } from 'esbuild';
import puppeteer, { type Browser } from 'puppeteer-core';
import { parseAst } from 'rollup/parseAst';
import { cssLiterals, minifyCssText } from '../../scripts/lib/minify-css-literals-plugin.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.js';

let browser: Browser;
before(async () => {
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: chromiumArgs(), headless: true });
});
after(async () => {
  await browser?.close();
});

test('comments and spaces go; strings, escapes, words and combinators stay', () => {
  const css = `
    /* the host */
    :host {
      display: block;
      font: normal 400 var(--size) / 1.5 var(--sans);
    }
    :host > :where(:not(slot)),
    .a .b::before { content: "  two  spaces /* not a comment */ "; grid-template-areas: 'a b' 'c d'; }
    @media (prefers-color-scheme: dark) { :host { color: white } }
  `;
  assert.equal(
    minifyCssText(css),
    ':host{display:block;font:normal 400 var(--size) / 1.5 var(--sans);}:host > :where(:not(slot)),' +
      `.a .b::before{content:"  two  spaces /* not a comment */ ";grid-template-areas:'a b' 'c d';}` +
      '@media (prefers-color-scheme:dark){:host{color:white}}',
  );
  assert.equal(minifyCssText('.a :hover {}'), '.a :hover{}', 'a descendant pseudo-class keeps its space');
  assert.equal(minifyCssText("content: '\\\\201C'; x: \\\\ ;"), "content:'\\\\201C';x:\\\\ ;", 'escapes stay whole');
  // Parts around interpolations: a space that separates a value from the interpolated one stays.
  assert.equal(minifyCssText('\n  border: 1px ', true, false), 'border:1px ');
  assert.equal(minifyCssText(' solid\n  ', false, false), ' solid ');
  assert.equal(minifyCssText(';\n    color: red;\n  }\n', false, true), ';color:red;}');
});

/** Each css literal of the library's source: its text as written and as the build writes it (interpolations as a comment). */
function literals(): { file: string; written: string; minified: string }[] {
  const files = ['components', 'src'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => join(root, f)),
  );
  const cook = (raw: string): string => new Function(`return \`${raw}\`;`)() as string;
  const out: { file: string; written: string; minified: string }[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes('css`')) continue;
    const { code } = transformSync(source, {
      loader: 'ts',
      target: 'es2022',
      tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
    });
    for (const quasi of cssLiterals(parseAst(code))) {
      const last = quasi.quasis.length - 1;
      const written = quasi.quasis.map((part) => part.value.cooked ?? '').join('/**/');
      const minified = quasi.quasis
        .map((part, i) => cook(minifyCssText(part.value.raw, i === 0, i === last)))
        .join('/**/');
      out.push({ file, written, minified });
    }
  }
  return out;
}

const RULES = `(pairs) => {
  const rules = (text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    // A value holding var() keeps its tokens as written, spaces after commas too; they never mean anything.
    return [...sheet.cssRules].map((rule) => rule.cssText.replace(/,\\s+/g, ','));
  };
  return pairs
    .map((pair) => ({ ...pair, written: rules(pair.written), minified: rules(pair.minified) }))
    .filter((pair) => JSON.stringify(pair.written) !== JSON.stringify(pair.minified) || pair.written.length === 0);
}`;

test('every css literal of the source, minified, gives Chromium the same rules', async () => {
  const pairs = literals();
  assert.ok(pairs.length > 40, `only ${pairs.length} css literals found`);
  const page = await browser.newPage();
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const differing = (await page.evaluate(`(${RULES})(${JSON.stringify(pairs)})`)) as {
    file: string;
    written: string[];
    minified: string[];
  }[];
  await page.close();
  // A literal that is only an interpolation (no rules of its own) is fine when both sides are empty.
  const real = differing.filter((d) => d.written.length > 0 || d.minified.length > 0);
  assert.deepEqual(real, []);
});
