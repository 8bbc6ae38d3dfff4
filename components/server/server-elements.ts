/**
 * The elements the server draws, registered with its registry. A static import: the server renderer caches per
 * template whether a tag is defined. <api-snippets> is drawn too: the request example nested in <api-endpoint> is in
 * the HTML, and its first render in the browser draws the same (components/api-snippets/server-snippets.ts).
 */
import '../api-snippets/server-snippets.js';
import '../api-endpoint/api-endpoint.js';
import '../api-docs/api-docs.js';
// The page header's Copy page menu, which the browser loads with the first page: drawn here so the header has its
// final size in the first paint.
import '../api-docs/page-actions.js';
