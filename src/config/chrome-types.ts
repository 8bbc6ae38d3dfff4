/** The frame around the pages: top bar, footer and banner (the site's, or one language's). */
import type { IconFields } from './icon-ref.js';

/** A link in the top bar. `type: github|discord` shows that service's mark instead of a label. */
export interface NavbarLink extends IconFields {
  readonly label?: string;
  readonly href: string;
  readonly type?: 'github' | 'discord';
}

/** The top bar's primary call to action: a button with a label, or a GitHub/Discord button. */
export interface NavbarPrimary {
  readonly type: 'button' | 'github' | 'discord';
  readonly label?: string;
  readonly href: string;
}

export interface NavbarConfig {
  readonly links: readonly NavbarLink[];
  readonly primary?: NavbarPrimary;
}

/** A social profile in the footer: the platform key as written (`x`, `github`, `linkedin`…) and its URL. */
export interface FooterSocial {
  readonly platform: string;
  readonly href: string;
}

export interface FooterLinkColumn {
  readonly header?: string;
  readonly items: readonly { readonly label: string; readonly href: string }[];
}

export interface FooterConfig {
  /** In the order written. */
  readonly socials: readonly FooterSocial[];
  /** At most four columns. */
  readonly links: readonly FooterLinkColumn[];
}

/** A site-wide banner above every page. `content` is Markdown (links, bold, italic), sanitised when rendered. */
export interface BannerConfig {
  readonly content: string;
  readonly dismissible: boolean;
  readonly type: 'info' | 'warning' | 'critical';
  readonly color?: { readonly light: string; readonly dark: string };
}

/** The parts of the frame a language may set for itself (`navigation.languages[].navbar` …). */
export interface LanguageChrome {
  readonly navbar?: NavbarConfig;
  readonly footer?: FooterConfig;
  readonly banner?: BannerConfig;
}
