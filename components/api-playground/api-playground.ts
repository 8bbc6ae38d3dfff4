import { define } from '../shared/define.js';
import { ApiPlayground } from './api-playground.element.js';

define('api-playground', ApiPlayground);

declare global {
  interface HTMLElementTagNameMap {
    'api-playground': ApiPlayground;
  }
}

export { ApiPlayground };
