import '../response-field/response-field.js';
import { define } from '../shared/define.js';
import { ApiSchema } from './api-schema.element.js';

define('api-schema', ApiSchema);

declare global {
  interface HTMLElementTagNameMap {
    'api-schema': ApiSchema;
  }
}

export { ApiSchema };
