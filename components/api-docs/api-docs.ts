import { define } from '../shared/define.js';
import { ApiDocs } from './api-docs.element.js';

define('api-docs', ApiDocs);

declare global {
  interface HTMLElementTagNameMap {
    'api-docs': ApiDocs;
  }
}

export { ApiDocs };
