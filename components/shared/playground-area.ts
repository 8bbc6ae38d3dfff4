/**
 * What the reference elements (`<api-endpoint>`, `<api-channel>`) share about their "Try it" area:
 * which display a reader gets (spec section 4.3) and the area's layout.
 */
import { css } from 'lit';
import type { PlaygroundDisplay } from '../../src/config/api-settings.js';

export type ShownPlayground = Exclude<PlaygroundDisplay, 'auth'>;

export interface Reader {
  readonly groups: readonly string[];
}

/** What a reader gets: `auth` is `none` for anonymous readers and for readers in none of the page's `groups`. */
export function shownPlayground(
  display: PlaygroundDisplay,
  user: Reader | null,
  groups: readonly string[],
): ShownPlayground {
  if (display !== 'auth') return display;
  if (user === null) return 'none';
  if (groups.length === 0) return 'interactive';
  return groups.some((g) => user.groups.includes(g)) ? 'interactive' : 'none';
}

export const playgroundAreaStyles = css`
  .simple-endpoint {
    display: flex;
    align-items: center;
    gap: 0.6em;
    flex-wrap: wrap;
    margin: var(--_spacing) 0;
    padding: 0.5em var(--_spacing);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .simple-endpoint .path {
    overflow-wrap: anywhere;
  }
  .playground {
    margin: calc(var(--_spacing) * 2) 0;
    display: grid;
    /* Not auto: a long line of code would widen the column (and the page) instead of scrolling in its box. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_spacing);
  }
`;
