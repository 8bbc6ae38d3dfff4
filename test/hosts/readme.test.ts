// The README's framework snippets are the example apps' own lines, so what the host tests build,
// type-check and run in Chromium is what the README shows. Each snippet follows a
// `<!-- example: path -->` comment; its lines must appear in that file, in order.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## Use it in a framework'), readme.indexOf('## Quick start'));
const snippets = [...section.matchAll(/<!-- example: (\S+) -->\n\n```\w+\n([\s\S]*?)```/g)].map((m) => ({
  file: m[1]!,
  lines: m[2]!
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
}));

test('the README has a snippet for the plain page and each framework', () => {
  assert.ok(section.length > 0, 'README.md has no "Use it in a framework" section before "Quick start"');
  const files = snippets.map((s) => s.file);
  for (const host of ['html', 'react', 'vue', 'svelte'])
    assert.ok(
      files.some((f) => f.startsWith(`examples/hosts/${host}/`)),
      `no snippet from examples/hosts/${host}`,
    );
});

for (const { file, lines } of snippets) {
  test(`the README snippet from ${file} is made of its lines, in order`, () => {
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
