/**
 * Whole-document checks, run only when asked for (in a worker in browsers): the OpenAPI JSON Schema
 * via @scalar/openapi-parser, with its messages rewritten into plain sentences, plus the semantic
 * rules a schema cannot express (duplicate operationIds, path template vs path parameters, Swagger
 * body parameters) and internal `$ref` targets. External refs are listed for the caller to check.
 */
import { validate as schemaValidate } from '@scalar/openapi-parser';
import type { Diagnostic } from '../diagnostics.js';
import type { SourceFile } from './parse.js';
import { childPointer, decodeFragment, getAtPointer, isObject, joinPointer } from './pointer.js';
import type { SourceVersion } from './types.js';
import { lowercaseRange, statusKey } from './status-key.js';
import { ruleFindings32, schemaFindings32 } from './validate-32.js';
import { mintEnumFindings } from './validate-mint-enum.js';

/** A plain diagnostic (no getters) so that it survives postMessage. */
export type PlainDiagnostic = Diagnostic;

export interface CoreValidation {
  readonly diagnostics: PlainDiagnostic[];
  /** `$ref`s to other files, with the pointer of the object holding each, for the caller to follow. */
  readonly externalRefs: { readonly ref: string; readonly at: string }[];
}

const MAX_SCHEMA_DIAGNOSTICS = 200;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
const SCALAR_REF_CODES = new Set([
  'INVALID_REFERENCE',
  'EXTERNAL_REFERENCE_NOT_FOUND',
  'SELF_REFERENCE',
  'FILE_DOES_NOT_EXIST',
]);

interface Found {
  pointer: string;
  code: string;
  message: string;
  /** A fault readers never notice and Mintlify renders through: a warning, not an error (issue 16). */
  tolerated?: boolean;
}

export async function validateSource(
  file: Pick<SourceFile, 'url' | 'data' | 'locateMany'>,
  version: SourceVersion,
): Promise<CoreValidation> {
  const found: Found[] = [];
  const doc = file.data;
  if (!isObject(doc)) return { diagnostics: [], externalRefs: [] };
  // The schema sees `4xx` as `4XX`: responseStatuses() warns about the key once, where it is.
  const schemaInput = version === '2.0' ? doc : withUppercaseRanges(doc, found);
  // 3.2: the parser's Ajv misreads the 3.2 schema's `$dynamicRef`; validate-32.ts applies it instead.
  if (version === '3.2') found.push(...schemaFindings32(schemaInput, MAX_SCHEMA_DIAGNOSTICS), ...ruleFindings32(doc));
  else found.push(...(await schemaFindings(schemaInput)));
  for (const f of found) if (isMisplacedRequired(doc, f)) tolerateMisplacedRequired(f);
  found.push(...semanticFindings(doc, version));
  const externalRefs: { ref: string; at: string }[] = [];
  found.push(...refFindings(doc, externalRefs, version));
  const places = file.locateMany(found.map((f) => f.pointer));
  const diagnostics = found.map((f): PlainDiagnostic => ({
    severity: f.tolerated === true ? 'warning' : 'error',
    code: f.code,
    message: f.message,
    file: file.url,
    pointer: f.pointer,
    ...(places.get(f.pointer) ?? {}),
  }));
  return { diagnostics, externalRefs };
}

