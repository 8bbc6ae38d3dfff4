/**
 * The script-tag bundle's entry: registers every element, keeping the interactive ones out of the
 * first download.
 *
 * The elements a reader needs to read a page are defined at once. The interactive ones (playground,
 * response viewer, snippets) live in lazy chunks: `<api-endpoint>` loads them when it shows a
 * playground, and this file loads them too — at once when the page already uses one of their tags
 * on its own, otherwise when the browser is idle — so every tag works standalone from one script.
 */
import './api-endpoint/api-endpoint.js';
import './docs-config/docs-config.js';
import './param-field/param-field.js';
import './response-field/response-field.js';
import { afterIdle } from './shared/idle.js';

const lazyTags: Readonly<Record<string, () => Promise<unknown>>> = {
  'api-channel': () => import('./api-channel/api-channel.js'),
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
