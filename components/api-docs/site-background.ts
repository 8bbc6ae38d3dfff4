/**
 * docs.json `background`: the page's colour and image per scheme and a decoration behind the top of
 * the page. Colours arrive checked by the config reader; an image is used only from the site's own
 * origin or `https:` (the media rule every page follows) and reaches CSS as a resolved, encoded URL.
 */
import { css, type CSSResult } from 'lit';
import type { BackgroundConfig } from '../../src/config/index.js';

function imageUrl(path: string | undefined, siteUrl: string): string | undefined {
  if (path === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(path, siteUrl);
  } catch {
    return undefined;
  }
  const sameOrigin = url.origin === new URL(siteUrl).origin;
  if (!sameOrigin && url.protocol !== 'https:') return undefined;
  // The URL parser percent-encodes quotes and turns backslashes into slashes: the string cannot end url("…").
  return `url("${url.href}")`;
}

/** The inline custom properties the styles below read. */
export function backgroundProperties(
  background: BackgroundConfig | undefined,
  siteUrl: string | undefined,
): Record<string, string> {
  if (background === undefined) return {};
  const out: Record<string, string> = {};
  if (background.color?.light !== undefined) out['--_bgl-color'] = background.color.light;
  if (background.color?.dark !== undefined) out['--_bgd-color'] = background.color.dark;
  if (siteUrl !== undefined && background.image !== undefined) {
    const light = imageUrl(background.image.light, siteUrl);
    const dark = imageUrl(background.image.dark ?? background.image.light, siteUrl);
    if (light !== undefined) out['--_bgl-image'] = light;
    if (dark !== undefined) out['--_bgd-image'] = dark;
  }
  return out;
}

export const backgroundStyles: CSSResult = css`
  .base {
    --_page-background: var(--_bgl-color, var(--_background));
    --_page-image: var(--_bgl-image, none);
    background-color: var(--_page-background);
    background-image: var(--_page-image);
    background-size: cover;
    background-position: top center;
    background-attachment: fixed;
  }
  :host([theme='dark']) .base {
    --_page-background: var(--_bgd-color, var(--_background));
    --_page-image: var(--_bgd-image, none);
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) .base {
      --_page-background: var(--_bgd-color, var(--_background));
      --_page-image: var(--_bgd-image, none);
    }
  }
  /* Decorations sit behind the top of the page and fade out, so text keeps its contrast. */
  .base[data-decoration='gradient'] {
    background-image:
      radial-gradient(ellipse 80% 28rem at 50% -6rem, var(--_accent-soft), transparent 70%), var(--_page-image);
  }
  .base[data-decoration='grid'],
  .base[data-decoration='windows'] {
    background-image:
      linear-gradient(to bottom, transparent, var(--_page-background) 24rem),
      linear-gradient(var(--_hairline) 1px, transparent 1px), linear-gradient(90deg, var(--_hairline) 1px, transparent 1px),
      var(--_page-image);
    background-size:
      100% 100%,
      2rem 2rem,
      2rem 2rem,
      cover;
    background-attachment: scroll;
    background-repeat: no-repeat, repeat, repeat, no-repeat;
  }
  .base[data-decoration='windows'] {
    background-size:
      100% 100%,
      6rem 4rem,
      6rem 4rem,
      cover;
  }
`;