async function schemaFindings(doc: Record<string, unknown>): Promise<Found[]> {
  // Scalar's validator fills in a missing info.version on its input; give it a shallow copy.
  const input = { ...doc, ...(isObject(doc.info) ? { info: { ...doc.info } } : {}) };
  const quiet = console.error;
  let result: Awaited<ReturnType<typeof schemaValidate>>;
  try {
    console.error = () => undefined; // its error prettifier logs its own crashes; we rewrite the raw errors
    result = await schemaValidate(input);
  } catch (error) {
    return [
      {
        pointer: '',
        code: 'schema/validator',
        message: `The document could not be checked against the OpenAPI schema: ${error instanceof Error ? error.message : String(error)}.`,
      },
    ];
  } finally {
    console.error = quiet;
  }
  const errors = (result.errors ?? []).filter((e) => e.code === undefined || !SCALAR_REF_CODES.has(String(e.code)));
  const byPointer = new Map<string, string[]>();
  for (const e of errors) {
    const raw = e.path as unknown;
    const pointer = typeof raw === 'string' ? raw : Array.isArray(raw) ? joinPointer(raw as (string | number)[]) : '';
    const list = byPointer.get(pointer) ?? [];
    if (!list.includes(e.message)) list.push(e.message);
    byPointer.set(pointer, list);
  }
  const pointers = [...byPointer.keys()];
  const out: Found[] = [];
  for (const pointer of pointers) {
    let messages = byPointer.get(pointer) ?? [];
    // "matches no alternative" noise is only worth showing when nothing more precise was said there or below.
    const deeper = pointers.some((p) => p !== pointer && p.startsWith(`${pointer}/`));
    const precise = messages.filter(
      (m) => !/must match (exactly one|a) schema in (oneOf|anyOf)|required property '\$ref'/.test(m),
    );
    if (precise.length > 0) messages = precise;
    else if (deeper) continue;
    for (const message of messages.slice(0, 3)) {
      out.push({
        pointer,
        code: 'schema/invalid',
        message: plainSchemaMessage(message, getAtPointer(doc, pointer), pointer),
      });
      if (out.length >= MAX_SCHEMA_DIAGNOSTICS) return out;
    }
  }
  return out;
}

/**
 * `required: [a, b]` written one level too deep, as a property named "required" whose value is a list: Mintlify
 * publishes such specs (the list is read as no property), so it is a warning rather than a reason to refuse the site.
 */
function isMisplacedRequired(doc: Record<string, unknown>, f: Found): boolean {
  return (
    f.code === 'schema/invalid' &&
    /\/properties\/required$/.test(f.pointer) &&
    Array.isArray(getAtPointer(doc, f.pointer))
  );
}

function tolerateMisplacedRequired(f: Found): void {
  f.tolerated = true;
  f.message = `${f.pointer} is a list, not a schema: a "required" list written inside "properties" instead of beside it. It is shown as no property; move it up one level.`;
}

function plainSchemaMessage(message: string, value: unknown, pointer: string): string {
  const where = pointer === '' ? 'the document' : pointer;
  let m = /must have required property '([^']+)'/.exec(message);
  if (m) return `"${m[1]}" is required in ${where}.`;
  m = /Property (\S+) is not expected to be here/.exec(message);
  if (m) return `"${m[1]}" is not allowed in ${where}.`;
  m = /must NOT have additional properties/.exec(message);
  if (m) return `${where} has a field that is not allowed there.`;
  if (/must be equal to one of the allowed values/.test(message))
    return `${describe(value)} at ${where} is not one of the allowed values.`;
  m = /^must be (\w+)$/.exec(message);
  if (m) return `${where} must be ${article(m[1] ?? '')}, but it is ${describe(value)}.`;
  if (/must match (exactly one|a) schema in (oneOf|anyOf)/.test(message))
    return `${where} does not match any of the forms allowed there.`;
  if (/must match format "(\S+)"/.test(message))
    return `${describe(value)} at ${where} is not a valid ${/format "(\S+)"/.exec(message)?.[1] ?? 'value'}.`;
  if (/must match pattern/.test(message)) return `${describe(value)} at ${where} does not have the expected form.`;
  return `${where} is not valid: ${message.replace(/\s+/g, ' ').trim()}.`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…"` : text;
}

function localParameter(doc: Record<string, unknown>, node: unknown): Record<string, unknown> | 'external' | undefined {
  let current = node;
  for (let i = 0; i < 16 && isObject(current) && typeof current.$ref === 'string'; i++) {
    if (!current.$ref.startsWith('#')) return 'external';
    current = getAtPointer(doc, decodeFragment(current.$ref.slice(1)));
  }
  return isObject(current) ? current : undefined;
}

