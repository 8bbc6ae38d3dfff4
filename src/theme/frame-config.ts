/**
 * The parts of docs.json the site frame draws around pages (Mintlify's `navbar`, `footer`, `banner`,
 * `appearance`, `theme`, `fonts`), read defensively from the loaded configuration: whatever the
 * configuration reader types or leaves out, the frame gets only well-formed values and safe links
 * (https:, http:, mailto: or a path on the site; never `javascript:`).
 */
import type { SiteFieldsConfig } from '../config/docs-config-types.js';
import { FRAME_LINK_SCHEMES, isProtocolRelative, isSafeUrl } from '../markdown/urls.js';

export interface FrameLink {
  readonly label: string;
  readonly href: string;
  readonly icon?: string;
}

export interface FrameFooterColumn {
  readonly header?: string;
  readonly items: readonly FrameLink[];
}

export interface FrameConfig {
  readonly navbarLinks: readonly FrameLink[];
  /** `navbar.primary`: a button (label) or a GitHub/Discord link shown as one. */
  readonly primary?: FrameLink & { readonly type: string };
  /** `footer.socials`: network name → URL. */
  readonly socials: readonly (FrameLink & { readonly network: string })[];
  readonly footerColumns: readonly FrameFooterColumn[];
  readonly banner?: {
    readonly content: string;
    readonly dismissible: boolean;
    readonly type: 'info' | 'warning' | 'critical';
  };
  readonly appearance: { readonly default: 'system' | 'light' | 'dark'; readonly strict: boolean };
  readonly theme?: string;
  /** `fonts.family` (body) and `fonts.heading.family`: local or installed families only, never fetched. */
  readonly fontFamily?: string;
  readonly headingFontFamily?: string;
  /** Where "Edit this page" points: a repository URL (GitHub or GitLab), from `navbar.primary` of type github, else the github entry of `footer.socials`; pages' paths in it are taken as the project's. */
  readonly repository?: string;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A link target readers may follow: absolute http(s) or mailto, or a path on the site (never `//host`). */
function frameHref(value: unknown): string | undefined {
  const href = str(value);
  return href !== undefined && !isProtocolRelative(href) && isSafeUrl(href, FRAME_LINK_SCHEMES) ? href : undefined;
}

function link(label: string | undefined, href: string | undefined, icon?: string): FrameLink | undefined {
  const safe = frameHref(href);
  if (label === undefined || safe === undefined) return undefined;
  return { label, href: safe, ...(icon === undefined ? {} : { icon }) };
}

const NETWORK_LABELS: Readonly<Record<string, string>> = {
  x: 'X',
  twitter: 'X',
  github: 'GitHub',
  discord: 'Discord',
  slack: 'Slack',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  website: 'Website',
  facebook: 'Facebook',
  instagram: 'Instagram',
  medium: 'Medium',
  telegram: 'Telegram',
  reddit: 'Reddit',
  'hacker-news': 'Hacker News',
  bluesky: 'Bluesky',
  threads: 'Threads',
};

const SERVICE_LABELS: Readonly<Record<string, string>> = { github: 'GitHub', discord: 'Discord' };

/** A family name for `font-family`: letters, digits, spaces and dashes only, quoted. */
function family(name: string | undefined): string | undefined {
  return name !== undefined && /^[\w -]{1,64}$/.test(name) ? `'${name}'` : undefined;
}

/** A repository root on GitHub or GitLab, from a URL to it. */
function repositoryOf(value: unknown): string | undefined {
  const href = frameHref(value);
  const m = href === undefined ? null : /^(https:\/\/(?:github\.com|gitlab\.com)\/[\w.-]+\/[\w.-]+)\/?$/.exec(href);
  return m?.[1];
}

/** The frame's view of docs.json's typed site fields. */
export function frameConfig(config: Partial<SiteFieldsConfig>): FrameConfig {
  const { navbar, footer, banner, fonts } = config;
  const p = navbar?.primary;
  const primaryLink = p === undefined ? undefined : link(str(p.label) ?? SERVICE_LABELS[p.type], p.href);
  const primary = primaryLink === undefined || p === undefined ? undefined : { ...primaryLink, type: p.type };
  const navbarLinks = (navbar?.links ?? []).flatMap((l) => {
    const made = link(str(l.label) ?? (l.type === undefined ? undefined : SERVICE_LABELS[l.type]), l.href, l.icon);
    return made === undefined ? [] : [made];
  });
  const socials = (footer?.socials ?? []).flatMap((s) => {
    const made = link(NETWORK_LABELS[s.platform] ?? s.platform, s.href);
    return made === undefined ? [] : [{ ...made, network: s.platform }];
  });
  const footerColumns = (footer?.links ?? []).flatMap((col) => {
    const items = col.items.flatMap((i) => link(str(i.label), i.href) ?? []);
    return items.length === 0 ? [] : [{ ...(col.header === undefined ? {} : { header: col.header }), items }];
  });
  const fontFamily = family(fonts?.body?.family ?? fonts?.family);
  const headingFontFamily = family(fonts?.heading?.family ?? fonts?.family);
  const repository =
    (p?.type === 'github' ? repositoryOf(p.href) : undefined) ??
    repositoryOf(socials.find((s) => s.network === 'github')?.href);
  const bannerText = str(banner?.content);
  return {
    navbarLinks,
    ...(primary === undefined ? {} : { primary }),
    socials,
    footerColumns,
    ...(bannerText === undefined
      ? {}
      : { banner: { content: bannerText, dismissible: banner?.dismissible === true, type: banner?.type ?? 'info' } }),
    appearance: { default: config.appearance?.default ?? 'system', strict: config.appearance?.strict === true },
    ...(config.theme === undefined ? {} : { theme: config.theme }),
    ...(fontFamily === undefined ? {} : { fontFamily }),
    ...(headingFontFamily === undefined ? {} : { headingFontFamily }),
    ...(repository === undefined ? {} : { repository }),
  };
}
