/**
 * The script `docs dev` adds to its page: listens to the server's events and, when a file changed,
 * asks `<api-docs>` to reload its sources in place when it has a `reload()`, else reloads the page
 * keeping what the reader had: the route (it is the URL), the scroll position, and every value typed
 * into the playgrounds (restored once they render; the snapshot is deleted as soon as it is read).
 * While a file is broken, an overlay lists its findings (textContent only) until it is fixed.
 */
export const LIVE_CLIENT = String.raw`
const source = new EventSource(new URL('events', import.meta.url));
const STATE_KEY = 'api-docs-dev-state';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Every element named tag, in the document and inside every shadow root. */
function deepAll(root, tag, out = []) {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName === tag) out.push(el);
    if (el.shadowRoot) deepAll(el.shadowRoot, tag, out);
  }
  return out;
}

function playgroundKey(playground) {
  return playground.shadowRoot?.querySelector('section')?.getAttribute('aria-label') ?? 'playground';
}

function controlsOf(playground) {
  const root = playground.shadowRoot;
  return root ? [...root.querySelectorAll('input, select, textarea')].filter((c) => c.type !== 'file') : [];
}

/** A name for a control that survives an edit of the spec (a parameter added before it shifts ids). */
function controlKey(control) {
  const field = control.closest('.field[data-name]');
  if (field) {
    const own = [...field.querySelectorAll('input, select, textarea')].indexOf(control);
    return 'field:' + (field.dataset.where ?? '') + ':' + field.dataset.name + ':' + own;
  }
  const scheme = control.closest('[data-scheme]');
  if (scheme) return 'scheme:' + scheme.dataset.scheme + ':' + control.id;
  return 'id:' + control.id;
}

function snapshot() {
  return {
    scroll: scrollY,
    playgrounds: deepAll(document, 'api-playground').map((p) => ({
      key: playgroundKey(p),
      fields: controlsOf(p).map((c) => ({ key: controlKey(c), value: c.value, checked: c.checked })),
    })),
  };
}

function apply(control, saved) {
  if (control.type === 'checkbox' || control.type === 'radio') {
    if (control.checked === saved.checked) return;
    control.checked = saved.checked;
  } else {
    if (control.value === saved.value) return;
    const before = control.value;
    control.value = saved.value;
    // A select whose option is gone keeps what the new page offers.
    if (control.value !== saved.value) {
      control.value = before;
      return;
    }
  }
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

async function restore(state) {
  await customElements.whenDefined('api-docs');
  await document.querySelector('api-docs')?.updateComplete;
  const deadline = performance.now() + 5000;
  let playgrounds = [];
  for (;;) {
    playgrounds = deepAll(document, 'api-playground').filter((p) => p.shadowRoot?.querySelector('form'));
    if (playgrounds.length >= state.playgrounds.length || performance.now() > deadline) break;
    await sleep(50);
  }
  const unused = [...playgrounds];
  for (const saved of state.playgrounds) {
    const at = unused.findIndex((p) => playgroundKey(p) === saved.key);
    if (at < 0) continue;
    const [playground] = unused.splice(at, 1);
    // In document order, re-reading the controls: choosing a server re-renders its variables.
    for (const field of saved.fields) {
      const control = controlsOf(playground).find((c) => controlKey(c) === field.key);
      if (control === undefined) continue;
      apply(control, field);
      await playground.updateComplete;
    }
  }
  // Content below may still be rendering: try until the page is tall enough, for a short while.
  const until = performance.now() + 2000;
  do {
    scrollTo(0, state.scroll);
    if (Math.abs(scrollY - state.scroll) < 2) break;
    await sleep(50);
  } while (performance.now() < until);
  window.dispatchEvent(new CustomEvent('api-docs-dev-restored'));
}

const saved = sessionStorage.getItem(STATE_KEY);
if (saved !== null) {
  sessionStorage.removeItem(STATE_KEY);
  try {
    restore(JSON.parse(saved)).catch(() => {});
  } catch {
    // A snapshot from another version of this script: start fresh.
  }
}

let overlay;
function showFindings(findings) {
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length === 0) {
    overlay?.remove();
    overlay = undefined;
    return;
  }
  if (overlay === undefined) {
    overlay = document.createElement('div');
    overlay.id = 'api-docs-dev-overlay';
    overlay.attachShadow({ mode: 'open' });
    document.body.append(overlay);
  }
  const root = overlay.shadowRoot;
  root.replaceChildren();
  const style = document.createElement('style');
  style.textContent = ':host{position:fixed;inset:auto 1rem 1rem 1rem;z-index:2147483647;max-height:50vh;overflow:auto;background:#1f1f1f;color:#f5f5f5;border-left:4px solid #e5534b;border-radius:6px;padding:1rem 1.25rem;font:13px/1.5 ui-monospace,monospace;box-shadow:0 8px 30px rgba(0,0,0,.4)}h2{font:600 15px system-ui,sans-serif;margin:0 0 .5rem}li{margin:.25rem 0;white-space:pre-wrap}.place{color:#f69d50}.rule{color:#999}button{float:right;background:none;border:1px solid #666;color:inherit;border-radius:4px;cursor:pointer}';
  const close = document.createElement('button');
  close.textContent = 'Hide';
  close.addEventListener('click', () => overlay.hidden = true);
  const title = document.createElement('h2');
  title.textContent = 'docs dev: ' + (errors.length === 1 ? '1 error' : errors.length + ' errors') + '; the page shows the last version that loaded';
  const list = document.createElement('ul');
  for (const f of errors) {
    const item = document.createElement('li');
    const place = document.createElement('span');
    place.className = 'place';
    place.textContent = f.place + '  ';
    const rule = document.createElement('span');
    rule.className = 'rule';
    rule.textContent = '  [' + f.rule + ']';
    item.append(place, f.message, rule);
    list.append(item);
  }
  root.append(style, close, title, list);
  overlay.hidden = false;
}
source.addEventListener('diagnostics', (event) => showFindings(JSON.parse(event.data).findings));
source.addEventListener('change', async (event) => {
  const docs = document.querySelector('api-docs');
  window.dispatchEvent(new CustomEvent('api-docs-dev-change', { detail: JSON.parse(event.data) }));
  if (docs !== null && typeof docs.reload === 'function') {
    await docs.reload();
    return;
  }
  sessionStorage.setItem(STATE_KEY, JSON.stringify(snapshot()));
  location.reload();
});
`;