function semanticFindings(doc: Record<string, unknown>, version: SourceVersion): Found[] {
  const checker = new SemanticChecker(doc, version);
  // Scalar's validator silently fills in a missing info.version before checking, so check it here.
  if (isObject(doc.info) && doc.info.version === undefined)
    checker.out.push({
      pointer: '/info',
      code: 'schema/invalid',
      message: '"version" is required in /info; the spec renders without it, but add one (for example "1.0.0").',
      tolerated: true,
    });
  if (isObject(doc.paths)) {
    for (const path of Object.keys(doc.paths))
      if (path.startsWith('/')) checker.item(path, doc.paths[path], childPointer('/paths', path));
  }
  if (isObject(doc.webhooks)) {
    for (const name of Object.keys(doc.webhooks))
      checker.item(undefined, doc.webhooks[name], childPointer('/webhooks', name));
  }
  checker.out.push(...serverUrlFindings(doc), ...linkFindings(doc), ...mintEnumFindings(doc));
  return checker.out;
}

/** A parameter as written (local refs followed), and where. */
type ParameterAt = { p: Record<string, unknown>; at: string };

/** One operation under check. */
interface OperationUnderCheck {
  readonly method: string;
  readonly op: Record<string, unknown>;
  readonly pointer: string;
  readonly label: string;
  /** Its parameters and its path item's, by location and name. */
  readonly values: readonly ParameterAt[];
  /** False when a parameter could not be read (an external ref): then a missing one cannot be told. */
  readonly complete: boolean;
}

/** The checks of the paths and webhooks the JSON Schema cannot express, findings gathered in `out`. */
class SemanticChecker {
  readonly out: Found[] = [];
  /** Each operationId with the operation that used it first. */
  private readonly operationIds = new Map<string, string>();

  constructor(
    private readonly doc: Record<string, unknown>,
    private readonly version: SourceVersion,
  ) {}

