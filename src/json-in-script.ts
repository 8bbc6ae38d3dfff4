/**
 * JSON text made safe inside an HTML `<script>` element (`type="application/json"`): every `<` becomes `\u003c`, so no
 * `</script>` (nor `<!--`) can end the element early, and U+2028 / U+2029 are escaped too, so the text is valid
 * JavaScript as well. `JSON.parse` reads it back unchanged. `docs build` embeds a page's data this way.
 */
export function jsonInScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
