/**
 * Every field of Mintlify's docs.json schema (as its settings reference documents it), with the
 * fields this library reads, and for each field it does not honour the plain-words reason a
 * `config/not-supported` warning gives. Only a field Mintlify does not know either is
 * `config/unknown-field`. Navigation objects are checked by the navigation parser.
 */
import type { ConfigReader, JsonObject } from './config-reader.js';
import { dottedPath } from './config-reader.js';
import { checkShape, NOT_HONOURED_SHAPES } from './mintlify-shapes.js';
import { childPointer } from '../openapi/pointer.js';

/** The fields this library reads, per object of docs.json (besides the root's and `api`'s, in DOCS_FIELDS). */
export const SITE_FIELDS = {
  favicon: ['light', 'dark'],
  fonts: ['family', 'weight', 'source', 'format', 'heading', 'body'],
  font: ['family', 'weight', 'source', 'format'],
  appearance: ['default', 'strict'],
  scheme: ['light', 'dark'],
  background: ['image', 'decoration', 'color'],
  styling: ['eyebrows', 'codeblocks', 'latex'],
  codeblocks: ['theme'],
  icons: ['library'],
  navbar: ['links', 'primary'],
  navbarLink: ['type', 'label', 'href', 'icon'],
  navbarPrimary: ['type', 'label', 'href'],
  footer: ['socials', 'links'],
  footerColumn: ['header', 'items'],
  footerItem: ['label', 'href'],
  banner: ['content', 'dismissible', 'type', 'color'],
  contextual: ['options', 'display'],
  contextualOption: ['title', 'description', 'icon', 'href'],
  icon: ['name', 'library', 'style'],
  redirect: ['source', 'destination', 'permanent'],
  seo: ['metatags', 'indexing', 'trailingSlash', 'paths'],
  seoPath: ['path', 'metatags'],
  metadata: ['timestamp'],
  search: ['prompt'],
  errors: ['404'],
  notFound: ['redirect', 'title', 'description'],
  apiParams: ['expanded'],
  specSource: ['source', 'directory'],
} as const;

const INTEGRATION_KINDS: Readonly<Record<string, string>> = {
  adobe: 'Adobe Analytics',
  amplitude: 'Amplitude analytics',
  clarity: 'Microsoft Clarity analytics',
  clearbit: 'Clearbit visitor data',
  fathom: 'Fathom analytics',
  frontchat: 'a hosted chat widget (Front Chat)',
  ga4: 'Google Analytics 4',
  gtm: 'Google Tag Manager',
  heap: 'Heap analytics',
  hightouch: 'Hightouch event tracking',
  hotjar: 'Hotjar analytics',
  intercom: 'a hosted chat widget (Intercom)',
  koala: 'Koala visitor tracking',
  logrocket: 'LogRocket session recording',
  mixpanel: 'Mixpanel analytics',
  osano: 'the Osano cookie banner',
  pirsch: 'Pirsch analytics',
  plausible: 'Plausible analytics',
  posthog: 'PostHog analytics',
  segment: 'Segment event tracking',
  telemetry: 'Mintlify’s own telemetry and feedback',
  cookies: 'Mintlify’s cookie consent key',
  onetrust: 'the OneTrust cookie banner',
  transcend: 'the Transcend consent manager',
};

const SELF_HOSTED = 'a self-hosted site';

/**
 * Mintlify fields this library does not honour, by dotted path (`[]` marks a list item), and why.
 * The sentence follows the field's name in the warning.
 */
