/**
 * Checks a response the playground received against the operation's documentation: is the status
 * code documented (exactly, by a `2XX`-style range, or only by `default`), is the media type, are
 * the headers declared `required` there and of their schema, and does the body match the schema of
 * that status and media type. Pure: the caller reads the body and the headers.
 */
import type { Header, MediaType, Response, Schema } from '../openapi/types.js';
import { toValidationSchema } from './dialect.js';
import { shortJson, valueCheck, type Mismatch } from './mismatches.js';

/** A media type object (with 3.2's `itemSchema` when the spec gives one). */
export type CheckedMediaType = MediaType;

export type StatusMatch = 'exact' | 'range' | 'default';

export interface HeaderMismatch extends Mismatch {
  readonly header: string;
}

export interface ResponseCheck {
  readonly status: number;
  /** Which documented response applies (`200`, `2XX`, `default`), or undefined when none does. */
  readonly documentedStatus?: string;
  readonly statusMatch?: StatusMatch;
  /** The response's media type, lower-case and without parameters (`''` when it sent none). */
  readonly mediaType: string;
  /** The documented media type that applies (`application/json`, `application/*`), if any. */
  readonly documentedMediaType?: string;
  /** The body was checked against a schema (false: no schema, no body, or a kind that is not checked). */
  readonly bodyChecked: boolean;
  /** The documented media type is a stream whose items are checked one by one (`itemSchema`). */
  readonly itemsChecked: boolean;
  readonly body: readonly Mismatch[];
  readonly headers: readonly HeaderMismatch[];
  /** Why something could not be checked, or what is not documented, in plain words. */
  readonly notes: readonly string[];
  /** True when nothing is wrong: a documented status and media type, and no mismatch. */
  readonly ok: boolean;
}

export interface ResponseCheckInput {
  readonly responses: readonly Response[];
  readonly status: number;
  readonly contentType: string | null;
  /** Looks a response header up by name (case-insensitive), null when absent or not exposed. */
  readonly header: (name: string) => string | null;
  /** The body as text, when it is text; undefined for bytes or a stream read elsewhere. */
  readonly bodyText?: string;
}

/** The documented response for a status: exact, else its `2XX`-style range, else `default`. */
export function responseFor(
  responses: readonly Response[],
  status: number,
): { readonly response: Response; readonly match: StatusMatch } | undefined {
  const exact = responses.find((r) => r.status === String(status));
  if (exact) return { response: exact, match: 'exact' };
  const range = responses.find((r) => r.status.toUpperCase() === `${Math.floor(status / 100)}XX`);
  if (range) return { response: range, match: 'range' };
  const fallback = responses.find((r) => r.status === 'default');
  return fallback ? { response: fallback, match: 'default' } : undefined;
}

/** `application/json; charset=utf-8` → `application/json`. */
export function essence(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The documented media type for `type`: exact, else `type/*`, else `*\/*`. */
export function mediaFor(content: readonly MediaType[], type: string): CheckedMediaType | undefined {
  const lower = content.map((m) => ({ m, key: essence(m.mediaType) }));
  return (
    lower.find((x) => x.key === type)?.m ??
    lower.find((x) => x.key === `${type.split('/')[0]}/*`)?.m ??
    lower.find((x) => x.key === '*/*')?.m
  );
}

/** Bodies longer than this are not validated (the page stays responsive). */
const MAX_CHECKED_CHARS = 5_000_000;

const STREAM_TYPES = new Set([
  'text/event-stream',
  'application/jsonl',
  'application/x-ndjson',
  'application/json-seq',
]);

/** True for the sequential media types whose items `itemSchema` describes. */
export function isSequential(type: string): boolean {
  return STREAM_TYPES.has(type) || type === 'application/ndjson';
}

function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json') || type === 'text/json';
}

