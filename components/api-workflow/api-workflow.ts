import { define } from '../shared/define.js';
import { ApiWorkflow } from './api-workflow.element.js';

define('api-workflow', ApiWorkflow);

declare global {
  interface HTMLElementTagNameMap {
    'api-workflow': ApiWorkflow;
  }
}

export { ApiWorkflow };
