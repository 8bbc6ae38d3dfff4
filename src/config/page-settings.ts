/**
 * A page's effective settings: its frontmatter (or its operation's `x-docs.metadata`) over the
 * global `api` settings over the defaults; then, for one reader, whether the page and its
 * playground are shown (spec section 4.3 and section 5).
 */
import type { Diagnostic } from '../diagnostics.js';
import type { ApiSettings, PlaygroundDisplay } from './api-settings.js';
import type { SiteAuthConfig } from './docs-config-types.js';
import type { PageAuthMethod, PageMetadata, PageMode } from './page-metadata.js';

/** What the resolver needs of docs.json; a whole DocsConfig fits. */
export interface SiteSettings {
  readonly api: ApiSettings;
  readonly auth?: SiteAuthConfig;
  /** `metadata.timestamp`: every page shows its last-modified date. */
  readonly metadata?: { readonly timestamp: boolean };
}

/** The reader, as the host page or `auth.userUrl` tells it; `null` when anonymous. */
export interface DocsUser {
  readonly groups: readonly string[];
}

export type SettingSource = 'page' | 'global' | 'default';

export interface PageSettings {
  /** The configured display mode. `auth` still depends on the reader: see `playgroundFor`. */
  readonly display: PlaygroundDisplay;
  readonly displaySource: SettingSource;
  /** `none` when neither the page nor `api.mdx.auth` names a method. */
  readonly authMethod: PageAuthMethod;
  readonly authMethodSource: SettingSource;
  /** The credential parameter's name for `key` (from `api.mdx.auth.name`). */
  readonly authName?: string;
  readonly groups: readonly string[];
  readonly public: boolean;
  /** docs.json has an `auth` section, so readers can be told apart. */
  readonly siteAuth: boolean;
  /** The page's layout (frontmatter `mode`): the frame shows or hides the sidebar and outline by it. */
  readonly mode: PageMode;
  /** The page shows "Last modified on …": its frontmatter `timestamp` over docs.json `metadata.timestamp`. */
  readonly timestamp: boolean;
  readonly diagnostics: readonly Diagnostic[];
}

/** Where the page's settings came from, so diagnostics point at the frontmatter or the x-docs. */
export interface PageOrigin {
  readonly file?: string;
  /** Pointer of the object holding the page fields (`/paths/~1pets/get/x-docs/metadata`, or `` for frontmatter). */
  readonly pointer?: string;
  /** Adds a line to a pointer, when the page's source text is known. */
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
}

export function resolvePageSettings(
  global: SiteSettings,
  page: PageMetadata = {},
  origin: PageOrigin = {},
): PageSettings {
  const diagnostics: Diagnostic[] = [];
  const base = origin.pointer ?? '';
  const report = (code: string, pointer: string, message: string, severity: Diagnostic['severity'] = 'error'): void => {
    diagnostics.push({
      severity,
      code,
      message,
      pointer,
      ...(origin.file === undefined ? {} : { file: origin.file }),
      ...(origin.locate?.(pointer) ?? {}),
    });
  };
  const siteAuth = global.auth !== undefined;
  const globalAuth = global.api.mdx.auth;

  let display: PlaygroundDisplay = page.playground ?? global.api.playground.display;
  const displaySource: SettingSource =
    page.playground !== undefined ? 'page' : display === 'interactive' ? 'default' : 'global';
  if (display === 'auth' && !siteAuth) {
    // Fail closed: without site auth nobody can sign in, so nobody sees the playground.
    if (page.playground === 'auth') {
      // Mintlify accepts it (its hosting signs readers in): a warning here, which `validate --strict` fails on.
      report(
        'config/auth-required',
        `${base}/playground`,
        '`playground: auth` needs an `auth` section in docs.json (how the site learns the reader); the playground stays hidden.',
        'warning',
      );
    }
    display = 'none';
  }

  const authMethod: PageAuthMethod = page.authMethod ?? globalAuth?.method ?? 'none';
  const authMethodSource: SettingSource =
    page.authMethod !== undefined ? 'page' : globalAuth !== undefined ? 'global' : 'default';
  const authName = globalAuth?.name;
  // Section 5 rule 2: a hidden playground needs no credential settings.
  if (authMethod === 'key' && authName === undefined && display !== 'none') {
    const where = page.authMethod === 'key' ? `${base}/authMethod` : '/api/mdx/auth/name';
    report(
      'config/auth-key-name',
      where,
      'Auth method "key" needs `api.mdx.auth.name` in docs.json (the credential parameter, for example x-api-key).',
    );
  }

  const groups = page.groups ?? [];
  if (!siteAuth && groups.length > 0) {
    report(
      'config/auth-required',
      `${base}/groups`,
      '`groups` has no effect because docs.json has no `auth` section; every reader sees this page.',
      'warning',
    );
  }
  if (!siteAuth && page.public !== undefined) {
    report(
      'config/auth-required',
      `${base}/public`,
      '`public` has no effect because docs.json has no `auth` section; every page is public.',
      'info',
    );
  }

  return {
    display,
    displaySource,
    authMethod,
    authMethodSource,
    ...(authName === undefined ? {} : { authName }),
    groups,
    public: page.public ?? false,
    siteAuth,
    mode: page.mode ?? 'default',
    timestamp: page.timestamp ?? global.metadata?.timestamp ?? false,
    diagnostics,
  };
}

function inAnyGroup(user: DocsUser, groups: readonly string[]): boolean {
  return groups.some((group) => user.groups.includes(group));
}

/**
 * Whether a reader may see the page at all. Without site auth, everyone. With it: everyone when
 * `public`, only members when it lists `groups` without `playground: auth`, else signed-in readers.
 */
export function pageVisibleTo(settings: PageSettings, user: DocsUser | null): boolean {
  if (!settings.siteAuth || settings.public) return true;
  if (user === null) return false;
  if (settings.groups.length > 0 && settings.display !== 'auth') return inAnyGroup(user, settings.groups);
  return true;
}

/** The playground a reader gets (section 4.3): `auth` becomes `interactive` or `none`. */
export function playgroundFor(settings: PageSettings, user: DocsUser | null): Exclude<PlaygroundDisplay, 'auth'> {
  if (settings.display !== 'auth') return settings.display;
  if (user === null) return 'none';
  if (settings.groups.length > 0) return inAnyGroup(user, settings.groups) ? 'interactive' : 'none';
  return 'interactive';
}
