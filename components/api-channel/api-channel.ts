import { define } from '../shared/define.js';
import { ApiChannel } from './api-channel.element.js';
// A channel page shows its payloads through the field elements: register them too (guarded, so a
// page that already has them loses nothing).
import '../param-field/param-field.js';
import '../response-field/response-field.js';

define('api-channel', ApiChannel);

declare global {
  interface HTMLElementTagNameMap {
    'api-channel': ApiChannel;
  }
}

export { ApiChannel };
