import { define } from '../shared/define.js';
import { DocsConfig } from './docs-config.element.js';

define('docs-config', DocsConfig);

declare global {
  interface HTMLElementTagNameMap {
    'docs-config': DocsConfig;
  }
}

export { DocsConfig };