  /** A path item (or webhook), then each of its operations. */
  item(path: string | undefined, rawItem: unknown, itemPointer: string): void {
    const item = localParameter(this.doc, rawItem);
    if (!isObject(item)) return;
    const template = path === undefined ? [] : [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const duplicated = template.filter((name, i) => template.indexOf(name) !== i);
    // OpenAPI 3.2 forbids it (3.0 and 3.1 say nothing); one path parameter fills every copy, so it renders.
    for (const name of new Set(duplicated))
      this.out.push({
        pointer: itemPointer,
        code: 'path/duplicate-placeholder',
        message: `The path ${path ?? ''} uses the placeholder {${name}} more than once (OpenAPI 3.2 allows each only once); it renders, and the one path parameter "${name}" fills every {${name}}.`,
        tolerated: true,
      });
    const itemParams = new Map<string, ParameterAt>();
    const itemComplete = this.collect(item.parameters, childPointer(itemPointer, 'parameters'), itemParams);
    for (const [key, op, pointer] of operationsOf(item, itemPointer)) {
      const label = path === undefined ? `the webhook operation at ${pointer}` : `${key.toUpperCase()} ${path}`;
      this.operationId(op, pointer, label);
      const params = new Map(itemParams);
      const complete = this.collect(op.parameters, childPointer(pointer, 'parameters'), params) && itemComplete;
      const checked = { method: key, op, pointer, label, values: [...params.values()], complete };
      if (path !== undefined) this.pathParameters(checked, path, template);
      this.responseStatuses(checked);
      this.parameterExamples(checked);
      if (this.version === '2.0') this.swaggerParameters(checked);
    }
  }

  /** Adds a parameter list to `into` (later ones override); false when one could not be read. */
  private collect(list: unknown, pointer: string, into: Map<string, ParameterAt>): boolean {
    let complete = true;
    if (!Array.isArray(list)) return complete;
    const seen = new Set<string>();
    list.forEach((node, index) => {
      const at = childPointer(pointer, index);
      const p = localParameter(this.doc, node);
      if (p === 'external' || p === undefined) {
        complete = false;
        return;
      }
      const key = `${String(p.in)}\u0000${String(p.name)}`;
      if (seen.has(key))
        this.out.push({
          pointer: at,
          code: 'parameter/duplicate',
          message: `The ${String(p.in)} parameter "${String(p.name)}" is listed twice.`,
        });
      seen.add(key);
      into.set(key, { p, at });
    });
    return complete;
  }

  private operationId(op: Record<string, unknown>, pointer: string, label: string): void {
    if (typeof op.operationId !== 'string') return;
    const first = this.operationIds.get(op.operationId);
    if (first !== undefined)
      this.out.push({
        pointer: childPointer(pointer, 'operationId'),
        code: 'operation/duplicate-id',
        message: `The operationId "${op.operationId}" is already used by ${first}; operationIds must be unique.`,
      });
    else this.operationIds.set(op.operationId, label);
  }

  /** Each placeholder of the path has a path parameter, and each path parameter a placeholder. */
  private pathParameters(checked: OperationUnderCheck, path: string, template: readonly string[]): void {
    const pathParams = checked.values.filter((v) => v.p.in === 'path');
    for (const name of template) {
      if (checked.complete && !pathParams.some((v) => v.p.name === name)) {
        this.out.push({
          pointer: checked.pointer,
          code: 'parameter/path-missing',
          message: `The path ${path} has a {${name}} placeholder, but ${checked.method.toUpperCase()} defines no path parameter named "${name}".`,
        });
      }
    }
    for (const v of pathParams) {
      if (!template.includes(String(v.p.name))) {
        this.out.push({
          pointer: v.at,
          code: 'parameter/path-unused',
          message: `The path parameter "${String(v.p.name)}" of ${checked.label} does not appear in the path as {${String(v.p.name)}}.`,
        });
      }
    }
  }

  private responseStatuses({ op, pointer }: OperationUnderCheck): void {
    if (!isObject(op.responses)) return;
    for (const status of Object.keys(op.responses)) {
      // Swagger 2.0 has no ranges at all: there `4xx` stays an error (below), as `4XX` is one by its schema.
      const range = this.version === '2.0' ? undefined : lowercaseRange(status);
      if (range !== undefined) {
        this.out.push(
          rangeFinding(childPointer(childPointer(pointer, 'responses'), status), status, range, op.responses),
        );
      } else if (!/^([1-5](\d\d|XX)|default|x-.*)$/.test(status)) {
        this.out.push({
          pointer: childPointer(childPointer(pointer, 'responses'), status),
          code: 'response/invalid-status',
          message: `"${status}" is not an HTTP status code (expected for example 200, 4XX or default).`,
        });
      }
    }
  }

  private parameterExamples({ values }: OperationUnderCheck): void {
    if (this.version === '2.0') return;
    for (const v of values) {
      if (v.p.example !== undefined && v.p.examples !== undefined) {
        this.out.push({
          pointer: v.at,
          code: 'parameter/example-and-examples',
          message: `The parameter "${String(v.p.name)}" has both "example" and "examples"; use one of them.`,
        });
      }
    }
  }

  /** Swagger 2.0's rules for file, body and formData parameters. */
  private swaggerParameters({ op, pointer, label, values }: OperationUnderCheck): void {
    if (values.some((v) => v.p.type === 'file')) {
      const { doc } = this;
      const consumes = Array.isArray(op.consumes) ? op.consumes : Array.isArray(doc.consumes) ? doc.consumes : [];
      if (!consumes.some((c) => c === 'multipart/form-data' || c === 'application/x-www-form-urlencoded')) {
        this.out.push({
          pointer,
          code: 'parameter/file-consumes',
          message: `${label} has a file parameter, so it must list multipart/form-data or application/x-www-form-urlencoded in "consumes".`,
        });
      }
    }
    const bodies = values.filter((v) => v.p.in === 'body');
    if (bodies.length > 1)
      this.out.push({
        pointer: bodies[1]?.at ?? pointer,
        code: 'parameter/many-bodies',
        message: `${label} has ${bodies.length} body parameters; Swagger 2.0 allows only one.`,
      });
    if (bodies.length > 0 && values.some((v) => v.p.in === 'formData')) {
      this.out.push({
        pointer,
        code: 'parameter/body-and-form',
        message: `${label} mixes a body parameter with formData parameters; Swagger 2.0 allows one or the other.`,
      });
    }
  }
}

/** Every `servers` list of the document, its path items and their operations. */
function serverLists(doc: Record<string, unknown>): { list: unknown; pointer: string }[] {
  const lists = [{ list: doc.servers, pointer: '/servers' }];
  if (!isObject(doc.paths)) return lists;
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    const itemPointer = childPointer('/paths', path);
    lists.push({ list: item.servers, pointer: `${itemPointer}/servers` });
    for (const method of Object.keys(item)) {
      const op = item[method];
      if (METHODS.has(method) && isObject(op))
        lists.push({ list: op.servers, pointer: `${childPointer(itemPointer, method)}/servers` });
    }
  }
  return lists;
}

