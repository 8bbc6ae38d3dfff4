/** Snippets take the request's auth from the same rule as the playground (`resolveAuthOptions`): a page's `authMethod` wins. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '../../src/snippets/index.js';
import { snippetTabs } from '../../src/snippets/tabs.js';
import { basicAuthOp, keyAuthOp } from '../fixtures/snippets/operations.js';

const languages = Object.keys(LANGUAGES);
const CREDENTIAL = /<API_KEY>|<ACCESS_TOKEN>|authorization|x-api-key/i;

test('authMethod none: no tab in any language carries a credential, before and after the playground reports its inputs', () => {
  for (const op of [keyAuthOp, basicAuthOp]) {
    for (const inputs of [undefined, { credentials: [] }]) {
      const { tabs, request } = snippetTabs(op, {
        languages,
        pageAuthMethod: 'none',
        mdxAuth: { method: 'key', name: 'X-API-Key' },
        ...(inputs ? { inputs } : {}),
      });
      assert.deepEqual(request.secrets, []);
      assert.equal(tabs.length, languages.length);
      for (const tab of tabs) assert.doesNotMatch(tab.code, CREDENTIAL, `${tab.key}`);
    }
  }
});

test('the page authMethod replaces the spec security; without one the spec security stays', () => {
  const keyed = snippetTabs(basicAuthOp, {
    languages: ['curl'],
    pageAuthMethod: 'key',
    mdxAuth: { method: 'key', name: 'X-Docs-Key' },
  });
  assert.match(keyed.tabs[0]!.code, /X-Docs-Key: <API_KEY>/);
  assert.match(snippetTabs(basicAuthOp, { languages: ['curl'] }).tabs[0]!.code, /Authorization: Basic /);
});
