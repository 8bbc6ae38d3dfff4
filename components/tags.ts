/**
 * Every element tag of the library and the module that registers it: the one list a new element is added to.
 * `register-all.ts`, the script-tag bundle's entry (`cdn-entry.ts`) and `package.json` `sideEffects` are held to
 * it by test/core/tag-table.test.ts. The order is register-all's: providers first, since an element that
 * upgrades asks its provider for settings at once.
 */

/** How the script-tag bundle loads a tag's module. */
export type CdnLoading =
  /** Imported by the bundle's entry at once: what a reader needs to read one endpoint. */
  | 'eager'
  /** A lazy chunk, loaded when the tag is on the page or added to it. */
  | 'lazy'
  /** Loaded by the element that draws it, on use. */
  | 'parent';

export interface ElementTag {
  readonly tag: string;
  /** The registering module, under components/ and without its extension. */
  readonly module: string;
  readonly cdn: CdnLoading;
  /** Imported by register-all.ts; false for an element only its parent draws (the parent's module registers it). */
  readonly registerAll: boolean;
}

export const elementTags: readonly ElementTag[] = [
  { tag: 'docs-config', module: 'docs-config/docs-config', cdn: 'eager', registerAll: true },
  { tag: 'api-channel', module: 'api-channel/api-channel', cdn: 'lazy', registerAll: true },
  { tag: 'api-channel-playground', module: 'api-channel/api-channel-playground', cdn: 'parent', registerAll: true },
  { tag: 'api-docs', module: 'api-docs/api-docs', cdn: 'lazy', registerAll: true },
  { tag: 'api-page-actions', module: 'api-docs/page-actions', cdn: 'parent', registerAll: false },
  { tag: 'api-endpoint', module: 'api-endpoint/api-endpoint', cdn: 'eager', registerAll: true },
  { tag: 'api-playground', module: 'api-playground/api-playground', cdn: 'lazy', registerAll: true },
  { tag: 'api-webhook-test', module: 'api-playground/api-playground', cdn: 'parent', registerAll: true },
  { tag: 'api-playground-panel', module: 'api-playground/playground-panel', cdn: 'parent', registerAll: false },
  { tag: 'api-response', module: 'api-response/api-response', cdn: 'lazy', registerAll: true },
  { tag: 'api-schema', module: 'api-schema/api-schema', cdn: 'lazy', registerAll: true },
  { tag: 'api-snippets', module: 'api-snippets/api-snippets', cdn: 'lazy', registerAll: true },
  { tag: 'param-field', module: 'param-field/param-field', cdn: 'eager', registerAll: true },
  { tag: 'response-field', module: 'response-field/response-field', cdn: 'eager', registerAll: true },
  { tag: 'api-workflow', module: 'api-workflow/api-workflow', cdn: 'lazy', registerAll: true },
];
