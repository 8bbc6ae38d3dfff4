import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AnchorRegistry,
  anchorFromHash,
  anchorUrl,
  encodeFragment,
  fieldAnchor,
  sanitizeAnchorSegment,
} from '../../src/anchors/index.js';

test('top-level parameters use their name', () => {
  assert.equal(fieldAnchor('path', ['petId']), 'petId');
  assert.equal(fieldAnchor('query', ['limit']), 'limit');
  assert.equal(fieldAnchor('header', ['X-Request-ID']), 'X-Request-ID');
  assert.equal(fieldAnchor('cookie', ['session_id']), 'session_id');
  assert.equal(fieldAnchor('body', ['name']), 'name');
});

test('nested fields join the parent path with dots', () => {
  assert.equal(fieldAnchor('body', ['owner', 'address', 'city']), 'owner.address.city');
  assert.equal(fieldAnchor('query', ['filter', 'status']), 'filter.status');
});

test('response fields are prefixed with response-', () => {
  assert.equal(fieldAnchor('response', ['data', 'id']), 'response-data.id');
  assert.equal(fieldAnchor('response', ['id']), 'response-id');
  assert.equal(fieldAnchor('response', []), 'response');
});

test('segments keep letters of any script, digits, _ and -; everything else becomes -', () => {
  assert.equal(sanitizeAnchorSegment('user.name'), 'user-name');
  assert.equal(sanitizeAnchorSegment('a b/c?d#e'), 'a-b-c-d-e');
  assert.equal(sanitizeAnchorSegment('café'), 'café');
  assert.equal(sanitizeAnchorSegment('имя'), 'имя');
  assert.equal(sanitizeAnchorSegment('名前'), '名前');
  assert.equal(sanitizeAnchorSegment('नमस्ते'), 'नमस्ते');
  assert.equal(sanitizeAnchorSegment('page[size]'), 'page-size-');
  assert.equal(sanitizeAnchorSegment('"><img src=x onerror=alert(1)>'), '---img-src-x-onerror-alert-1--');
  assert.equal(sanitizeAnchorSegment('😀'), '-');
  assert.equal(sanitizeAnchorSegment(''), '-');
  // A dot inside a name never looks like nesting.
  assert.equal(fieldAnchor('body', ['a.b', 'c']), 'a-b.c');
  assert.equal(fieldAnchor('query', ['']), '-');
});

test('the registry gives the first claimant the base id and prefixes collisions with the location', () => {
  const registry = new AnchorRegistry();
  const a = {};
  const b = {};
  const c = {};
  const d = {};
  assert.equal(registry.claim('limit', 'get-pets', a), 'limit');
  assert.equal(registry.claim('limit', 'get-users', b), 'get-users-limit');
  assert.equal(registry.claim('limit', 'get-users', c), 'get-users-limit-2');
  assert.equal(registry.claim('limit', 'get-users', d), 'get-users-limit-3');
  assert.equal(registry.ownerOf('get-users-limit-2'), c);
  assert.equal(registry.idOf(d), 'get-users-limit-3');
});

test('re-claiming keeps the id; release frees it', () => {
  const registry = new AnchorRegistry();
  const a = {};
  const b = {};
  assert.equal(registry.claim('id', 'post-users', a), 'id');
  assert.equal(registry.claim('id', 'post-pets', b), 'post-pets-id');
  // Re-renders claim again: same ids.
  assert.equal(registry.claim('id', 'post-users', a), 'id');
  assert.equal(registry.claim('id', 'post-pets', b), 'post-pets-id');
  registry.release(a);
  assert.equal(registry.ownerOf('id'), undefined);
  // b keeps its id even though the base is free now (stable links).
  assert.equal(registry.claim('id', 'post-pets', b), 'post-pets-id');
  const c = {};
  assert.equal(registry.claim('id', 'x', c), 'id');
  registry.release({}); // releasing an unknown owner is harmless
});

test('an owner claiming a different base moves to it', () => {
  const registry = new AnchorRegistry();
  const a = {};
  assert.equal(registry.claim('old', 'loc', a), 'old');
  assert.equal(registry.claim('new', 'loc', a), 'new');
  assert.equal(registry.ownerOf('old'), undefined);
  assert.equal(registry.claim('old', 'loc', {}), 'old');
});

test('ids are stable across registries given the same claim order', () => {
  const run = (): string[] => {
    const registry = new AnchorRegistry();
    return ['a', 'a', 'b', 'a'].map((base, i) => registry.claim(base, `op${i % 2}`, {}));
  };
  assert.deepEqual(run(), run());
  assert.deepEqual(run(), ['a', 'op1-a', 'b', 'op1-a-2']);
});

test('anchorUrl replaces the hash and encodes what a fragment needs', () => {
  assert.equal(
    anchorUrl('https://docs.example.com/api/get-pets', 'limit'),
    'https://docs.example.com/api/get-pets#limit',
  );
  assert.equal(
    anchorUrl('https://docs.example.com/api/get-pets#old', 'response-data.id'),
    'https://docs.example.com/api/get-pets#response-data.id',
  );
  assert.equal(anchorUrl('https://docs.example.com/p?x=1#a#b', 'c'), 'https://docs.example.com/p?x=1#c');
  assert.equal(anchorUrl('/api/pets', 'café'), '/api/pets#caf%C3%A9');
  assert.equal(encodeFragment('a b"<>`#%'), 'a%20b%22%3C%3E%60%23%25');
  assert.equal(encodeFragment('\u0000\u007f'), '%00%7F');
  assert.equal(encodeFragment('\ud800'), '%EF%BF%BD');
});

test('anchorUrl drops credentials from the page URL', () => {
  assert.equal(anchorUrl('https://user:secret@docs.example.com/p#x', 'id'), 'https://docs.example.com/p#id');
  assert.equal(anchorUrl('https://token@docs.example.com/p', 'id'), 'https://docs.example.com/p#id');
  assert.ok(!anchorUrl('https://a:b@h/p', 'x').includes('b@'));
});

test('anchorFromHash decodes and tolerates bad escapes', () => {
  assert.equal(anchorFromHash('#caf%C3%A9'), 'café');
  assert.equal(anchorFromHash('#response-data.id'), 'response-data.id');
  assert.equal(anchorFromHash('#bad%E0%A4%A'), 'bad%E0%A4%A');
  assert.equal(anchorFromHash(anchorUrl('/x', 'имя.город').split('#')[1] ?? ''), 'имя.город');
});

test('hash routes (#/<page>) keep their route: the anchor follows it', () => {
  assert.equal(anchorFromHash('#/api-reference/pets/list#limit'), 'limit');
  assert.equal(anchorFromHash('#/api-reference/pets/list'), '');
  assert.equal(anchorFromHash('#limit'), 'limit');
  assert.equal(
    anchorUrl('https://docs.example.com/site/#/api-reference/pets/list#old', 'user.name'),
    'https://docs.example.com/site/#/api-reference/pets/list#user.name',
  );
  assert.equal(anchorUrl('https://docs.example.com/site/#/guides', 'x'), 'https://docs.example.com/site/#/guides#x');
});
