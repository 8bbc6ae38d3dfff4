/**
 * Mixed-direction text, isolated: a row of titles (breadcrumbs) in a right-to-left page may hold English titles and
 * Arabic ones; each in its own `<bdi>` keeps its own order while the row reads in the page's direction (and the
 * separator, a mirrored glyph such as ›, points the reading way).
 */
import { html, type TemplateResult } from 'lit';

/** `parts` joined by `separator`, each part isolated; a single part needs no isolation and stays plain text. */
export function isolatedJoin(parts: readonly string[], separator: string): TemplateResult | string {
  if (parts.length === 1) return parts[0]!;
  return html`${parts.map((part, i) => html`${i === 0 ? '' : separator}<bdi>${part}</bdi>`)}`;
}
