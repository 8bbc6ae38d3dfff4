/**
 * Registers every element of the library. Importing it defines all tags at once (for apps and bundlers).
 * The modules are those of components/tags.ts, in its order (test/core/tag-table.test.ts holds them to it).
 */
// Providers first: an element that upgrades asks its provider for settings at once.
import './docs-config/docs-config.js';
import './api-channel/api-channel.js';
import './api-channel/api-channel-playground.js';
import './api-docs/api-docs.js';
import './api-endpoint/api-endpoint.js';
import './api-playground/api-playground.js';
import './api-response/api-response.js';
import './api-schema/api-schema.js';
import './api-snippets/api-snippets.js';
import './param-field/param-field.js';
import './response-field/response-field.js';
import './api-workflow/api-workflow.js';
