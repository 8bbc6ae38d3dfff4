// The "Try it" panel this playground opens in.
import './playground-panel.js';
import { define } from '../shared/define.js';
import { ApiPlayground } from './api-playground.element.js';
import { ApiPlaygroundPanel } from './playground-panel.element.js';
import { ApiWebhookTest } from './webhook-test.element.js';

define('api-playground', ApiPlayground);
define('api-webhook-test', ApiWebhookTest);

declare global {
  interface HTMLElementTagNameMap {
    'api-playground': ApiPlayground;
    'api-webhook-test': ApiWebhookTest;
  }
}

export { ApiPlayground, ApiPlaygroundPanel, ApiWebhookTest };
