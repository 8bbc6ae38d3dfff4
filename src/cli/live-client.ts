/**
 * The script `docs dev` adds to its page: listens to the server's events, asks `<api-docs>` to
 * reload its sources in place (route, scroll and inputs kept) or reloads the page when the element
 * has no `reload()`, and shows the findings of a broken file in an overlay until it is fixed.
 * Findings are put in the DOM with textContent only.
 */
export const LIVE_CLIENT = String.raw`
const source = new EventSource(new URL('events', import.meta.url));
const SCROLL_KEY = 'api-docs-dev-scroll';
const saved = sessionStorage.getItem(SCROLL_KEY);
if (saved !== null) {
  sessionStorage.removeItem(SCROLL_KEY);
  addEventListener('load', () => scrollTo(0, Number(saved)));
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
  title.textContent = errors.length === 1 ? 'docs dev: 1 error; the page shows the last good version' : 'docs dev: ' + errors.length + ' errors; the page shows the last good version';
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
  sessionStorage.setItem(SCROLL_KEY, String(scrollY));
  location.reload();
});
`;
