/** The request body: which encoding a media type uses, and the reader's input (or an example) in it. */
import type { MediaType, Schema } from '../openapi/types.js';
import { scalarText } from './encode.js';
import type { FileValue, MultipartPart, NameValue, RequestBody, RequestProblem } from './types.js';

/**
 * What the caller passes as a body: a JSON value or its text (json), a string (text), an object
 * of fields whose values may be files (urlencoded, multipart), or a file or bytes (binary).
 */
export type BodyInput = unknown;

export type BodyKind = Exclude<RequestBody['kind'], 'none'>;

export function isFileValue(value: unknown): value is FileValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as FileValue).kind === 'file' &&
    (value as FileValue).bytes instanceof Uint8Array
  );
}

/** The encoding a media type calls for. Unknown types are sent as bytes. */
export function bodyKindFor(mediaType: string): BodyKind {
  const type = mediaType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json' || /^[a-z]+\/[^;]*\+json$/.test(type) || type === 'text/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type.startsWith('multipart/')) return 'multipart';
  if (
    type.startsWith('text/') ||
    /\+xml$|\+yaml$/.test(type) ||
    [
      'application/xml',
      'application/yaml',
      'application/x-yaml',
      'application/x-ndjson',
      'application/javascript',
      'application/graphql',
    ].includes(type)
  ) {
    return 'text';
  }
  return 'binary';
}

/** Keeps only the properties a schema marks as required, at every depth (`api.examples.defaults: required`). */
export function pruneToRequired(value: unknown, schema: Schema | undefined): unknown {
  if (!schema) return value;
  if (Array.isArray(value)) return value.map((item) => pruneToRequired(item, schema.items));
  if (typeof value !== 'object' || value === null || !schema.properties) return value;
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (required.has(key)) out[key] = pruneToRequired(item, schema.properties[key]);
  }
  return out;
}

function exampleBody(media: MediaType): unknown {
  const fromExamples = media.examples.find((e) => e.value !== undefined)?.value;
  if (fromExamples !== undefined) return fromExamples;
  return media.schema?.examples?.[0] ?? media.schema?.default;
}

function fieldEntries(input: unknown): [string, unknown][] {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || isFileValue(input)) return [];
  return Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== '');
}

function toBytes(input: unknown, contentType: string): FileValue | undefined {
  if (isFileValue(input)) return input;
  if (input instanceof Uint8Array) return { kind: 'file', name: 'body.bin', type: contentType, bytes: input };
  if (typeof input === 'string' && input !== '')
    return { kind: 'file', name: 'body.bin', type: contentType, bytes: new TextEncoder().encode(input) };
  return undefined;
}

function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

export function buildBody(
  media: MediaType,
  input: BodyInput,
  examplesDefaults: 'required' | 'all' | undefined,
): { body: RequestBody } | { problem: RequestProblem } {
  const contentType = media.mediaType;
  let value = input;
  if (value === undefined && examplesDefaults) {
    value = exampleBody(media);
    if (examplesDefaults === 'required') value = pruneToRequired(value, media.schema);
  }
  if (value === undefined || value === '') return { body: { kind: 'none' } };

  switch (bodyKindFor(contentType)) {
    case 'json': {
      if (typeof value !== 'string') return { body: { kind: 'json', contentType, value } };
      try {
        return { body: { kind: 'json', contentType, value: JSON.parse(value) } };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          problem: { code: 'body/invalid-json', location: 'body', message: `The body is not valid JSON: ${reason}` },
        };
      }
    }
    case 'text':
      return { body: { kind: 'text', contentType, text: typeof value === 'string' ? value : JSON.stringify(value) } };
    case 'urlencoded': {
      const pairs: NameValue[] = [];
      for (const [name, field] of fieldEntries(value)) {
        const items = Array.isArray(field) ? field : [field];
        for (const item of items) pairs.push({ name, value: scalarText(item) });
      }
      return { body: { kind: 'urlencoded', contentType, pairs } };
    }
    case 'multipart': {
      const parts: MultipartPart[] = [];
      for (const [name, field] of fieldEntries(value)) {
        const declared = media.encoding?.[name]?.contentType;
        const items = Array.isArray(field) && !declared?.includes('json') ? field : [field];
        for (const item of items) {
          if (isFileValue(item)) parts.push({ kind: 'file', name, file: item });
          else if (item instanceof Uint8Array)
            parts.push({
              kind: 'file',
              name,
              file: { kind: 'file', name, type: declared ?? 'application/octet-stream', bytes: item },
            });
          else if (typeof item === 'object' && item !== null)
            parts.push({
              kind: 'text',
              name,
              value: JSON.stringify(item),
              contentType: declared ?? 'application/json',
            });
          // Line breaks become CRLF, as browsers' FormData does, so every client sends the same bytes.
          else
            parts.push({
              kind: 'text',
              name,
              value: crlf(scalarText(item)),
              ...(declared ? { contentType: declared } : {}),
            });
        }
      }
      return { body: { kind: 'multipart', contentType, parts } };
    }
    case 'binary': {
      const file = toBytes(value, contentType);
      return { body: file ? { kind: 'binary', contentType, file } : { kind: 'none' } };
    }
  }
}
