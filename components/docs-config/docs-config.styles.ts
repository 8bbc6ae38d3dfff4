import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { errorPanelStyles } from '../shared/error-panel.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

/*
 * A transparent wrapper: it adds no box, and its children are the page's own content, so it passes on
 * the page's text styles instead of the element's tokens (its status panel sets its own).
 */
const docsConfigStyles = css`
  :host {
    display: contents;
    color: inherit;
    font-family: inherit;
  }
`;

export const styles = [
  tokenDefaults,
  themeAttributeStyles,
  privateTokens('docs-config'),
  baseStyles,
  docsConfigStyles,
  errorPanelStyles,
];
