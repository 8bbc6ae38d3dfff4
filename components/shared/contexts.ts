/**
 * The contexts elements share through @lit/context. Keys are strings, not symbols, so two copies of
 * the bundle on one page still find each other's providers. Values are replaced, never mutated.
 */
import { createContext } from '@lit/context';
import type { ApiSettings } from '../../src/config/api-settings.js';
import type { SpecState } from './spec-controller.js';

/** The state of one loaded spec, provided by `<api-docs>` (and any host that owns a SpecController). */
export const specContext = createContext<SpecState | undefined>('api-docs-elements:spec');

/** The resolved `api` settings of docs.json, provided by `<docs-config>` and `<api-docs>`. */
export const apiSettingsContext = createContext<ApiSettings | undefined>('api-docs-elements:api-settings');

/** The signed-in reader (`{ groups }`), or `null` when anonymous; provided by the site shell. Decides `playground: auth`. */
export const userContext = createContext<{ readonly groups: readonly string[] } | null | undefined>(
  'api-docs-elements:user',
);
