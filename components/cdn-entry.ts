/**
 * The script-tag bundle's entry: registers every element, keeping the heavy ones out of the first
 * download.
 *
 * The elements a reader needs to read one endpoint are defined at once. The site, the channel page
 * and the interactive elements (playground, response viewer, snippets) live in lazy chunks. This file
 * loads them at once when the page already uses one of their tags, otherwise when the browser is
 * idle, so every tag works from one script; `<api-endpoint>` also loads its playground when it shows one.
 */
import './api-endpoint/api-endpoint.js';
import './docs-config/docs-config.js';
import './param-field/param-field.js';
import './response-field/response-field.js';
import { afterIdle } from './shared/idle.js';

const lazyTags: Readonly<Record<string, () => Promise<unknown>>> = {
  'api-channel': () => import('./api-channel/api-channel.js'),
  'api-docs': () => import('./api-docs/api-docs.js'),
  'api-playground': () => import('./api-playground/api-playground.js'),
  'api-response': () => import('./api-response/api-response.js'),
  'api-snippets': () => import('./api-snippets/api-snippets.js'),
};

function defineLazyTags(): void {
  for (const load of Object.values(lazyTags)) void load();
}

if (typeof document !== 'undefined') {
  const used = Object.keys(lazyTags).some((tag) => document.querySelector(tag) !== null);
  if (used) defineLazyTags();
  else void afterIdle(3000).then(defineLazyTags);
}
