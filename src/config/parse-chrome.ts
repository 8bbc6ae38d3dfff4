/**
 * The frame around the pages that docs.json sets once for the site and `navigation.languages[]` may set again
 * per language: `navbar`, `footer` and `banner`. Each reader takes the pointer of the object that holds the field.
 */
import { type ConfigReader } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import type {
  BannerConfig,
  FooterConfig,
  FooterLinkColumn,
  NavbarConfig,
  NavbarLink,
  NavbarPrimary,
} from './chrome-types.js';
import type { LanguageChrome } from './chrome-types.js';
import { checkFields, SITE_FIELDS } from './mintlify-fields.js';
import { readIcon } from './icon-ref.js';
import { defined, readColor, readLink } from './read-values.js';
import { childPointer } from '../openapi/pointer.js';

/** `navbar`, `footer` and `banner` of the object at `base` ('' for the root), each left out when absent. */
export function readChrome(r: ConfigReader, object: JsonObject, base: string): LanguageChrome {
  return defined({
    navbar: readNavbar(r, object['navbar'], base),
    footer: readFooter(r, object['footer'], base),
    banner: readBanner(r, object['banner'], base),
  });
}

function readNavbarLink(r: ConfigReader, value: unknown, pointer: string): NavbarLink | undefined {
  const obj = r.object(value, pointer);
  if (obj === undefined) return undefined;
  checkFields(r, obj, pointer, SITE_FIELDS.navbarLink);
  // Mintlify takes any `type` on a labelled link; only github and discord change how it is drawn.
  const written = obj['type'];
  const type: NavbarLink['type'] = written === 'github' || written === 'discord' ? written : undefined;
  if (written !== undefined && type === undefined) r.string(written, `${pointer}/type`);
  const label = r.string(obj['label'], `${pointer}/label`);
  const href = readLink(r, obj['href'], `${pointer}/href`);
  if (obj['href'] === undefined) r.required(obj, 'href', pointer, 'where the link goes');
  if (type === undefined && label === undefined && obj['label'] === undefined)
    r.required(obj, 'label', pointer, 'the link text');
  if (href === undefined || (type === undefined && label === undefined)) return undefined;
  return defined({ label, href, ...readIcon(r, obj['icon'], `${pointer}/icon`), type });
}

function readNavbarPrimary(r: ConfigReader, value: unknown, base: string): NavbarPrimary | undefined {
  const at = `${base}/navbar/primary`;
  const obj = r.object(value, at);
  if (obj === undefined) return undefined;
  checkFields(r, obj, at, SITE_FIELDS.navbarPrimary);
  const type = r.oneOf(obj['type'], `${at}/type`, ['button', 'github', 'discord'] as const, 'button');
  const label = r.string(obj['label'], `${at}/label`);
  const href = readLink(r, obj['href'], `${at}/href`);
  if (obj['href'] === undefined) r.required(obj, 'href', at, 'where the button goes');
  if (type === 'button' && obj['label'] === undefined)
    r.required(obj, 'label', at, 'the button text, needed with type "button"');
  if (href === undefined || (type === 'button' && label === undefined)) return undefined;
  return defined({ type, label, href });
}

function readNavbar(r: ConfigReader, value: unknown, base: string): NavbarConfig | undefined {
  const at = `${base}/navbar`;
  const obj = r.object(value, at);
  if (obj === undefined) return undefined;
  checkFields(r, obj, at, SITE_FIELDS.navbar);
  const links = (r.list(obj['links'], `${at}/links`) ?? []).flatMap((item, i) => {
    const link = readNavbarLink(r, item, `${at}/links/${i}`);
    return link === undefined ? [] : [link];
  });
  return defined({ links, primary: readNavbarPrimary(r, obj['primary'], base) });
}

function readFooterColumn(r: ConfigReader, value: unknown, pointer: string): FooterLinkColumn | undefined {
  const obj = r.object(value, pointer);
  if (obj === undefined) return undefined;
  checkFields(r, obj, pointer, SITE_FIELDS.footerColumn);
  const items = (r.list(obj['items'], `${pointer}/items`) ?? []).flatMap((item, i) => {
    const at = `${pointer}/items/${i}`;
    const link = r.object(item, at);
    if (link === undefined) return [];
    checkFields(r, link, at, SITE_FIELDS.footerItem);
    r.required(link, 'label', at, 'the link text');
    r.required(link, 'href', at, 'where the link goes');
    const label = r.string(link['label'], `${at}/label`);
    const href = readLink(r, link['href'], `${at}/href`);
    return label === undefined || href === undefined ? [] : [{ label, href }];
  });
  if (obj['items'] === undefined) r.required(obj, 'items', pointer, 'the column’s links');
  return defined({ header: r.string(obj['header'], `${pointer}/header`), items });
}

function readFooter(r: ConfigReader, value: unknown, base: string): FooterConfig | undefined {
  const at = `${base}/footer`;
  const obj = r.object(value, at);
  if (obj === undefined) return undefined;
  checkFields(r, obj, at, SITE_FIELDS.footer);
  const socialsObj = r.object(obj['socials'], `${at}/socials`);
  const socials = Object.entries(socialsObj ?? {}).flatMap(([platform, href]) => {
    const url = readLink(r, href, childPointer(`${at}/socials`, platform));
    return url === undefined ? [] : [{ platform, href: url }];
  });
  const columns = r.list(obj['links'], `${at}/links`) ?? [];
  if (columns.length > 4)
    r.report(
      'warning',
      'config/too-many',
      `${at}/links`,
      '`footer.links` shows at most 4 columns; the rest are left out.',
    );
  const links = columns.slice(0, 4).flatMap((c, i) => {
    const column = readFooterColumn(r, c, `${at}/links/${i}`);
    return column === undefined ? [] : [column];
  });
  return { socials, links };
}

function readBanner(r: ConfigReader, value: unknown, base: string): BannerConfig | undefined {
  const at = `${base}/banner`;
  const obj = r.object(value, at);
  if (obj === undefined) return undefined;
  checkFields(r, obj, at, SITE_FIELDS.banner);
  r.required(obj, 'content', at, 'the banner text');
  const content = r.string(obj['content'], `${at}/content`);
  if (content === undefined) return undefined;
  let color: BannerConfig['color'];
  if (typeof obj['color'] === 'string') {
    const c = readColor(r, obj['color'], `${at}/color`);
    color = c === undefined ? undefined : { light: c, dark: c };
  } else if (obj['color'] !== undefined) {
    const pair = r.object(obj['color'], `${at}/color`);
    const light = pair && readColor(r, pair['light'], `${at}/color/light`);
    const dark = pair && readColor(r, pair['dark'], `${at}/color/dark`);
    color = light || dark ? { light: (light ?? dark)!, dark: (dark ?? light)! } : undefined;
  }
  return defined({
    content,
    dismissible: r.boolean(obj['dismissible'], `${at}/dismissible`) ?? false,
    type: r.oneOf(obj['type'], `${at}/type`, ['info', 'warning', 'critical'] as const, 'info'),
    color,
  });
}
