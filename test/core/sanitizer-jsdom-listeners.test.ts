/**
 * Under jsdom (the window `docs build` gives the sanitiser), every document DOMPurify parses registers its selector
 * engine's listeners on the window and never removes them; each registration first scans those already there, so a
 * build's thousands of texts took quadratic time and kept every parsed document reachable. The sanitiser removes
 * what a call left behind, and nothing else: a listener of the page's own stays, and the output is the same.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { renderMarkdown, setSanitizerWindow } from '../../src/markdown/index.js';

after(() => setSanitizerWindow(undefined));

test('sanitising under jsdom leaves no listener on the window, keeps the ones already there, cleans as before', () => {
  const win = new JSDOM('').window;
  const live = new Map<string, number>();
  const add = win.addEventListener.bind(win);
  const remove = win.removeEventListener.bind(win);
  // Counts what reaches the window, whoever registers it (a spy on jsdom, not on the sanitiser).
  win.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    live.set(type, (live.get(type) ?? 0) + 1);
    add(type, listener, options);
  }) as typeof win.addEventListener;
  win.removeEventListener = ((type: string, listener: EventListener, options?: EventListenerOptions) => {
    live.set(type, (live.get(type) ?? 0) - 1);
    remove(type, listener, options);
  }) as typeof win.removeEventListener;
  const spy = win.addEventListener;
  let heard = 0;
  win.addEventListener('focus', () => (heard += 1));
  setSanitizerWindow(win);
  const outputs: string[] = [];
  for (let i = 0; i < 20; i++)
    outputs.push(renderMarkdown(`Text ${i} <script>alert(1)</script> [link](https://example.com/${i})`));
  const left = [...live].filter(([type, n]) => n !== (type === 'focus' ? 1 : 0));
  assert.deepEqual(left, [], 'listeners left on the window by sanitising');
  assert.equal(win.addEventListener, spy, 'the window keeps its own addEventListener');
  win.dispatchEvent(new win.Event('focus'));
  assert.equal(heard, 1, "the page's own listener is still there");
  assert.doesNotMatch(outputs.join(''), /<script|alert/);
  assert.match(outputs[3]!, /<a href="https:\/\/example\.com\/3" target="_blank" rel="noopener noreferrer">link<\/a>/);
});
