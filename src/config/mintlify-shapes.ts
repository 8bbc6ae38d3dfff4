/**
 * The value types of the Mintlify docs.json fields this library accepts but does not honour (integrations,
 * thumbnails, markdown, …), so that a value Mintlify would refuse is an error here too, even though nothing reads
 * it. A shape is a value type, or an object of shapes where a key ending in `!` is required; `*` types every key.
 */
import { type ConfigReader, describeValue, dottedPath, isJsonObject } from './config-reader.js';

type Scalar = 'string' | 'boolean' | 'string or list' | 'list of strings';
export type Shape = Scalar | { readonly [key: string]: Shape };

const one = (key: string): Shape => ({ [`${key}!`]: 'string' });

/** Each integration: the identifiers its script needs (all strings), by Mintlify's names. */
const INTEGRATIONS: Readonly<Record<string, Shape>> = {
  adobe: one('launchUrl'),
  amplitude: one('apiKey'),
  clarity: one('projectId'),
  clearbit: one('publicApiKey'),
  fathom: one('siteId'),
  frontchat: one('snippetId'),
  ga4: one('measurementId'),
  gtm: one('tagId'),
  heap: one('appId'),
  hightouch: { 'writeKey!': 'string', apiHost: 'string' },
  hotjar: { 'hjid!': 'string', 'hjsv!': 'string' },
  intercom: one('appId'),
  koala: one('publicApiKey'),
  logrocket: one('appId'),
  mixpanel: { 'projectToken!': 'string', region: 'string' },
  onetrust: { 'domainScript!': 'string', categoryId: 'string', scriptSource: 'string' },
  pirsch: one('id'),
  posthog: { 'apiKey!': 'string', apiHost: 'string', sessionRecording: 'boolean' },
  plausible: { 'domain!': 'string', server: 'string' },
  segment: { 'key!': 'string', cdnUrl: 'string' },
  telemetry: { enabled: 'boolean' },
  cookies: { key: 'string', value: 'string' },
  transcend: { 'bundleId!': 'string', analyticsPurpose: 'string' },
};

/** Shapes by the catalogue's dotted path (mintlify-fields.ts), for the fields that are warned about as not honoured. */
export const NOT_HONOURED_SHAPES: Readonly<Record<string, Shape>> = {
  ...Object.fromEntries(Object.entries(INTEGRATIONS).map(([name, shape]) => [`integrations.${name}`, shape])),
  markdown: { schema: 'boolean', instructions: 'string or list' },
  interaction: { drilldown: 'boolean' },
  'styling.codeblocks.languages': { custom: 'list of strings' },
  variables: { '*': 'string' },
  thumbnails: { appearance: 'string', background: 'string', fonts: { 'family!': 'string' } },
  variations: { 'options!': { '*': { 'id!': 'string', 'label!': 'string' } } },
  'seo.organization': {
    id: 'string',
    name: 'string',
    legalName: 'string',
    url: 'string',
    logo: 'string',
    sameAs: 'list of strings',
  },
};

function fits(value: unknown, shape: Scalar): boolean {
  const strings = (v: unknown): boolean => Array.isArray(v) && v.every((item) => typeof item === 'string');
  if (shape === 'string' || shape === 'boolean') return typeof value === shape;
  return shape === 'list of strings' ? strings(value) : typeof value === 'string' || strings(value);
}

/** Reports each value of `value` that does not have its shape (an error: Mintlify refuses the file). */
export function checkShape(r: ConfigReader, value: unknown, pointer: string, shape: Shape): void {
  if (typeof shape === 'string') {
    if (!fits(value, shape))
      r.report(
        'error',
        'config/type',
        pointer,
        `\`${dottedPath(pointer)}\` must be ${shape === 'string' || shape === 'boolean' ? `a ${shape === 'boolean' ? 'true or false' : 'string'}` : `a ${shape}`}; got ${describeValue(value)}.`,
      );
    return;
  }
  const list = Object.keys(shape).length === 1 && shape['*'] !== undefined && Array.isArray(value);
  if (!list && !isJsonObject(value)) {
    r.report(
      'error',
      'config/type',
      pointer,
      `\`${dottedPath(pointer)}\` must be an object; got ${describeValue(value)}.`,
    );
    return;
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value as Record<string, unknown>);
  for (const key of Object.keys(shape)) {
    const name = key.replace(/!$/, '');
    if (key.endsWith('!') && !entries.some(([k]) => k === name))
      r.report('error', 'config/required', pointer, `\`${dottedPath(pointer)}\` needs \`${name}\`.`);
  }
  for (const [key, item] of entries) {
    const want = shape[key] ?? shape[`${key}!`] ?? shape['*'];
    if (want !== undefined && item !== undefined) checkShape(r, item, `${pointer}/${key}`, want);
  }
}
