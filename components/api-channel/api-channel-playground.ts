// The "Try it" panel the channel page opens this playground in (the endpoint's, defined once either way).
import '../api-playground/playground-panel.js';
import { define } from '../shared/define.js';
import { ApiChannelPlayground } from './api-channel-playground.element.js';

define('api-channel-playground', ApiChannelPlayground);

declare global {
  interface HTMLElementTagNameMap {
    'api-channel-playground': ApiChannelPlayground;
  }
}

export { ApiChannelPlayground };
