import { define } from '../shared/define.js';
import { ApiSnippets } from './api-snippets.element.js';

define('api-snippets', ApiSnippets);

declare global {
  interface HTMLElementTagNameMap {
    'api-snippets': ApiSnippets;
  }
}

export { ApiSnippets };
