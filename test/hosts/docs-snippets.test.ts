// The framework snippets of the documentation (docs/get-started/frameworks.mdx) are the example apps' own
// lines, so what the host tests build, type-check and run in Chromium is what the page shows. Each snippet is
// a code block titled with the file it comes from (```tsx examples/hosts/react/src/App.tsx); its lines must
// appear in that file, in order.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const PAGE = 'docs/get-started/frameworks.mdx';
const page = readFileSync(PAGE, 'utf8');
const snippets = [...page.matchAll(/^```\w+ (examples\/\S+)\n([\s\S]*?)^```/gm)].map((m) => ({
  file: m[1]!,
  lines: m[2]!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
}));

test(`${PAGE} has a snippet for the plain page and each framework`, () => {
  const files = snippets.map((s) => s.file);
  for (const host of ['html', 'react', 'vue', 'svelte'])
    assert.ok(
      files.some((f) => f.startsWith(`examples/hosts/${host}/`)),
      `no snippet from examples/hosts/${host}`,
    );
});

for (const { file, lines } of snippets) {
  test(`the snippet from ${file} is made of its lines, in order`, () => {
    assert.ok(existsSync(file), `${file} does not exist`);
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim());
    let at = 0;
    for (const line of lines) {
      const found = source.indexOf(line, at);
      assert.notEqual(found, -1, `${file} has no line "${line}" (after line ${at})`);
      at = found + 1;
    }
  });
}
