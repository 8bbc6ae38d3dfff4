// The fields it renders are registered with it, so importing this one module is enough.
import '../param-field/param-field.js';
import '../response-field/response-field.js';
import { define } from '../shared/define.js';
import { ApiEndpoint } from './api-endpoint.element.js';

define('api-endpoint', ApiEndpoint);

declare global {
  interface HTMLElementTagNameMap {
    'api-endpoint': ApiEndpoint;
  }
}

export { ApiEndpoint };
