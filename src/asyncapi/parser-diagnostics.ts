/**
 * The parser's findings (Spectral diagnostics) as ours: the file by our URL, a JSON pointer, the
 * line and column found in our own parse of that file, and a plain sentence. Style advice
 * ("should have a contact") is dropped: it is about writing specs, not about reading them.
 */
import type { Diagnostic as ParserDiagnostic } from '@asyncapi/parser';
import type { Diagnostic, Severity } from '../diagnostics.js';
import { joinPointer } from '../openapi/pointer.js';
import type { Gathered } from './files.js';

/** Advice rules of the parser's ruleset that say nothing about whether the document can be shown. */
const STYLE_RULES = new Set([
  'asyncapi-id',
  'asyncapi-defaultContentType',
  'asyncapi-info-contact',
  'asyncapi-info-contact-properties',
  'asyncapi-info-description',
  'asyncapi-info-license',
  'asyncapi-info-license-url',
  'asyncapi-latest-version',
  'asyncapi-servers',
  'asyncapi-tags',
  'asyncapi-tags-alphabetical',
  'asyncapi-tag-description',
  'asyncapi2-tags',
  'asyncapi2-operation-operationId',
  'asyncapi2-message-messageId',
  'asyncapi3-operation-operationId',
  'asyncapi-operation-description',
  'asyncapi-parameter-description',
  'asyncapi-message-messageId',
]);

export function mapParserDiagnostics(
  found: readonly ParserDiagnostic[],
  gathered: Gathered,
  fileOf: (source: string | undefined) => string,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const d of found) {
    const severity = severityOf(d.severity as number);
    if (severity === undefined) continue;
    const code = String(d.code);
    if (severity !== 'error' && STYLE_RULES.has(code)) continue;
    const file = fileOf(d.source);
    const segments = (d.path ?? []).map((s) => (typeof s === 'number' ? s : String(s)));
    const pointer = joinPointer(segments);
    const message = plainMessage(code, String(d.message ?? ''));
    const key = `${severity} ${file} ${pointer} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const place = locate(gathered, file, segments) ?? rangeStart(d);
    out.push({ severity, code: `asyncapi/${code}`, message, file, pointer, ...(place ?? {}) });
  }
  return out;
}

function severityOf(level: number): Severity | undefined {
  if (level === 0) return 'error';
  if (level === 1) return 'warning';
  return undefined; // information and hints: advice only
}

/** The closest place our parse knows: the node itself, else its nearest existing parent. */
function locate(
  gathered: Gathered,
  file: string,
  segments: readonly (string | number)[],
): { line: number; column: number } | undefined {
  const source = gathered.files.get(file)?.source;
  if (source === undefined) return undefined;
  for (let n = segments.length; n >= 0; n--) {
    const place = source.locate(joinPointer(segments.slice(0, n)));
    if (place !== undefined) return place;
  }
  return undefined;
}

function rangeStart(d: ParserDiagnostic): { line: number; column: number } | undefined {
  const start = (d as { range?: { start?: { line?: number; character?: number } } }).range?.start;
  if (start?.line === undefined || (start.line === 0 && start.character === 0)) return undefined;
  return { line: start.line + 1, column: (start.character ?? 0) + 1 };
}

/** Rewrites the parser's wording where it is jargon; always one sentence that ends with a full stop. */
export function plainMessage(code: string, raw: string): string {
  let message = raw.replace(/\[object Object\]/g, 'a value').trim();
  const uncaught =
    /^Error thrown during AsyncAPI document (?:parsing|validation)\. Name: [^,]*, message: ([\s\S]*?)(?:, stack: [\s\S]*)?$/.exec(
      message,
    );
  if (uncaught !== null)
    message = `The document could not be read: ${(uncaught[1] ?? '').trim() || 'the parser stopped'}`;
  const missingRef = /^'([^']*)' does not exist(?: @ '([^']*)')?$/.exec(message);
  if (code === 'invalid-ref' && missingRef !== null) {
    const where = missingRef[2] === undefined ? 'in this file' : `in ${missingRef[2]}`;
    message = `The reference "${missingRef[1]}" cannot be resolved: nothing exists there ${where}`;
  }
  const badPointer = /^'([^']*)' JSON pointer is invalid$/.exec(message);
  if (badPointer !== null)
    message = `The reference "${badPointer[1]}" is not a valid JSON pointer (it should look like "#/components/messages/Name")`;
  if (message === '') message = 'The parser reported a problem here without saying what it is';
  message = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.?!]$/.test(message) ? message : `${message}.`;
}
