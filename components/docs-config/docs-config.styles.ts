import { css } from 'lit';
import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { errorPanelStyles } from '../shared/error-panel.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

const docsConfigStyles = css`
  :host {
    display: contents;
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