/** A server URL is a URL reference: the schema only says "string", so whitespace slips through. */
function serverUrlFindings(doc: Record<string, unknown>): Found[] {
  const out: Found[] = [];
  for (const { list, pointer } of serverLists(doc)) {
    if (!Array.isArray(list)) continue;
    list.forEach((server, index) => {
      if (isObject(server) && typeof server.url === 'string' && /\s/.test(server.url.trim())) {
        out.push({
          pointer: `${childPointer(pointer, index)}/url`,
          code: 'server/url-invalid',
          message: `The server URL "${server.url}" is not a URL: it contains spaces.`,
        });
      }
    });
  }
  return out;
}

const LINK_FIELDS = new Set(['operationRef', 'operationId', 'parameters', 'requestBody', 'description', 'server']);

/** Link objects allow no other fields than their own and `x-` extensions; the 3.1 schema does not say so. */
function linkFindings(doc: Record<string, unknown>): Found[] {
  const out: Found[] = [];
  const checkLinks = (links: unknown, pointer: string): void => {
    if (!isObject(links)) return;
    for (const [name, link] of Object.entries(links)) {
      if (!isObject(link) || '$ref' in link) continue;
      for (const field of Object.keys(link)) {
        if (LINK_FIELDS.has(field) || field.startsWith('x-')) continue;
        out.push({
          pointer: childPointer(childPointer(pointer, name), field),
          code: 'link/unknown-field',
          message: `The link "${name}" has a field "${field}" that link objects do not have (allowed: ${[...LINK_FIELDS].join(', ')}).`,
        });
      }
    }
  };
  const components = isObject(doc.components) ? doc.components : {};
  checkLinks(components.links, '/components/links');
  const checkResponses = (responses: unknown, pointer: string): void => {
    if (!isObject(responses)) return;
    for (const [status, response] of Object.entries(responses)) {
      if (isObject(response)) checkLinks(response.links, `${childPointer(pointer, status)}/links`);
    }
  };
  checkResponses(components.responses, '/components/responses');
  if (isObject(doc.paths)) {
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!isObject(item)) continue;
      for (const method of Object.keys(item)) {
        const op = item[method];
        if (METHODS.has(method) && isObject(op))
          checkResponses(op.responses, `${childPointer(childPointer('/paths', path), method)}/responses`);
      }
    }
  }
  return out;
}

/** Checks every internal `$ref` target exists; collects external ones. Iterative, so deep documents are fine. */
function refFindings(
  doc: Record<string, unknown>,
  external: { ref: string; at: string }[],
  version: SourceVersion,
): Found[] {
  const out: Found[] = [];
  const stack: { node: unknown; pointer: string }[] = [{ node: doc, pointer: '' }];
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const { node, pointer } = stack.pop() as { node: unknown; pointer: string };
    if (typeof node !== 'object' || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], pointer: childPointer(pointer, i) });
      continue;
    }
    const record = node as Record<string, unknown>;
    out.push(...shapeFindings(record, pointer, version));
    if ('$ref' in record) {
      const ref = record.$ref;
      if (typeof ref !== 'string') {
        out.push({
          pointer: childPointer(pointer, '$ref'),
          code: 'ref/invalid',
          message: `A $ref must be a text such as "#/components/schemas/Pet", but the one at ${pointer || '/'} is ${describe(ref)}.`,
        });
      } else if (ref.startsWith('#')) {
        const target = decodeFragment(ref.slice(1));
        if (!target.startsWith('/') && target !== '') {
          out.push({
            pointer: childPointer(pointer, '$ref'),
            code: 'ref/unresolved',
            message: `The reference "${ref}" at ${pointer} uses a named anchor, which is not supported.`,
          });
        } else if (getAtPointer(doc, target) === undefined) {
          out.push({
            pointer: childPointer(pointer, '$ref'),
            code: 'ref/unresolved',
            message: `The reference "${ref}" at ${pointer} cannot be resolved: nothing exists at "${target || '/'}" in this file.`,
          });
        }
      } else {
        external.push({ ref, at: pointer });
      }
    }
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i] as string;
      if (key === 'example' || key === 'value' || key === '$ref') continue; // example payloads may hold a "$ref" key of their own
      stack.push({ node: record[key], pointer: childPointer(pointer, key) });
    }
  }
  return out;
}

