/**
 * docs.json `redirects`: matching a request path against the sources (`/old/:slug`, `/old/:rest*`,
 * `/old/*`) and building the destination with the captured values, for `docs dev`; and the
 * `_redirects` lines (Netlify, Cloudflare Pages) that `docs build` writes.
 */
import type { RedirectConfig } from './docs-config-types.js';

interface Compiled {
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

const compiled = new WeakMap<RedirectConfig, Compiled>();

/** `/a/:id/:rest*` → a RegExp with one group per parameter; `*` is the parameter `splat`. */
function compile(redirect: RedirectConfig): Compiled {
  const known = compiled.get(redirect);
  if (known !== undefined) return known;
  const names: string[] = [];
  const parts = redirect.source
    .replace(/\/+$/, '')
    .split('/')
    .slice(1)
    .map((segment) => {
      const param = /^:(\w+)([*+?]?)$/.exec(segment);
      if (param) {
        names.push(param[1]!);
        return param[2] === '*' || param[2] === '+' ? `(?:/(.${param[2] === '+' ? '+' : '*'}))?` : '/([^/]+)';
      }
      if (segment === '*') {
        names.push('splat');
        return '(?:/(.*))?';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  const result = { pattern: new RegExp(`^${parts.join('') || ''}/?$`), names };
  compiled.set(redirect, result);
  return result;
}

/** The first redirect whose source matches `pathname` (decoded, without the site's base), with its target. */
export function findRedirect(
  redirects: readonly RedirectConfig[] | undefined,
  pathname: string,
): { readonly location: string; readonly permanent: boolean } | undefined {
  for (const redirect of redirects ?? []) {
    const { pattern, names } = compile(redirect);
    const match = pattern.exec(pathname === '' ? '/' : pathname);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1] ?? '']));
    const location = redirect.destination
      .replace(/\/:(\w+)[*+]/g, (whole, name: string) => {
        const value = values.get(name);
        return value === undefined ? whole : value === '' ? '' : `/${encodeURI(value)}`;
      })
      .replace(/:(\w+)[*+?]?/g, (whole, name: string) =>
        values.has(name) ? encodeURI(values.get(name)!) : name === 'splat' ? '' : whole,
      )
      .replace(/\/\*$/, () => (values.has('splat') ? `/${encodeURI(values.get('splat')!)}` : '/'));
    return { location, permanent: redirect.permanent };
  }
  return undefined;
}

/** True when the source has no parameters: `docs build` can write an HTML page at that path. */
export function isStaticSource(redirect: RedirectConfig): boolean {
  return !/[:*]/.test(redirect.source);
}

/**
 * The `_redirects` file: one `source destination status` line per redirect, `:name*` written as
 * the host's `*` / `:splat`, paths under the site's `base`.
 */
export function redirectsFile(redirects: readonly RedirectConfig[], base: string): string {
  const prefix = base.replace(/\/+$/, '');
  const local = (path: string): string => (/^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${prefix}${path}`);
  const lines = redirects.map((r) => {
    let rest: string | undefined;
    const source = r.source.replace(/:(\w+)[*+]$|\*$/, (_whole, name?: string) => {
      rest = name ?? 'splat';
      return '*';
    });
    const destination =
      rest === undefined ? r.destination : r.destination.replace(new RegExp(`:${rest}[*+]?|\\*$`), ':splat');
    return `${local(source)} ${local(destination)} ${r.permanent ? 301 : 302}`;
  });
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
