/** Masking of secrets for display: snippets show a typed credential masked unless the reader asks. */
import type { RequestDescription } from '../request/types.js';

// ASCII, so a masked value stays readable inside every language's string literal.
const BULLETS = '********';

/**
 * `sk_live_1234567890abcdef` → `sk_l********cdef`. Short secrets are fully hidden, and the
 * number of bullets is fixed so the length does not leak. Placeholders are left readable.
 */
export function maskSecret(secret: string): string {
  if (/^<[A-Z_]+>$/.test(secret)) return secret;
  if (secret.length < 16) return BULLETS;
  return `${secret.slice(0, 4)}${BULLETS}${secret.slice(-4)}`;
}

/** Masks a header value while keeping its scheme word (`Bearer sk_l********cdef`, `Basic ********`). */
function maskHeaderValue(value: string): string {
  const match = /^(Bearer|Basic) (.*)$/i.exec(value);
  if (!match) return maskSecret(value);
  return match[1]!.toLowerCase() === 'basic' ? `${match[1]} ${BULLETS}` : `${match[1]} ${maskSecret(match[2]!)}`;
}

/** The same request with every typed (non-placeholder) secret masked, for showing a snippet. */
export function maskRequestSecrets(desc: RequestDescription): RequestDescription {
  const typed = desc.secrets.filter((s) => !s.placeholder);
  if (typed.length === 0) return desc;
  const hit = (where: string, name: string, value: string) =>
    typed.some(
      (s) =>
        s.in === where &&
        s.value === value &&
        (where === 'header' ? s.name.toLowerCase() === name.toLowerCase() : s.name === name),
    );
  return {
    ...desc,
    headers: desc.headers.map((h) => (hit('header', h.name, h.value) ? { ...h, value: maskHeaderValue(h.value) } : h)),
    cookies: desc.cookies.map((c) =>
      hit('cookie', c.name, c.value) ? { ...c, value: encodeURIComponent(maskSecret(decodeURIComponent(c.value))) } : c,
    ),
    url: {
      ...desc.url,
      query: desc.url.query.map((q) =>
        hit('query', q.name, q.value)
          ? { ...q, value: encodeURIComponent(maskSecret(decodeURIComponent(q.value))) }
          : q,
      ),
    },
    secrets: desc.secrets.map((s) => (s.placeholder ? s : { ...s, value: maskSecret(s.value) })),
  };
}
