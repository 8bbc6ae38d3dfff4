import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { copyButtonStyles } from '../shared/copy-button.js';
import { languageMenuStyles } from './language-menu.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const snippetStyles = css`
  :host {
    display: block;
    --_code-max-height: var(--api-snippets-max-height, 32em);
  }
  .base {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    overflow: hidden;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 0.5em;
    border-bottom: 1px solid var(--_border);
    padding: 0 0.5em;
  }
  .tab-list {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    gap: 0.1em;
  }
  .tab {
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    padding: 0.5em 0.6em;
    cursor: pointer;
    color: var(--_muted);
    font-size: 0.85em;
  }
  .tab[aria-selected='true'] {
    color: var(--_text);
    border-bottom-color: var(--_accent);
    font-weight: 600;
  }
  .actions {
    display: flex;
    gap: 0.4em;
    align-items: center;
  }
  .reveal {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_background);
    font-size: 0.8em;
    padding: 0.25em 0.5em;
    cursor: pointer;
  }
  .panel {
    max-height: var(--_code-max-height);
    overflow: auto;
  }
  /* The code part carries the font and colours, so \`::part(code)\` restyles the code itself. */
  .code {
    font-family: var(--_font-mono);
    font-size: 0.85em;
    line-height: 1.5;
    background: var(--_code-background);
    color: var(--_code-foreground);
  }
  .code pre {
    margin: 0;
    padding: 0.75em 1em;
    font: inherit;
    background: transparent !important;
    color: inherit;
    white-space: pre;
    overflow: visible;
  }
  .notes {
    margin: 0;
    padding: 0.4em 0.75em;
    list-style: none;
    font-size: 0.8em;
    color: var(--_muted);
    border-top: 1px solid var(--_border);
  }
  .empty {
    padding: 0.75em 1em;
    color: var(--_muted);
  }
  .copy-state {
    font-size: 0.9em;
  }
`;

export const styles = [
  tokenDefaults,
  themeAttributeStyles,
  privateTokens('api-snippets'),
  baseStyles,
  snippetStyles,
  copyButtonStyles,
  languageMenuStyles,
];
