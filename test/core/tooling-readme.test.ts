// The README's element reference is generated from custom-elements.json; it must say what the code does.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { END, START, regenerateReadme, renderElementTables, replaceSection } from '../../scripts/readme-tables.mjs';

const manifestOf = (declaration: object) => ({
  schemaVersion: '1.0.0',
  modules: [{ kind: 'javascript-module', path: 'x.ts', declarations: [declaration] }],
});

test('README element tables match custom-elements.json (run `npm run docs:readme` to fix)', async (t) => {
  if (!existsSync('README.md') || !existsSync('custom-elements.json'))
    return t.skip('README.md or custom-elements.json is missing');
  const readme = readFileSync('README.md', 'utf8');
  if (!readme.includes(START) || !readme.includes(END))
    return t.skip('README.md has no elements:start/end markers yet');
  const expected = await regenerateReadme(readme, JSON.parse(readFileSync('custom-elements.json', 'utf8')));
  assert.equal(readme, expected);
});

test('tables list every kind of member and escape pipes in cells', () => {
  const md = renderElementTables(
    manifestOf({
      kind: 'class',
      name: 'XDemo',
      customElement: true,
      tagName: 'x-demo',
      description: 'A demo.',
      attributes: [{ name: 'mode', type: { text: "'a' | 'b'" }, description: 'Which mode.' }],
      members: [
        { kind: 'field', name: 'mode', attribute: 'mode', type: { text: "'a' | 'b'" }, description: 'Which mode.' },
        { kind: 'field', name: 'secret', privacy: 'private' },
      ],
      events: [{ name: 'api-thing', type: { text: 'ThingEvent' }, description: 'A thing happened.' }],
      slots: [{ name: '', description: 'Content.' }],
      cssParts: [{ name: 'base', description: 'Wrapper.' }],
      cssProperties: [{ name: '--x-demo-gap', description: 'Gap.' }],
    }),
  );
  assert.match(md, /### `<x-demo>`/);
  for (const title of ['Attributes', 'Properties', 'Events', 'Slots', 'CSS parts', 'CSS custom properties'])
    assert.match(md, new RegExp(`\\*\\*${title}\\*\\*`));
  assert.match(md, /`'a' \\\| 'b'`/);
  assert.doesNotMatch(md, /secret/);
  assert.match(md, /\| \(default\) \| Content\. \|/);
});

test('replaceSection keeps the text around the markers and refuses a README without them', () => {
  const readme = `# T\n\n${START}\nold\n${END}\n\nafter\n`;
  assert.equal(replaceSection(readme, '\nnew\n'), `# T\n\n${START}\nnew\n${END}\n\nafter\n`);
  assert.equal(replaceSection('# no markers\n', 'x'), undefined);
});
