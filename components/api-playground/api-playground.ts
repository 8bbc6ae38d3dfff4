import { define } from '../shared/define.js';
import { ApiPlayground } from './api-playground.element.js';
import { ApiPlaygroundPanel } from './playground-panel.element.js';

define('api-playground', ApiPlayground);
define('api-playground-panel', ApiPlaygroundPanel);

declare global {
  interface HTMLElementTagNameMap {
    'api-playground': ApiPlayground;
    'api-playground-panel': ApiPlaygroundPanel;
  }
}

export { ApiPlayground, ApiPlaygroundPanel };
