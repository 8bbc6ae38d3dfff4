import { define } from '../shared/define.js';
import { ApiEndpoint } from './api-endpoint.element.js';

define('api-endpoint', ApiEndpoint);

declare global {
  interface HTMLElementTagNameMap {
    'api-endpoint': ApiEndpoint;
  }
}

export { ApiEndpoint };
