/**
 * Checks the items of a stream as they arrive, against 3.2's `itemSchema`: a server-sent event is
 * checked as the object `{ event, data, id, retry }` (the fields the event has), and when the schema
 * says `data` holds JSON (`contentMediaType`) with a `contentSchema`, the parsed data is checked too,
 * its mismatches under `/data`. A JSON line (`application/jsonl`, `x-ndjson`, `json-seq`) is parsed
 * and checked whole.
 */
import type { Schema } from '../openapi/types.js';
import { toValidationSchema } from './dialect.js';
import { valueCheck, type Mismatch, type ValueCheck } from './mismatches.js';

/** A server-sent event as the parser gives it. */
export interface StreamEvent {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
  readonly retry?: number;
}

export interface ItemChecker {
  /** Mismatches of one event. */
  event(e: StreamEvent): readonly Mismatch[];
  /** Mismatches of one line of a JSON-lines stream (blank lines are never items). */
  line(text: string): readonly Mismatch[];
}

function isJsonType(type: unknown): boolean {
  if (typeof type !== 'string') return false;
  const t = type.split(';')[0]!.trim().toLowerCase();
  return t === 'application/json' || t.endsWith('+json');
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; why: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}

function notJson(pointer: string, why: string): Mismatch {
  return { pointer, keyword: 'json', expected: 'JSON', actual: `text that is not JSON (${why})` };
}

/** The `contentSchema` of `data` when the item schema says the data is JSON. */
function dataContentCheck(schema: Schema): ValueCheck | undefined {
  const data = schema.properties?.data as (Schema & { contentSchema?: Schema }) | undefined;
  if (data === undefined || !isJsonType(data.contentMediaType) || data.contentSchema === undefined) return undefined;
  return valueCheck(toValidationSchema(data.contentSchema, 'response'));
}

/** A checker for the items of one stream, the schema interpreted once for them all. */
export function itemChecker(itemSchema: Schema): ItemChecker {
  const whole = valueCheck(toValidationSchema(itemSchema, 'response'));
  const content = dataContentCheck(itemSchema);
  return {
    event(e) {
      const item: Record<string, unknown> = { event: e.event, data: e.data };
      if (e.id !== undefined) item.id = e.id;
      if (e.retry !== undefined) item.retry = e.retry;
      const out = [...whole(item)];
      if (content !== undefined) {
        const parsed = parse(e.data);
        if (!parsed.ok) out.push(notJson('/data', parsed.why));
        else out.push(...content(parsed.value).map((m) => ({ ...m, pointer: `/data${m.pointer}` })));
      }
      return out;
    },
    line(text) {
      // json-seq (RFC 7464) starts each record with RS.
      const parsed = parse(text.replace(/^\u001e/, ''));
      return parsed.ok ? whole(parsed.value) : [notJson('', parsed.why)];
    },
  };
}
