import { define } from '../shared/define.js';
import { ApiResponse } from './api-response.element.js';

define('api-response', ApiResponse);

declare global {
  interface HTMLElementTagNameMap {
    'api-response': ApiResponse;
  }
}

export { ApiResponse };
