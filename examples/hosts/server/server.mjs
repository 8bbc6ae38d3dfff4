// A host that draws the elements on its own server, as Next, Nuxt, SvelteKit or Astro would in their server
// components: `renderElement` from `api-docs-elements/server` writes each tag with its shadow root as declarative
// shadow DOM, so the page reads whole before any script runs (or with none). The script-tag bundle then hydrates the
// drawn elements in place: their first render adopts the server's nodes instead of drawing them again.
//
//   npm run build && node examples/hosts/server/server.mjs   → http://127.0.0.1:4330/
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderElement } from 'api-docs-elements/server';

/** The page's body: an MDX-style endpoint with its fields, and a loose field, each drawn by the server. */
export async function drawPage() {
  const id = await renderElement('param-field', {
    attributes: { path: 'id', type: 'string', required: true },
    light: 'The user’s id.',
  });
  const endpoint = await renderElement('api-endpoint', {
    attributes: { api: 'POST /users', heading: 'Create a user' },
    light: [
      { tag: 'param-field', attributes: { body: 'name', type: 'string', required: true }, light: 'The user’s name.' },
    ],
  });
  const field = await renderElement('response-field', {
    attributes: { name: 'created_at', type: 'string' },
    light: 'When the user was created (ISO 8601).',
  });
  return `<main>${endpoint.html}<section id="loose">${id.html}${field.html}</section></main>`;
}

/** A whole page: the drawn elements, then the bundle (`bundle`: its URL on this host). */
export async function page(bundle) {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Server-drawn elements</title><link rel="icon" href="data:," /></head>
  <body>
    ${await drawPage()}
    <script type="module" src="${bundle}"></script>
  </body>
</html>`;
}

/** The host: `/` is drawn on each request; `/bundle/…` serves the script-tag bundle's folder (`bundleDir`). */
export function createHost(bundleDir) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    if (path === '/') {
      page('/bundle/api-docs-elements.js').then(
        (html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
        (error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    const file = normalize(join(bundleDir, path.replace(/^\/bundle\//, '')));
    if (!path.startsWith('/bundle/') || !file.startsWith(bundleDir + sep)) return void res.writeHead(404).end();
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': extname(file) === '.js' ? 'text/javascript' : 'text/plain' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bundleDir = fileURLToPath(new URL('../../../dist/cdn', import.meta.url));
  createHost(bundleDir).listen(4330, '127.0.0.1', () => console.log('http://127.0.0.1:4330/'));
}
