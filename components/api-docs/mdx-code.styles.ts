import { css } from 'lit';

/**
 * Code blocks once the page's code chunk (mdx-code.ts) has equipped them: header, copy button, line
 * highlights, diff and focus marks, line numbers, wrapping and "Show more". Loaded with that chunk and
 * adopted into the page's shadow root, so pages without code never carry it.
 */
export const codeBlockStyles = css`
  /* Code blocks (mdx-code.ts): header, copy button, line highlights, diff, focus, numbers, wrap. */
  pre.code-block { position: relative; padding: 0; background: var(--_code-background, var(--_surface)); }
  pre.code-block > code { display: block; padding: var(--_spacing); overflow-x: auto; font-size: 0.85em; }
  .code-header {
    display: flex;
    align-items: center;
    gap: 0.4em;
    padding: 0.45em var(--_spacing);
    border-bottom: 1px solid var(--_border);
    font-family: var(--_font-sans);
    font-size: 0.8em;
    font-weight: 600;
    color: var(--_muted);
  }
  .code-copy {
    position: absolute;
    top: 0.35em;
    inset-inline-end: 0.4em;
    z-index: 1;
    font: inherit;
    font-family: var(--_font-sans);
    font-size: 0.75em;
    color: var(--_muted);
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.15em 0.55em;
    cursor: pointer;
  }
  .code-copy:focus-visible,
  .code-expand:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: 2px;
  }
  /* The code scrolls inside the card, so it is what takes focus (and arrow keys); its ring is drawn inside the card. */
  pre.code-block > code:focus-visible {
    outline: 2px solid var(--_focus-ring);
    outline-offset: -2px;
  }
  pre.code-block .line { display: inline-block; min-width: 100%; padding-inline: var(--_spacing); margin-inline: calc(-1 * var(--_spacing)); }
  pre.code-block .line.highlighted { background: color-mix(in srgb, var(--_accent) 7%, transparent); }
  pre.code-block .line.diff.add { background: color-mix(in srgb, var(--_method-post) 6%, transparent); }
  pre.code-block .line.diff.remove { background: color-mix(in srgb, var(--_method-delete) 5%, transparent); }
  pre.code-block .line.diff.add::before { content: '+ '; color: var(--_method-post); }
  pre.code-block .line.diff.remove::before { content: '- '; color: var(--_method-delete); }
  /* Focused lines stand out with a bar and a tint; the others keep their full contrast. */
  pre.code-block .line.focused {
    background: color-mix(in srgb, var(--_accent) 7%, transparent);
    box-shadow: inset 3px 0 var(--_accent);
  }
  pre.code-block[data-lines] > code { counter-reset: line; }
  pre.code-block[data-lines] .line::before {
    counter-increment: line;
    content: counter(line);
    display: inline-block;
    width: 2.2em;
    margin-inline-end: 1em;
    text-align: end;
    color: var(--_muted);
    opacity: 0.7;
  }
  pre.code-block[data-wrap] > code { white-space: pre-wrap; overflow-wrap: anywhere; }
  pre.code-block[data-wrap] .line { display: inline; }
  pre.code-block[data-expandable]:not([data-expanded]) > code { max-height: 14em; overflow-y: hidden; }
  .code-expand {
    display: block;
    margin: -0.6em auto var(--_spacing);
    font: inherit;
    font-size: 0.85em;
    color: var(--_accent);
    background: var(--_background);
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0.2em 0.9em;
    cursor: pointer;
  }
`;
