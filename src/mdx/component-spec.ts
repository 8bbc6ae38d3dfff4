/** What the renderer knows of an MDX component: the attributes it reads and how it renders. */
import type { ComponentAttributes } from './attribute-values.js';

/**
 * `url` values are checked against safe schemes before they may pass; `list` takes `{["a", "b"]}`;
 * `object` takes text or an object of texts (`{{ light: "#fff", dark: "#000" }}`), which the renderer gets as
 * `value.light`, `value.dark`; `ignored` is read and dropped without a word (a browser-specific spelling this
 * library sets itself).
 */
export type AttributeKind = 'string' | 'boolean' | 'url' | 'list' | 'object' | 'ignored';

export interface ComponentSpec {
  readonly attributes: Readonly<Record<string, AttributeKind>>;
  /** Rendered inside the text of a paragraph (a badge, a tooltip), not as a block of its own. */
  readonly inline?: boolean;
  render(attrs: ComponentAttributes, inner: string): string;
}
