/**
 * One response status's example, as the examples column shows it: its media type and its code, the media type's own
 * example or one generated from its schema. Free of the reference's field trees and of the Markdown sanitiser, so a
 * built page's island (components/islands/examples-island.ts) draws it with little code.
 */
import { html, type TemplateResult } from 'lit';
import type { MediaType, Response, Schema } from '../../src/openapi/types.js';
import { exampleFromSchema } from '../../src/schema/index.js';
import { exampleText } from '../shared/example-code.js';

export type ExampleOf = (media: MediaType) => { readonly found: boolean; readonly value: unknown };
type CodeBlock = (code: string, lang: string, label: string) => TemplateResult;

/** A media type's example: its own, else one generated from its schema (`found` is false when neither works). */
export function responseExample(
  media: MediaType,
  resolver: (ref: string) => Schema | undefined,
): { found: boolean; value: unknown } {
  const given = media.examples.find((e) => e.value !== undefined);
  if (given !== undefined) return { found: true, value: given.value };
  if (media.schema === undefined) return { found: false, value: undefined };
  try {
    return { found: true, value: exampleFromSchema(media.schema, { direction: 'response', resolveRef: resolver }) };
  } catch {
    return { found: false, value: undefined };
  }
}

/**
 * The panel of one status: `block` draws the code (`<api-endpoint>` highlights it once the grammar is in; a built
 * page's island draws it plain, as the server drew the first one).
 */
export function examplePanel(response: Response | undefined, example: ExampleOf, block: CodeBlock): TemplateResult {
  const media = response?.content[0];
  if (response === undefined || media === undefined)
    return html`<p class="muted example-empty">${response?.description ?? 'No body.'}</p>`;
  const found = example(media);
  if (!found.found) return html`<p class="muted example-empty">No example for <code>${media.mediaType}</code>.</p>`;
  const { code, lang } = exampleText(found.value, media.mediaType);
  return html`<p class="example-media"><code class="media-type">${media.mediaType}</code></p>
    ${block(code, lang, `Example ${response.status} response`)}`;
}
