// The keyboard of every tab list: ← → wrap around, Home and End go to the ends, other keys do nothing; in a
// right-to-left row the arrows swap, and a vertical list moves with ↓ ↑ too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tabForKey } from '../../components/shared/tablist.js';

test('arrows move one tab and wrap; Home and End go to the first and last', () => {
  assert.equal(tabForKey('ArrowRight', 0, 3), 1);
  assert.equal(tabForKey('ArrowRight', 2, 3), 0);
  assert.equal(tabForKey('ArrowLeft', 0, 3), 2);
  assert.equal(tabForKey('ArrowLeft', 2, 3), 1);
  assert.equal(tabForKey('Home', 2, 3), 0);
  assert.equal(tabForKey('End', 0, 3), 2);
});

test('right to left, ArrowLeft is next and ArrowRight previous; Home and End stay', () => {
  assert.equal(tabForKey('ArrowLeft', 0, 3, { rtl: true }), 1);
  assert.equal(tabForKey('ArrowLeft', 2, 3, { rtl: true }), 0);
  assert.equal(tabForKey('ArrowRight', 0, 3, { rtl: true }), 2);
  assert.equal(tabForKey('ArrowRight', 1, 3, { rtl: true }), 0);
  assert.equal(tabForKey('Home', 2, 3, { rtl: true }), 0);
  assert.equal(tabForKey('End', 0, 3, { rtl: true }), 2);
});

test('a vertical list also moves with ArrowDown and ArrowUp, in either direction', () => {
  for (const rtl of [false, true]) {
    assert.equal(tabForKey('ArrowDown', 0, 3, { vertical: true, rtl }), 1);
    assert.equal(tabForKey('ArrowDown', 2, 3, { vertical: true, rtl }), 0);
    assert.equal(tabForKey('ArrowUp', 0, 3, { vertical: true, rtl }), 2);
  }
});

test('other keys, and a list without tabs, move nowhere', () => {
  for (const key of ['Enter', ' ', 'Tab', 'a', 'ArrowDown', 'ArrowUp']) assert.equal(tabForKey(key, 1, 3), undefined);
  assert.equal(tabForKey('ArrowRight', 0, 0), undefined);
  assert.equal(tabForKey('ArrowDown', 0, 0, { vertical: true }), undefined);
});
