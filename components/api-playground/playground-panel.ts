import { define } from '../shared/define.js';
import { ApiPlaygroundPanel } from './playground-panel.element.js';

// The "Try it" panel both the endpoint's and the channel's playground open in: one registration for the two.
define('api-playground-panel', ApiPlaygroundPanel);

declare global {
  interface HTMLElementTagNameMap {
    'api-playground-panel': ApiPlaygroundPanel;
  }
}

export { ApiPlaygroundPanel };
