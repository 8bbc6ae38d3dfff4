// The lint rule of eslint.config.mjs that keeps the elements mirrorable in right-to-left pages (issue 28): a css``
// or styleMap naming a physical side fails, its logical twin passes, and every element of this repository keeps it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const RULE = 'no-restricted-syntax';

/** The messages of the rule for `source` linted as an element's styles file. */
async function sideProblems(source: string, filePath = 'components/api-endpoint/example.styles.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => `${m.line}: ${m.message}`);
}

const styles = (body: string): string => `import { css } from 'lit';\n\nexport const styles = css\`\n${body}\n\`;\n`;

const PHYSICAL = [
  '.a { margin-left: 1rem; }',
  '.a { padding-right: 0; }',
  '.a { border-left: 1px solid; }',
  '.a { border-right-color: red; }',
  '.a {\n  position: absolute;\n  left: 0;\n}',
  '.a { right : 0.5rem; }',
  '.a { text-align: left; }',
  '.a { float: right; }',
  '.a { border-top-left-radius: 4px; }',
  '.a { scroll-margin-left: 2px; }',
];

for (const rule of PHYSICAL) {
  test(`a css\`\` with "${rule.replace(/\s+/g, ' ')}" fails and names the logical properties`, async () => {
    const problems = await sideProblems(styles(rule));
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0]!, /right-to-left.*margin-inline-start/);
  });
}

test('their logical twins, and words such as "left" in a comment or a value, pass', async () => {
  const logical = [
    '.a { margin-inline-start: 1rem; padding-inline-end: 0; border-inline-start: 1px solid; }',
    '.a { position: absolute; inset-inline-start: 0; inset-inline-end: 0.5rem; }',
    '.a { text-align: start; float: inline-end; border-start-start-radius: 4px; }',
    '/* the select at its left edge */ .a { content: "left"; }',
    ".a[data-side='left'] { transform-origin: left center; }",
  ];
  assert.deepEqual(await sideProblems(styles(logical.join('\n'))), []);
});

test('a styleMap naming a physical side fails; a css-less template is not the rule’s business', async () => {
  const source = `import { html } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';

export const row = (depth: number) => html\`<div style=\${styleMap({ 'padding-left': \`\${depth}rem\` })}></div>\`;
export const fine = (depth: number) => html\`<div style=\${styleMap({ 'padding-inline-start': \`\${depth}rem\` })}></div>\`;
export const text = html\`<p>Turn left: then right.</p>\`;
`;
  const problems = await sideProblems(source, 'components/api-docs/example.ts');
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /^4: /);
});

test('the core is not an element: a css-like string in src/ is left alone', async () => {
  assert.deepEqual(await sideProblems(styles('.a { margin-left: 1rem; }'), 'src/theme/example.ts'), []);
});

test('every element of this repository keeps the rule', { timeout: 180_000 }, async () => {
  const results = await eslint.lintFiles(['components/**/*.ts']);
  const problems = results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line}: ${m.message}`),
  );
  assert.deepEqual(problems, []);
});