/** A header's text as its schema's type (a number, a boolean), else the text itself. */
function headerValue(text: string, schema: Schema | undefined): unknown {
  const types = schema?.type === undefined ? [] : [schema.type].flat();
  if ((types.includes('integer') || types.includes('number')) && text.trim() !== '' && !Number.isNaN(Number(text)))
    return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function checkHeaders(headers: readonly Header[], header: (name: string) => string | null): HeaderMismatch[] {
  const out: HeaderMismatch[] = [];
  for (const h of headers) {
    if (h.name.toLowerCase() === 'content-type') continue; // described by the media type, never a header object
    const value = header(h.name);
    if (value === null) {
      if (h.required)
        out.push({
          header: h.name,
          pointer: '',
          keyword: 'required',
          expected: 'a required header',
          actual: 'missing',
        });
      continue;
    }
    if (h.schema === undefined) continue;
    const check = valueCheck(toValidationSchema(h.schema, 'response'));
    for (const m of check(headerValue(value, h.schema))) out.push({ ...m, header: h.name });
  }
  return out;
}

function checkBody(
  media: CheckedMediaType,
  type: string,
  text: string,
): { checked: boolean; mismatches: Mismatch[]; note?: string } {
  if (media.schema === undefined) return { checked: false, mismatches: [] };
  if (text.length > MAX_CHECKED_CHARS)
    return {
      checked: false,
      mismatches: [],
      note: `The body is too large to check here (over ${MAX_CHECKED_CHARS / 1_000_000} million characters).`,
    };
  let value: unknown = text;
  if (isJson(type)) {
    if (text.trim() === '') value = undefined;
    else {
      try {
        value = JSON.parse(text);
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        return {
          checked: true,
          mismatches: [
            { pointer: '', keyword: 'json', expected: 'a JSON document', actual: `text that is not JSON (${why})` },
          ],
        };
      }
    }
  } else if (!type.startsWith('text/')) {
    return {
      checked: false,
      mismatches: [],
      note: `A ${type} body is not checked against its schema; only JSON and text are.`,
    };
  }
  if (value === undefined)
    return {
      checked: true,
      mismatches: [{ pointer: '', keyword: 'body', expected: 'a body', actual: 'an empty body' }],
    };
  return { checked: true, mismatches: [...valueCheck(toValidationSchema(media.schema, 'response'))(value)] };
}

/** Checks one response against the documented responses of its operation. */
export function checkResponse(input: ResponseCheckInput): ResponseCheck {
  const type = essence(input.contentType);
  const notes: string[] = [];
  const found = responseFor(input.responses, input.status);
  const base = { status: input.status, mediaType: type };
  if (found === undefined) {
    notes.push(`The status ${input.status} is not documented for this operation.`);
    return { ...base, bodyChecked: false, itemsChecked: false, body: [], headers: [], notes, ok: false };
  }
  const { response, match } = found;
  const headers = checkHeaders(response.headers, input.header);
  const documented = { documentedStatus: response.status, statusMatch: match };
  if (match === 'default') notes.push(`The status ${input.status} is documented only by the "default" response.`);
  if (response.content.length === 0) {
    const empty = input.bodyText === undefined || input.bodyText === '';
    if (!empty)
      notes.push(
        `The ${response.status} response is documented without a body, but one came (${type || 'no media type'}).`,
      );
    return {
      ...base,
      ...documented,
      bodyChecked: false,
      itemsChecked: false,
      body: [],
      headers,
      notes,
      ok: empty && headers.length === 0,
    };
  }
  const media = mediaFor(response.content, type);
  if (media === undefined) {
    const listed = response.content.map((m) => m.mediaType).join(', ');
    notes.push(`The media type ${type || '(none)'} is not documented for ${response.status}; documented: ${listed}.`);
    return { ...base, ...documented, bodyChecked: false, itemsChecked: false, body: [], headers, notes, ok: false };
  }
  const withMedia = { ...base, ...documented, documentedMediaType: media.mediaType };
  if (isSequential(type)) {
    const items = media.itemSchema !== undefined;
    if (!items) notes.push(`The ${type} stream has no itemSchema, so its items are not checked.`);
    return {
      ...withMedia,
      bodyChecked: false,
      itemsChecked: items,
      body: [],
      headers,
      notes,
      ok: headers.length === 0,
    };
  }
  if (input.bodyText === undefined) {
    return {
      ...withMedia,
      bodyChecked: false,
      itemsChecked: false,
      body: [],
      headers,
      notes,
      ok: headers.length === 0,
    };
  }
  const body = checkBody(media, type, input.bodyText);
  if (body.note) notes.push(body.note);
  return {
    ...withMedia,
    bodyChecked: body.checked,
    itemsChecked: false,
    body: body.mismatches,
    headers,
    notes,
    ok: body.mismatches.length === 0 && headers.length === 0,
  };
}

export { shortJson, type Mismatch };
