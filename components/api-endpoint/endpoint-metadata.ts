/**
 * An operation's `x-docs.metadata` as far as one endpoint needs it on its own page: the playground
 * display, the auth method, the reader groups and the title. `<api-docs>` reads the full extension
 * (and reports its mistakes); a standalone `<api-endpoint>` honours the same values, ignoring wrong ones.
 */
import { AUTH_METHODS, PLAYGROUND_DISPLAYS } from '../../src/config/api-setting-values.js';
// Types only: page-metadata.ts (the site's reader of page fields) stays out of the up-front bundle.
import type { PageAuthMethod, PageMetadata } from '../../src/config/page-metadata.js';

type EndpointMetadata = Pick<PageMetadata, 'playground' | 'authMethod' | 'groups' | 'title'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(v: unknown, values: readonly T[]): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;

export function endpointMetadata(extensions: Readonly<Record<string, unknown>>): EndpointMetadata {
  const xDocs = extensions['x-docs'];
  const meta = isRecord(xDocs) ? xDocs['metadata'] : undefined;
  if (!isRecord(meta)) return {};
  const playground = oneOf(meta['playground'], PLAYGROUND_DISPLAYS);
  const authMethod = oneOf<PageAuthMethod>(meta['authMethod'], [...AUTH_METHODS, 'none']);
  const groups = Array.isArray(meta['groups']) ? meta['groups'].filter((g) => typeof g === 'string') : undefined;
  const title = typeof meta['title'] === 'string' && meta['title'].trim() !== '' ? meta['title'] : undefined;
  return {
    ...(playground ? { playground } : {}),
    ...(authMethod ? { authMethod } : {}),
    ...(groups ? { groups } : {}),
    ...(title ? { title } : {}),
  };
}
