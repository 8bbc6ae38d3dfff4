import { define } from '../shared/define.js';
import { ResponseField } from './response-field.element.js';

define('response-field', ResponseField);

declare global {
  interface HTMLElementTagNameMap {
    'response-field': ResponseField;
  }
}

export { ResponseField };