/** Per-object rules met while walking: arrays without items, undefined required properties, server enums. */
function shapeFindings(record: Record<string, unknown>, pointer: string, version: SourceVersion): Found[] {
  const out: Found[] = [];
  if (
    (version === '2.0' || version === '3.0') &&
    record.type === 'array' &&
    record.items === undefined &&
    !('$ref' in record)
  ) {
    out.push({
      pointer,
      code: 'schema/array-without-items',
      message: `${pointer || 'The document'} has type "array" but no "items"; ${version === '2.0' ? 'Swagger 2.0' : 'OpenAPI 3.0'} requires them, so it shows as a list of any values.`,
      // Mintlify publishes such specs (real projects have them) and shows the list without item fields: so do we.
      tolerated: true,
    });
  }
  if (
    Array.isArray(record.required) &&
    isObject(record.properties) &&
    record.additionalProperties === undefined &&
    record.patternProperties === undefined &&
    record.allOf === undefined &&
    record.anyOf === undefined &&
    record.oneOf === undefined
  ) {
    for (const name of record.required) {
      if (typeof name === 'string' && !(name in record.properties)) {
        out.push({
          pointer: `${pointer}/required`,
          code: 'schema/required-undefined',
          message: `"${name}" is listed as required in ${pointer || 'the document'} but is not one of its properties; the schema renders without it.`,
          tolerated: true,
        });
      }
    }
  }
  if (typeof record.url === 'string' && isObject(record.variables)) {
    for (const [name, variable] of Object.entries(record.variables)) {
      if (
        isObject(variable) &&
        Array.isArray(variable.enum) &&
        variable.default !== undefined &&
        !variable.enum.includes(variable.default)
      ) {
        out.push({
          pointer: childPointer(childPointer(`${pointer}/variables`, name), 'default'),
          code: 'server/default-not-in-enum',
          message: `The server variable "${name}" defaults to ${JSON.stringify(variable.default)}, which is not one of its allowed values.`,
        });
      }
    }
  }
  if (version !== '2.0' && isObject(record.schema) && record.example !== undefined && record.examples !== undefined) {
    out.push({
      pointer,
      code: 'example/example-and-examples',
      message: `${pointer} has both "example" and "examples"; use one of them.`,
    });
  }
  return out;
}

/**
 * The document with every operation's lower-case range keys (`4xx`) written as OpenAPI writes them (`4XX`), for the
 * JSON Schema check; only the objects on the way to a changed `responses` are copied (the document itself when none).
 * Operations of callbacks are included, and their keys warned about into `calledBack` (the semantic checks visit
 * only paths and webhooks).
 */
