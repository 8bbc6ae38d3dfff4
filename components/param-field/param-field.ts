import { define } from '../shared/define.js';
import { ParamField } from './param-field.element.js';

define('param-field', ParamField);

declare global {
  interface HTMLElementTagNameMap {
    'param-field': ParamField;
  }
}

export { ParamField };
