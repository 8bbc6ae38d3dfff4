/**
 * The per-page options shared by MDX frontmatter and the `x-docs.metadata` operation extension,
 * read from either source with the same rules and the same messages.
 */
import { AUTH_METHODS, PLAYGROUND_DISPLAYS } from './api-settings.js';
import type { AuthMethod, PlaygroundDisplay } from './api-settings.js';
import type { ConfigReader, JsonObject } from './config-reader.js';

/** `authMethod` on a page may also be `none`: no credential on that page. */
export type PageAuthMethod = AuthMethod | 'none';
export const PAGE_AUTH_METHODS: readonly PageAuthMethod[] = [...AUTH_METHODS, 'none'];

export interface PageMetadata {
  readonly title?: string;
  /** A shorter title for the sidebar. */
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly deprecated?: boolean;
  /** Overrides `api.playground.display` for this page. */
  readonly playground?: PlaygroundDisplay;
  /** Overrides `api.mdx.auth.method` for this page. */
  readonly authMethod?: PageAuthMethod;
  /** Reader groups: with `playground: auth`, who sees the playground; otherwise who sees the page. */
  readonly groups?: readonly string[];
  /** With site auth configured: the page is visible to anonymous readers too. */
  readonly public?: boolean;
  /** Built and reachable by URL, but left out of the navigation. */
  readonly hidden?: boolean;
}

export const PAGE_METADATA_FIELDS = [
  'title',
  'sidebarTitle',
  'description',
  'deprecated',
  'playground',
  'authMethod',
  'groups',
  'public',
  'hidden',
] as const;

/** Reads the page-metadata fields of `object`; other fields are the caller's business. */
export function readPageMetadata(r: ConfigReader, object: JsonObject, pointer: string): PageMetadata {
  const at = (key: string): string => `${pointer}/${key}`;
  const out: Record<string, unknown> = {};
  for (const key of ['title', 'sidebarTitle', 'description'] as const) {
    const text = r.string(object[key], at(key));
    if (text !== undefined) out[key] = text;
  }
  for (const key of ['deprecated', 'public', 'hidden'] as const) {
    const flag = r.boolean(object[key], at(key));
    if (flag !== undefined) out[key] = flag;
  }
  const playground = r.oneOf(object['playground'], at('playground'), PLAYGROUND_DISPLAYS);
  if (playground !== undefined) out['playground'] = playground;
  const authMethod = r.oneOf(object['authMethod'], at('authMethod'), PAGE_AUTH_METHODS);
  if (authMethod !== undefined) out['authMethod'] = authMethod;
  const groups = r.strings(object['groups'], at('groups'));
  if (groups !== undefined) out['groups'] = groups;
  return out as PageMetadata;
}
