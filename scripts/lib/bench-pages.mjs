// The two pages `npm run bench` loads side by side. Both report `window.__bench` when done, with
// times in ms since navigation start (performance.now()), so they are compared on equal terms.

/** The bare floor: a page fetching the spec and JSON.parse-ing it, nothing else. */
export const FLOOR_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>floor</title></head>
<body>
<script type="module">
  const out = (window.__bench = { done: false });
  try {
    const spec = new URLSearchParams(location.search).get('spec');
    const text = await (await fetch(spec)).text();
    const doc = JSON.parse(text);
    out.ready = performance.now();
    out.keys = Object.keys(doc).length;
  } catch (error) {
    out.error = String(error);
  } finally {
    out.done = true;
  }
</script>
</body></html>
`;

/**
 * The element: one script tag, then <api-endpoint spec operation> for the first operation, timed
 * until updateComplete (which waits for the spec and the operation) plus a forced layout; then the
 * switch to the last operation, timed the same way. "Rendered" means the responses part exists.
 * `?no-validation` sets the attribute a built site's pages carry (no background validation for readers).
 */
export const ELEMENT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>element</title>
<script type="module" src="/dist/cdn/api-docs-elements.js"></script>
</head>
<body>
<script type="module">
  const out = (window.__bench = { done: false });
  const params = new URLSearchParams(location.search);
  const state = (el) => {
    const root = el.shadowRoot;
    if (root?.querySelector('[part~="responses"]')) return 'rendered';
    const error = root?.querySelector('[part~="error"]');
    if (error) return 'error: ' + error.textContent.replace(/\\s+/g, ' ').trim().slice(0, 160);
    return 'not rendered';
  };
  try {
    await customElements.whenDefined('api-endpoint');
    out.defined = performance.now();
    const el = document.createElement('api-endpoint');
    el.addEventListener('api-spec-load', () => (out.specLoaded = performance.now()), { once: true });
    el.addEventListener('api-spec-error', (e) => (out.specError = (e.diagnostics ?? []).map((d) => d.message).join(' | ')));
    el.setAttribute('spec', params.get('spec'));
    if (params.has('no-validation')) el.setAttribute('no-validation', '');
    el.setAttribute('operation', params.get('first'));
    document.body.append(el);
    await el.updateComplete;
    void document.body.offsetHeight; // style and layout of what was rendered
    out.ready = performance.now();
    out.first = state(el);

    const t0 = performance.now();
    el.setAttribute('operation', params.get('last'));
    await el.updateComplete;
    void document.body.offsetHeight;
    out.switchMs = performance.now() - t0;
    out.last = state(el);
  } catch (error) {
    out.error = String(error && error.stack || error);
  } finally {
    out.done = true;
  }
</script>
</body></html>
`;

/**
 * The floor the target is judged against: the same page as the element's (the same script tag, loaded
 * and run first) fetching the spec and JSON.parse-ing it. The ratio to it is what rendering adds to
 * getting the data; the bundle's own cost is judged by its size budget.
 */
export const FLOOR_WITH_BUNDLE_PAGE = FLOOR_PAGE.replace(
  '<title>floor</title>',
  '<title>floor with bundle</title>\n<script type="module" src="/dist/cdn/api-docs-elements.js"></script>',
);
