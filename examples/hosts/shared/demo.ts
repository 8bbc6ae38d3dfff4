// What the three framework apps share: the spec they document, the example API they call, the
// docs.json they pass as an object, and the two operations their button switches between.
import specUrl from '../../docs/openapi.yaml?url';
import docs from './docs.json';

/** The OpenAPI document (emitted beside the app by Vite). */
export const SPEC_URL: string = specUrl;

/** The example API (`node examples/api-server/server.mjs`); `?api=http://127.0.0.1:PORT` picks another. */
export const API = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4010';

/** docs.json contents, passed to `<docs-config>` as an object: the playground is for signed-in readers. */
export const docsJson: Readonly<Record<string, unknown>> = docs;

export const OPERATIONS = ['GET /users', 'GET /users/{userId}'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The reader the "Sign in" button sets; the endpoint shows its playground to the `beta` group. */
export interface Reader {
  readonly groups: readonly string[];
}
export const BETA_READER: Reader = { groups: ['beta'] };
export const GROUPS: readonly string[] = ['beta'];
