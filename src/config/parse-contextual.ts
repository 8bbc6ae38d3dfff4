/**
 * `contextual`: the page actions menu. This library honours `copy` (copy the page as Markdown) and
 * `view` (open its Markdown twin) and custom link options; every other Mintlify option is warned
 * about with the reason it cannot work on a self-hosted site.
 */
import { type ConfigReader, describeValue, dottedPath } from './config-reader.js';
import type { JsonObject } from './config-reader.js';
import type { ContextualConfig, ContextualCustomOption, ContextualOptionId } from './docs-config-types.js';
import { checkFields, SITE_FIELDS } from './mintlify-fields.js';
import { isSafeUrl } from '../markdown/urls.js';
import { readIcon } from './icon-ref.js';

const HONOURED: readonly ContextualOptionId[] = ['copy', 'view'];

/** Why each Mintlify option this library does not offer is left out, in plain words. */
export const CONTEXTUAL_NOT_SUPPORTED: Readonly<Record<string, string>> = {
  assistant: 'opens Mintlify’s hosted AI assistant, which a self-hosted site does not have',
  'download-pdf': 'downloads a PDF that Mintlify renders on its servers; print the page from the browser instead',
  'download-spec': 'downloads the spec through Mintlify’s deployment; link the spec file from the page instead',
  chatgpt:
    'opens ChatGPT with the page; add it as a custom option (an object with title, description and href) if you want it',
  claude:
    'opens Claude with the page; add it as a custom option (an object with title, description and href) if you want it',
  perplexity:
    'opens Perplexity with the page; add it as a custom option (an object with title, description and href) if you want it',
  grok: 'opens Grok with the page; add it as a custom option (an object with title, description and href) if you want it',
  aistudio:
    'opens Google AI Studio with the page; add it as a custom option (an object with title, description and href) if you want it',
  devin: 'opens a Devin session with the page; add it as a custom option if you want it',
  'devin-desktop': 'opens Devin Desktop with the page; add it as a custom option if you want it',
  mcp: 'copies the URL of the MCP server Mintlify hosts for the site; a self-hosted site has none',
  'add-mcp': 'copies an install command for the MCP server Mintlify hosts; a self-hosted site has none',
  cursor: 'installs the MCP server Mintlify hosts into Cursor; a self-hosted site has none',
  vscode: 'installs the MCP server Mintlify hosts into VS Code; a self-hosted site has none',
  'devin-mcp': 'installs the MCP server Mintlify hosts into Devin; a self-hosted site has none',
};

/** `{ base, query: [{ key, value }] }` → one URL; `$page`, `$path` placeholders stay as written. */
function readHref(r: ConfigReader, value: unknown, pointer: string): string | undefined {
  if (typeof value === 'string') {
    if (isSafeUrl(value.trim())) return value.trim();
  } else {
    const obj = r.object(value, pointer);
    const base = obj === undefined ? undefined : r.string(obj['base'], `${pointer}/base`);
    if (obj !== undefined && base !== undefined && isSafeUrl(base)) {
      const query = (r.list(obj['query'], `${pointer}/query`) ?? []).flatMap((q, i) => {
        const pair = r.object(q, `${pointer}/query/${i}`);
        const key = pair && r.nonEmpty(pair['key'], `${pointer}/query/${i}/key`);
        const text = pair?.['value'];
        if (typeof text !== 'string')
          r.report(
            'error',
            'config/type',
            `${pointer}/query/${i}/value`,
            `\`${dottedPath(`${pointer}/query/${i}/value`)}\` must be a string.`,
          );
        return key === undefined || typeof text !== 'string' ? [] : [`${encodeURIComponent(key)}=${text}`];
      });
      return query.length === 0 ? base : `${base}${base.includes('?') ? '&' : '?'}${query.join('&')}`;
    }
    if (obj === undefined) return undefined;
  }
  r.report(
    'warning',
    'config/url',
    pointer,
    `\`${dottedPath(pointer)}\` must be an http(s) URL or { base, query } to be shown; the option is left out.`,
  );
  return undefined;
}

function readCustom(r: ConfigReader, obj: JsonObject, pointer: string): ContextualCustomOption | undefined {
  checkFields(r, obj, pointer, SITE_FIELDS.contextualOption);
  for (const key of ['title', 'description', 'href']) r.required(obj, key, pointer, `the option's ${key}`);
  const title = r.string(obj['title'], `${pointer}/title`);
  const description = r.string(obj['description'], `${pointer}/description`);
  const href = obj['href'] === undefined ? undefined : readHref(r, obj['href'], `${pointer}/href`);
  const { icon } = readIcon(r, obj['icon'], `${pointer}/icon`);
  if (title === undefined || description === undefined || href === undefined) return undefined;
  return { title, description, href, ...(icon === undefined ? {} : { icon }) };
}

export function readContextual(r: ConfigReader, value: unknown): ContextualConfig | undefined {
  const obj = r.object(value, '/contextual');
  if (obj === undefined) return undefined;
  checkFields(r, obj, '/contextual', SITE_FIELDS.contextual);
  type Option = ContextualOptionId | ContextualCustomOption;
  const options = (r.list(obj['options'], '/contextual/options') ?? []).flatMap((option, i): Option[] => {
    const at = `/contextual/options/${i}`;
    if (typeof option === 'string') {
      if ((HONOURED as readonly string[]).includes(option)) return [option as ContextualOptionId];
      const reason = CONTEXTUAL_NOT_SUPPORTED[option];
      r.report(
        'warning',
        reason === undefined ? 'config/enum' : 'config/not-supported',
        at,
        reason === undefined
          ? `\`${dottedPath(at)}\` is not a contextual menu option; got ${describeValue(option)}. Use copy, view or a custom option.`
          : `\`${dottedPath(at)}\` ("${option}") ${reason}. It is left out of the page menu.`,
      );
      return [];
    }
    const custom = r.object(option, at);
    const read = custom === undefined ? undefined : readCustom(r, custom, at);
    return read === undefined ? [] : [read];
  });
  return { options, display: r.oneOf(obj['display'], '/contextual/display', ['header', 'toc'] as const, 'header') };
}
