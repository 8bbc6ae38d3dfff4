/**
 * What the "Send a test event" panel starts from and sends: the payload from the webhook's example
 * (else one generated from its schema), the headers it declares, the receiver URL checked, and the
 * same event as a curl command for a receiver a browser may not reach. No DOM here.
 */
import type { MediaType, ResolvedOperation } from '../../src/openapi/types.js';
import { firstExample } from '../../src/schema/example.js';

/** The request body's media types, JSON first (what most receivers take). */
export function payloadMedia(op: ResolvedOperation | undefined): readonly MediaType[] {
  const content = op?.requestBody?.content ?? [];
  return [...content].sort((a, b) => Number(!/json/i.test(a.mediaType)) - Number(!/json/i.test(b.mediaType)));
}

/** The payload as text: the spec's example, else one generated from the schema (never readOnly-only fields). */
export function composePayload(media: MediaType | undefined): string {
  if (media === undefined) return '';
  const value = firstExample(media, { direction: 'request' });
  if (value === undefined) return '';
  if (typeof value === 'string' && !/json/i.test(media.mediaType)) return value;
  return JSON.stringify(value, null, 2);
}

/** `Name: value` lines: the content type, then each declared header parameter with its example or default. */
export function composeHeaders(op: ResolvedOperation | undefined, media: MediaType | undefined): string {
  const lines: string[] = [];
  if (media !== undefined) lines.push(`Content-Type: ${media.mediaType}`);
  for (const p of op?.parameters ?? []) {
    if (p.in !== 'header' || /^content-type$/i.test(p.name)) continue;
    const value = firstExample(p, { direction: 'request' }) ?? p.schema?.default ?? '';
    lines.push(`${p.name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return lines.join('\n');
}

/** Parses `Name: value` lines; a line that is not one is a problem, named by its number. */
export function parseHeaders(text: string): { headers: [string, string][]; problems: string[] } {
  const headers: [string, string][] = [];
  const problems: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const colon = line.indexOf(':');
    const name = colon > 0 ? line.slice(0, colon).trim() : '';
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      problems.push(`Header line ${i + 1} is not "Name: value".`);
      return;
    }
    headers.push([name, line.slice(colon + 1).trim()]);
  });
  return { headers, problems };
}

/** The receiver URL, or why it cannot be used. */
export function checkReceiver(text: string): { url: URL } | { problem: string } {
  if (text.trim() === '') return { problem: 'Enter the URL of your webhook receiver.' };
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { problem: 'The receiver URL is not a valid absolute URL (for example http://localhost:3000/webhooks).' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { problem: `The receiver URL must start with http:// or https://, not ${url.protocol}` };
  if (url.username !== '' || url.password !== '')
    return { problem: 'Put no user name or password in the receiver URL; add an Authorization header instead.' };
  return { url };
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The same event as a curl command. */
export function curlCommand(method: string, url: string, headers: readonly [string, string][], body: string): string {
  const parts = [`curl -X ${method.toUpperCase()} ${shellQuote(url)}`];
  for (const [name, value] of headers) parts.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== '') parts.push(`  --data-raw ${shellQuote(body)}`);
  return parts.join(' \\\n');
}