export const NOT_SUPPORTED: Readonly<Record<string, string>> = {
  $ref: 'splits docs.json across files; this library reads one docs.json, so inline the referenced file',
  thumbnails: `styles the social preview images Mintlify renders on its servers; ${SELF_HOSTED} has none (set og:image with seo.metatags instead)`,
  interaction: 'changes what a click on a sidebar group does; here a click on a group only opens or closes it',
  markdown: 'shapes the Markdown Mintlify serves to AI tools; it is not applied to the Markdown this library writes',
  integrations: `loads third-party scripts, which ${SELF_HOSTED} does not; add the script to your own page shell`,
  'styling.codeblocks.languages':
    '(custom TextMate grammars) is not loaded; code in such a language is shown without colours',
  'navbar.links[].iconType': 'picks a Font Awesome style; icons here come from one bundled set, so it does not apply',
  'seo.organization': '(JSON-LD publisher data) is not written into pages by this library',
  'api.params.post': '(extra pills read from each schema) is not shown; the pills come from the schema’s own keywords',
  // Mintlify settings kept by some docs.json files that upgrade tools or hand edits carried over.
  feedback: `(thumbs ratings, suggest-edit and raise-issue links) reports to Mintlify’s dashboard; ${SELF_HOSTED} has none`,
  variations:
    'offers readers variants of the content (a Willow-theme switcher), which this library does not show; every page shows its default content',
  chat: `configures Mintlify’s hosted AI assistant, which is not available in ${SELF_HOSTED}`,
  // mint.json (the earlier format) settings found in a docs.json.
  versions: 'is where mint.json kept versions; in docs.json they are `navigation.versions` (see `docs upgrade`)',
  anchors: 'is where mint.json kept anchors; in docs.json they are `navigation.anchors` or `navigation.global.anchors`',
  tabs: 'is where mint.json kept tabs; in docs.json they are `navigation.tabs`',
  topbarLinks: 'is mint.json’s; in docs.json it is `navbar.links`',
  topbarCtaButton: 'is mint.json’s; in docs.json it is `navbar.primary`',
  footerSocials: 'is mint.json’s; in docs.json it is `footer.socials`',
  modeToggle: 'is mint.json’s; in docs.json it is `appearance`',
  backgroundImage: 'is mint.json’s; in docs.json it is `background.image`',
  openapi: 'at the root is mint.json’s; in docs.json it is `api.openapi` or an `openapi` on a navigation entry',
  analytics: 'is mint.json’s (third-party analytics scripts), which a self-hosted site does not load',
  layout: 'is mint.json’s page layout; docs.json has `theme` instead',
  topbar: 'is mint.json’s top bar style; docs.json has `theme` instead',
  sidebar: 'is mint.json’s sidebar style; docs.json has `theme` instead',
  rounded: 'is mint.json’s corner style; docs.json has `theme` instead',
  codeBlock: 'is mint.json’s; in docs.json it is `styling.codeblocks`',
  eyebrow: 'is mint.json’s; in docs.json it is `styling.eyebrows`',
  font: 'is mint.json’s; in docs.json it is `fonts`',
  primaryTab: 'is mint.json’s name for the first tab; in docs.json the tab is written in `navigation.tabs`',
  topAnchor: 'is mint.json’s name for the first anchor; in docs.json the anchor is written in `navigation.anchors`',
  isWhiteLabeled: 'hides Mintlify’s own branding, which a self-hosted site never shows',
  'colors.anchors': 'is mint.json’s anchor colour; docs.json has no such colour',
  'colors.background': 'is mint.json’s; in docs.json it is `background.color`',
  'api.baseUrl': 'is mint.json’s; in docs.json it is `api.mdx.server`',
  'api.auth': 'is mint.json’s; in docs.json it is `api.mdx.auth`',
  'api.version': 'is not a docs.json setting Mintlify reads; versions are `navigation.versions`',
  'api.maintainOrder': 'is mint.json’s; this library always keeps the spec’s order',
  'api.paramFields': 'is mint.json’s; in docs.json it is `api.params`',
  'api.request': 'is mint.json’s; in docs.json the snippet languages are `api.examples.languages`',
  'api.playground.mode': 'is mint.json’s; in docs.json it is `api.playground.display`',
  'api.playground.disableProxy': 'is mint.json’s; in docs.json it is `api.playground.proxy: false`',
};

