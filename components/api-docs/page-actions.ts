import { define } from '../shared/define.js';
import { ApiPageActions } from './page-actions.element.js';

define('api-page-actions', ApiPageActions);

declare global {
  interface HTMLElementTagNameMap {
    'api-page-actions': ApiPageActions;
  }
}

export { ApiPageActions };
