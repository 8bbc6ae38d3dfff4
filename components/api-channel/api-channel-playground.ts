import { ApiPlaygroundPanel } from '../api-playground/playground-panel.element.js';
import { define } from '../shared/define.js';
import { ApiChannelPlayground } from './api-channel-playground.element.js';

define('api-channel-playground', ApiChannelPlayground);
// The "Try it" panel the channel page opens this playground in (the endpoint's, defined once either way).
define('api-playground-panel', ApiPlaygroundPanel);

declare global {
  interface HTMLElementTagNameMap {
    'api-channel-playground': ApiChannelPlayground;
  }
}

export { ApiChannelPlayground };