/** Every key Mintlify documents for an object, by its dotted path: honoured and not. */
const MINTLIFY_KEYS: Readonly<Record<string, readonly string[]>> = {
  '': [
    '$schema',
    '$ref',
    'theme',
    'name',
    'colors',
    'navigation',
    'description',
    'logo',
    'favicon',
    'appearance',
    'fonts',
    'icons',
    'background',
    'styling',
    'thumbnails',
    'navbar',
    'footer',
    'banner',
    'interaction',
    'contextual',
    'redirects',
    'variables',
    'metadata',
    'errors',
    'api',
    'markdown',
    'seo',
    'search',
    'integrations',
    'public',
    'variations',
  ],
};

/** `/navbar/links/0/iconType` → `navbar.links[].iconType`, the catalogue's spelling. */
function catalogPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .reduce((out, token) => (/^\d+$/.test(token) ? `${out}[]` : out === '' ? token : `${out}.${token}`), '');
}

/** The reason a Mintlify field at `pointer` is not honoured, or undefined when Mintlify has no such field. */
export function notSupportedReason(pointer: string): string | undefined {
  const path = catalogPath(pointer);
  const integration = /^integrations\.([^.]+)$/.exec(path);
  if (integration) {
    const kind = Object.hasOwn(INTEGRATION_KINDS, integration[1]!) ? INTEGRATION_KINDS[integration[1]!] : undefined;
    return kind === undefined
      ? undefined
      : `(${kind}) is not loaded by ${SELF_HOSTED}; remove it or add the script to your own page shell`;
  }
  return Object.hasOwn(NOT_SUPPORTED, path) ? NOT_SUPPORTED[path] : undefined;
}

/**
 * Warns about each field of `object` that is not in `honoured`: a Mintlify field this library does
 * not honour is `config/not-supported` with its reason; anything else is `config/unknown-field`
 * with a did-you-mean among the honoured fields and Mintlify's own.
 */
export function checkFields(r: ConfigReader, object: JsonObject, pointer: string, honoured: readonly string[]): void {
  // Entries, not assignments: a `__proto__` key must stay a plain (unknown) field.
  const unknown: [string, unknown][] = [];
  for (const key of Object.keys(object)) {
    if (honoured.includes(key)) continue;
    const at = childPointer(pointer, key);
    if (catalogPath(at) === 'integrations') {
      checkIntegrations(r, object[key], at);
      continue;
    }
    const reason = notSupportedReason(at);
    if (reason === undefined) unknown.push([key, object[key]]);
    else notHonoured(r, object[key], at, reason);
  }
  if (unknown.length > 0) {
    const mintlify = Object.hasOwn(MINTLIFY_KEYS, catalogPath(pointer)) ? MINTLIFY_KEYS[catalogPath(pointer)]! : [];
    r.unknownFields(Object.fromEntries(unknown), pointer, [
      ...honoured,
      ...mintlify.filter((k) => !honoured.includes(k)),
    ]);
  }
}

/** The not-supported warning, and an error when the value is not what Mintlify takes there. */
function notHonoured(r: ConfigReader, value: unknown, at: string, reason: string): void {
  r.report('warning', 'config/not-supported', at, `\`${dottedPath(at)}\` ${reason}.`);
  const shape = NOT_HONOURED_SHAPES[catalogPath(at)];
  if (shape !== undefined) checkShape(r, value, at, shape);
}

/** One warning per integration, naming what it is. */
function checkIntegrations(r: ConfigReader, value: unknown, pointer: string): void {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    r.report('warning', 'config/not-supported', pointer, `\`integrations\` ${NOT_SUPPORTED['integrations']!}.`);
    r.object(value, pointer);
    return;
  }
  for (const name of Object.keys(value)) {
    const at = childPointer(pointer, name);
    const reason = notSupportedReason(at);
    if (reason === undefined) r.unknownFields({ [name]: true }, pointer, Object.keys(INTEGRATION_KINDS));
    else notHonoured(r, (value as Record<string, unknown>)[name], at, reason);
  }
}

/** Every Mintlify docs.json field path this catalogue knows (for tests and documentation). */
export function mintlifyFieldPaths(): string[] {
  return [
    ...MINTLIFY_KEYS[''],
    ...Object.keys(NOT_SUPPORTED),
    ...Object.keys(INTEGRATION_KINDS).map((k) => `integrations.${k}`),
  ];
}
