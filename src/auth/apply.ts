/**
 * Puts credentials into a request exactly where their scheme says: `Authorization` for bearer and
 * basic, the named header, query parameter or cookie for an API key. Nothing else is touched, so a
 * credential can never end up in the page's URL, an anchor or a log.
 */
import { encodeStrict } from '../request/encode.js';
import type { AppliedSecret, NameValue, RequestDescription } from '../request/types.js';
import { PLACEHOLDERS, type Credential } from './types.js';

export interface ApplyAuthOptions {
  /** Fill what the reader has not typed with `<ACCESS_TOKEN>`, `<API_KEY>`, `<USERNAME>`, `<PASSWORD>` (snippets); otherwise skip it. */
  readonly placeholders?: boolean;
}

/** Base64 of the UTF-8 bytes (RFC 7617 with `charset="UTF-8"`), using only web-standard globals. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function withoutName(list: readonly NameValue[], name: string, caseInsensitive: boolean): NameValue[] {
  const same = (a: string) => (caseInsensitive ? a.toLowerCase() === name.toLowerCase() : a === name);
  return list.filter((item) => !same(item.name));
}

/** What to send for one credential, or undefined when nothing was typed and placeholders are off. */
function secretFor(credential: Credential, placeholders: boolean): AppliedSecret | undefined {
  const { scheme } = credential;
  const given = (v: string | undefined) => v !== undefined && v !== '';
  if (scheme.kind === 'bearer') {
    if (!given(credential.token) && !placeholders) return undefined;
    const token = given(credential.token) ? credential.token! : PLACEHOLDERS.token;
    return { in: 'header', name: 'Authorization', value: `Bearer ${token}`, placeholder: !given(credential.token) };
  }
  if (scheme.kind === 'basic') {
    const typed = given(credential.username) || given(credential.password);
    if (!typed && !placeholders) return undefined;
    const user = typed ? (credential.username ?? '') : PLACEHOLDERS.username;
    const pass = typed ? (credential.password ?? '') : PLACEHOLDERS.password;
    return {
      in: 'header',
      name: 'Authorization',
      value: `Basic ${base64Utf8(`${user}:${pass}`)}`,
      placeholder: !typed,
    };
  }
  if (!given(credential.value) && !placeholders) return undefined;
  const raw = given(credential.value) ? credential.value! : PLACEHOLDERS.apiKey;
  const placeholder = !given(credential.value);
  if (scheme.in === 'header') return { in: 'header', name: scheme.name, value: raw, placeholder };
  // Query and cookie values travel percent-encoded, as every other parameter does.
  return { in: scheme.in, name: encodeStrict(scheme.name), value: encodeStrict(raw), placeholder };
}

/** A new description with the credentials applied (a same-named header, query pair or cookie is replaced). */
export function applyAuth(
  desc: RequestDescription,
  credentials: readonly Credential[],
  options: ApplyAuthOptions = {},
): RequestDescription {
  let headers = [...desc.headers];
  let query = [...desc.url.query];
  let cookies = [...desc.cookies];
  const secrets: AppliedSecret[] = [...desc.secrets];
  for (const credential of credentials) {
    const secret = secretFor(credential, options.placeholders ?? false);
    if (!secret) continue;
    secrets.push(secret);
    const pair = { name: secret.name, value: secret.value };
    if (secret.in === 'header') headers = [...withoutName(headers, secret.name, true), pair];
    else if (secret.in === 'query') query = [...withoutName(query, secret.name, false), pair];
    else cookies = [...withoutName(cookies, secret.name, false), pair];
  }
  return { ...desc, headers, cookies, secrets, url: { ...desc.url, query } };
}

/** Credentials of the option that the reader has not filled in yet (for a "fill in your token" message). */
export function missingCredentials(credentials: readonly Credential[]): Credential[] {
  return credentials.filter((c) => secretFor(c, false) === undefined);
}
