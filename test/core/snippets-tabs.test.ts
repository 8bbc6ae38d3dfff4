/** The tabs of <api-snippets>, computed without a DOM: order, aliases, samples, defaults, placeholders, masking. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseLanguageList, snippetTabs } from '../../src/snippets/tabs.js';
import { basicAuthOp, createPet, keyAuthOp, withSamples } from '../fixtures/snippets/operations.js';

test('tabs follow the configured order; aliases resolve; duplicates collapse; unknown names are diagnostics', () => {
  const { tabs, diagnostics } = snippetTabs(createPet, {
    languages: ['go', 'sh', 'py', 'cobol', 'bash', 'c#', 'axios'],
  });
  assert.deepEqual(
    tabs.map((t) => t.key),
    ['go', 'curl', 'python', 'csharp', 'node:axios'],
  );
  assert.deepEqual(
    tabs.map((t) => t.label),
    ['Go', 'cURL', 'Python', 'C#', 'Node.js (axios)'],
  );
  assert.equal(diagnostics.length, 1);
  assert.equal(diagnostics[0]!.code, 'snippets/unknown-language');
  assert.match(diagnostics[0]!.message, /"cobol"/);
});

test('the default languages are curl, python, javascript', () => {
  assert.deepEqual(
    snippetTabs(createPet).tabs.map((t) => t.key),
    ['curl', 'python', 'javascript'],
  );
  assert.deepEqual(
    snippetTabs(createPet, { languages: [] }).tabs.map((t) => t.key),
    ['curl', 'python', 'javascript'],
  );
});

test('defaults: required leaves out optional parameters and body fields; all puts them in', () => {
  const required = snippetTabs(createPet, { languages: ['curl'], defaults: 'required' }).tabs[0]!.code;
  const all = snippetTabs(createPet, { languages: ['curl'], defaults: 'all' }).tabs[0]!.code;
  assert.match(required, /\/pets\/42\?verbose=true'/);
  assert.doesNotMatch(required, /limit=10|X-Trace|good-dog/);
  assert.match(required, /Rex/);
  assert.match(all, /limit=10/);
  assert.match(all, /X-Trace: trace-1/);
  assert.match(all, /good-dog/);
});

test('placeholders until the reader types; typed credentials masked unless revealed', () => {
  assert.match(snippetTabs(createPet).tabs[0]!.code, /Bearer <ACCESS_TOKEN>/);
  assert.match(snippetTabs(keyAuthOp).tabs[0]!.code, /X-API-Key: <API_KEY>/);
  const basicCode = snippetTabs(basicAuthOp).tabs[0]!.code;
  assert.match(basicCode, new RegExp(`Basic ${btoa('<USERNAME>:<PASSWORD>')}`));
  const inputs = {
    credentials: [{ scheme: { kind: 'bearer' as const, id: 'bearerAuth' }, token: 'sk_live_1234567890abcdef' }],
  };
  const masked = snippetTabs(createPet, { inputs });
  assert.ok(masked.tabs.every((t) => !t.code.includes('1234567890') && t.hasTypedSecret && !t.revealsSecret));
  const shown = snippetTabs(createPet, { inputs, revealSecrets: true });
  assert.ok(shown.tabs.every((t) => t.code.includes('sk_live_1234567890abcdef') && t.revealsSecret));
});

test('inputs replace examples', () => {
  const code = snippetTabs(createPet, {
    languages: ['python'],
    inputs: { params: { path: { petId: 'a b' } }, body: { name: 'Fido' } },
  }).tabs[0]!.code;
  assert.match(code, /\/pets\/a%20b/);
  assert.match(code, /Fido/);
  assert.doesNotMatch(code, /Rex/);
});

test('hand-written samples come first, in their order, and replace their language; generated ones follow', () => {
  const { tabs } = snippetTabs(withSamples, { languages: ['curl', 'python', 'go'] });
  assert.deepEqual(
    tabs.map((t) => [t.key, t.label, t.handWritten]),
    [
      ['cli', 'CLI', true],
      ['python', 'Python SDK', true],
      ['curl', 'cURL', false],
      ['go', 'Go', false],
    ],
  );
  assert.equal(tabs[1]!.code, 'client.pets.create(42, name="Rex")');
  assert.equal(tabs[1]!.grammar, 'python');
  const xDocs = snippetTabs({
    ...createPet,
    extensions: { 'x-docs': { codeSamples: [{ lang: 'curl', source: 'curl https://x' }] } },
  });
  assert.equal(xDocs.tabs[0]!.code, 'curl https://x');
});

test('parseLanguageList', () => {
  assert.deepEqual(parseLanguageList(' curl, py ,,js '), ['curl', 'py', 'js']);
  assert.deepEqual(parseLanguageList(null), []);
});