function withUppercaseRanges(doc: Record<string, unknown>, calledBack: Found[]): Record<string, unknown> {
  const items = (map: unknown, at: string, inCallback: boolean): unknown => {
    if (!isObject(map)) return map;
    let copy: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(map)) {
      const fixed = pathItem(item, childPointer(at, key), inCallback);
      if (fixed !== item) (copy ??= { ...map })[key] = fixed;
    }
    return copy ?? map;
  };
  const operation = (op: Record<string, unknown>, at: string, inCallback: boolean): Record<string, unknown> => {
    let copy: Record<string, unknown> | undefined;
    const responses = op.responses;
    if (isObject(responses) && Object.keys(responses).some((k) => statusKey(k, responses) !== k)) {
      copy = {
        ...op,
        responses: Object.fromEntries(Object.entries(responses).map(([k, v]) => [statusKey(k, responses), v])),
      };
      for (const status of Object.keys(responses)) {
        const range = lowercaseRange(status);
        if (inCallback && range !== undefined)
          calledBack.push(rangeFinding(childPointer(childPointer(at, 'responses'), status), status, range, responses));
      }
    }
    const callbacks = callbackMap(op.callbacks, childPointer(at, 'callbacks'));
    if (callbacks !== op.callbacks) (copy ??= { ...op }).callbacks = callbacks;
    return copy ?? op;
  };
  const callbackMap = (map: unknown, at: string): unknown => {
    if (!isObject(map)) return map;
    let copy: Record<string, unknown> | undefined;
    for (const [name, callback] of Object.entries(map)) {
      const fixed = items(callback, childPointer(at, name), true);
      if (fixed !== callback) (copy ??= { ...map })[name] = fixed;
    }
    return copy ?? map;
  };
  const pathItem = (item: unknown, at: string, inCallback: boolean): unknown => {
    if (!isObject(item)) return item;
    let copy: Record<string, unknown> | undefined;
    for (const [key, op, pointer] of operationsOf(item, at)) {
      const fixed = operation(op, pointer, inCallback);
      if (fixed === op) continue;
      copy ??= { ...item };
      if (pointer.startsWith(`${at}/additionalOperations/`))
        copy.additionalOperations = { ...(copy.additionalOperations as Record<string, unknown>), [key]: fixed };
      else copy[key] = fixed;
    }
    return copy ?? item;
  };
  // Operations' own callbacks are walked through `operation`: only the named ones of components are left.
  const withCallbacks = (map: Record<string, unknown>): unknown => {
    const components = isObject(map.components) ? map.components : undefined;
    const fixed = callbackMap(components?.callbacks, '/components/callbacks');
    return fixed === components?.callbacks ? map.components : { ...components, callbacks: fixed };
  };
  const paths = items(doc.paths, '/paths', false);
  const webhooks = items(doc.webhooks, '/webhooks', false);
  const components = withCallbacks(doc);
  if (paths === doc.paths && webhooks === doc.webhooks && components === doc.components) return doc;
  return {
    ...doc,
    ...(paths === undefined ? {} : { paths }),
    ...(webhooks === undefined ? {} : { webhooks }),
    ...(components === undefined ? {} : { components }),
  };
}

/** The warning for a lower-case range key (`4xx`) at `pointer`, in the `responses` it is one of. */
function rangeFinding(pointer: string, status: string, range: string, responses: Record<string, unknown>): Found {
  return {
    pointer,
    code: 'response/invalid-status',
    message:
      statusKey(status, responses) === range
        ? `"${status}" is not an HTTP status code as OpenAPI writes it: a range takes an uppercase X ("${range}"); it is read and shown as ${range}.`
        : `"${status}" is not an HTTP status code as OpenAPI writes it, and the responses already have "${range}"; it is shown as written.`,
    tolerated: true,
  };
}

/** A path item's operations: its method keys, then 3.2 `additionalOperations` (method as written). */
function operationsOf(item: Record<string, unknown>, itemPointer: string): [string, Record<string, unknown>, string][] {
  const out: [string, Record<string, unknown>, string][] = [];
  for (const key of Object.keys(item)) {
    const op = item[key];
    if (METHODS.has(key.toLowerCase()) && isObject(op)) out.push([key, op, childPointer(itemPointer, key)]);
  }
  const extra = item.additionalOperations;
  if (!isObject(extra)) return out;
  const at = childPointer(itemPointer, 'additionalOperations');
  for (const key of Object.keys(extra)) {
    const op = extra[key];
    if (isObject(op)) out.push([key, op, childPointer(at, key)]);
  }
  return out;
}
