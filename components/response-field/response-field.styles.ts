import { baseStyles, privateTokens } from '../shared/base-styles.js';
import { anchorButtonStyles, fieldStyles } from '../shared/field-styles.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';

export const responseFieldStyles = [
  tokenDefaults,
  themeAttributeStyles,
  privateTokens('response-field'),
  baseStyles,
  anchorButtonStyles,
  fieldStyles,
];
