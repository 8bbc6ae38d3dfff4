/**
 * MDX frontmatter: YAML with the safe core schema only (no custom tags, aliases bounded), read
 * into typed fields (spec section 2.3, plus the x-docs page metadata) with line-numbered diagnostics.
 */
import { LineCounter, parseDocument } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import { ConfigReader, isJsonObject } from '../config/config-reader.js';
import type { JsonObject } from '../config/config-reader.js';
import {
  NOT_HONOURED_PAGE_FIELDS,
  PAGE_METADATA_FIELDS,
  isMetaField,
  readPageMetadata,
} from '../config/page-metadata.js';
import type { PageMetadata } from '../config/page-metadata.js';
import type { Diagnostic } from '../diagnostics.js';
import { editDistance } from '../edit-distance.js';
import { HTTP_METHODS, parseChannelRef, parsePageEntry } from '../navigation/page-entry.js';
import type { HttpMethod } from '../openapi/types.js';
import { childPointer, unescapeSegment } from '../openapi/pointer.js';
import { splitFields } from './frontmatter-recovery.js';

/** `api: "POST https://api.example.com/users"` or `api: "POST /users/{id}"`. */
export interface MdxEndpoint {
  readonly method: HttpMethod;
  /** As written after the method. */
  readonly target: string;
  /** True for a full URL (`api.mdx.server` is then ignored); false for a path relative to it. */
  readonly isFullUrl: boolean;
}

/** `openapi: "GET /pets"`, `"specs/v2.json GET /pets"`, `"webhook newPet"`. */
export type MdxOpenApiRef =
  | { readonly kind: 'operation'; readonly spec?: string; readonly method: HttpMethod; readonly path: string }
  | { readonly kind: 'webhook'; readonly spec?: string; readonly name: string };

export interface MdxFrontmatter extends PageMetadata {
  readonly api?: MdxEndpoint;
  readonly openapi?: MdxOpenApiRef;
  /** A channel: `<channel>`, `channel <channel>`, `<spec-path> <channel>` (see `parseChannelRef`). */
  readonly asyncapi?: string;
  /** `openapi-schema: Pet` or `"specs/api.yaml Pet"`: a schema reference page of `components.schemas.Pet`. */
  readonly openapiSchema?: { readonly spec?: string; readonly name: string };
  /** `arazzo: "flows.arazzo.yaml checkout"`: a page showing one workflow of an Arazzo file (issue #29). */
  readonly arazzo?: { readonly spec: string; readonly workflowId: string };
}

export const FRONTMATTER_FIELDS = [
  ...PAGE_METADATA_FIELDS,
  'api',
  'openapi',
  'asyncapi',
  'openapi-schema',
  'arazzo',
] as const;

// Frontmatter is a handful of fields: anything larger is a mistake or an attack.
const MAX_FRONTMATTER_CHARS = 64 * 1024;
const MAX_ALIASES = 10;

export interface FrontmatterSource {
  readonly file?: string;
  /** The line of the MDX file where the YAML text starts (the line after `---`). */
  readonly firstLine?: number;
}

export interface FrontmatterResult {
  readonly frontmatter: MdxFrontmatter;
  /** The MDX line of each top-level field, so later checks can point at `api:` or `playground:`. */
  readonly lines: Readonly<Record<string, number>>;
  readonly diagnostics: readonly Diagnostic[];
}

type Report = (severity: Diagnostic['severity'], code: string, message: string, line?: number, column?: number) => void;

interface Place {
  readonly line: number;
  readonly column: number;
}

/** The YAML document and a way to turn its text offsets into lines of the MDX file. */
interface ParsedYaml {
  readonly doc: ReturnType<typeof parseDocument>;
  readonly at: (offset: number | undefined) => Place | undefined;
}

/**
 * A page's frontmatter. Like Mintlify, one page's frontmatter never stops a site: every finding here is a warning
 * (`docs validate --strict` fails on them), and YAML a strict parser refuses still gives the fields that can be read
 * (frontmatter-recovery.ts); a page with none left gets its title from its file name.
 */
export function parseFrontmatter(yamlText: string, source: FrontmatterSource = {}): FrontmatterResult {
  const firstLine = source.firstLine ?? 1;
  const diagnostics: Diagnostic[] = [];
  const report = reporterInto(diagnostics, source.file);
  const done = (result: Omit<FrontmatterResult, 'diagnostics'>): FrontmatterResult => ({
    ...result,
    diagnostics: diagnostics.map((d) => (d.severity === 'error' ? { ...d, severity: 'warning' } : d)),
  });
  if (yamlText.length > MAX_FRONTMATTER_CHARS) {
    report(
      'error',
      'frontmatter/too-large',
      `The frontmatter is larger than ${MAX_FRONTMATTER_CHARS / 1024} kB and is ignored.`,
      firstLine,
    );
    return done({ frontmatter: {}, lines: {} });
  }
  const yaml = parseYaml(yamlText, firstLine);
  reportYamlProblems(yaml, report);
  const read =
    yaml.doc.errors.length === 0 ? readDocument(yaml, report, firstLine) : recoverFields(yamlText, firstLine, report);
  if (read === undefined) return done({ frontmatter: {}, lines: {} });
  const reader = new ConfigReader(source.file, read.locate);
  const frontmatter = readFields(reader, read.value);
  diagnostics.push(...reader.diagnostics);
  return done({ frontmatter, lines: fieldLines(read.value, read.locate) });
}

interface ReadFields {
  readonly value: JsonObject;
  readonly locate: (pointer: string) => Place;
}

function readDocument(yaml: ParsedYaml, report: Report, firstLine: number): ReadFields | undefined {
  const value = topLevelFields(yaml.doc, report, firstLine);
  return value === undefined ? undefined : { value, locate: pointerLocator(yaml, firstLine) };
}

/** The fields of YAML a strict parser refused, each parsed alone; a summary warning names what was kept. */
function recoverFields(yamlText: string, firstLine: number, report: Report): ReadFields | undefined {
  const value: JsonObject = {};
  const locators = new Map<string, (pointer: string) => Place>();
  const lost: string[] = [];
  for (const field of splitFields(yamlText)) {
    const line = firstLine + field.line;
    const yaml = parseYaml(field.text, line);
    const read = yaml.doc.errors.length === 0 ? readDocument(yaml, () => {}, line) : undefined;
    const fieldValue = read?.value[field.key];
    if (read === undefined || fieldValue === undefined || locators.has(field.key)) {
      lost.push(field.key);
      continue;
    }
    // Define, never assign: a key named `__proto__` stays a plain own property.
    Object.defineProperty(value, field.key, {
      value: fieldValue,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    locators.set(field.key, read.locate);
  }
  const kept = Object.keys(value);
  report(
    'warning',
    'frontmatter/lenient',
    `The frontmatter is not valid YAML; ${kept.length === 0 ? 'no field could be read, so the page is shown without it' : `the page is shown with the fields that could be read (${kept.join(', ')})`}${lost.length === 0 ? '' : `; left out: ${lost.join(', ')}`}.`,
    firstLine,
  );
  if (kept.length === 0) return undefined;
  const locate = (pointer: string): Place => {
    const key = unescapeSegment(pointer.split('/')[1] ?? '');
    return locators.get(key)?.(pointer) ?? { line: firstLine, column: 1 };
  };
  return { value, locate };
}

function reporterInto(diagnostics: Diagnostic[], file: string | undefined): Report {
  return (severity, code, message, line, column) => {
    diagnostics.push({
      severity,
      code,
      message,
      ...(file === undefined ? {} : { file }),
      ...(line === undefined ? {} : { line, column: column ?? 1 }),
    });
  };
}

/** The safe core schema only: no custom tags, duplicate keys refused. */
function parseYaml(yamlText: string, firstLine: number): ParsedYaml {
  const lines = new LineCounter();
  const doc = parseDocument(yamlText, {
    schema: 'core',
    uniqueKeys: true,
    prettyErrors: false,
    lineCounter: lines,
    customTags: [],
  });
  const at = (offset: number | undefined): Place | undefined => {
    if (offset === undefined) return undefined;
    const pos = lines.linePos(offset);
    return { line: pos.line + firstLine - 1, column: pos.col };
  };
  return { doc, at };
}

/** The YAML parser's errors and warnings, each at its MDX line. */
function reportYamlProblems({ doc, at }: ParsedYaml, report: Report): void {
  const problems = [
    ...doc.errors.map((p) => ({ p, severe: true })),
    ...doc.warnings.map((p) => ({ p, severe: false })),
  ];
  for (const { p: problem, severe } of problems) {
    const place = at(problem.pos[0]);
    const reason = problem.message.split(' at line ')[0]!;
    // An unknown tag (`!!js/function`, `!foo`) is never run, but it is a sign of a hostile or foreign file.
    const tag = problem.code === 'TAG_RESOLVE_FAILED';
    const message = `Frontmatter YAML: ${reason}${tag ? ' (only plain YAML values are read)' : ''}.`;
    report(
      severe || tag ? 'error' : 'warning',
      tag ? 'frontmatter/tag' : 'frontmatter/yaml',
      message,
      place?.line,
      place?.column,
    );
  }
}

/** The document as `key: value` fields; undefined (reported unless empty) when it is not that. */
function topLevelFields(doc: ParsedYaml['doc'], report: Report, firstLine: number): JsonObject | undefined {
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: MAX_ALIASES });
  } catch {
    report(
      'error',
      'frontmatter/aliases',
      `The frontmatter uses too many YAML aliases (more than ${MAX_ALIASES}); it is ignored.`,
      firstLine,
    );
    return undefined;
  }
  if (value === null || value === undefined) return undefined;
  if (!isJsonObject(value)) {
    report('error', 'frontmatter/type', 'The frontmatter must be a set of `key: value` fields.', firstLine);
    return undefined;
  }
  return value;
}

/** The MDX place of a JSON pointer into the frontmatter; the first line when it has none. */
function pointerLocator({ doc, at }: ParsedYaml, firstLine: number): (pointer: string) => Place {
  return (pointer) => {
    const path = pointer
      .split('/')
      .slice(1)
      .map((t) => (/^\d+$/.test(t) ? Number(t) : unescapeSegment(t)));
    const node = (path.length === 0 ? doc.contents : doc.getIn(path, true)) as YamlNode | null | undefined;
    return at(node?.range?.[0]) ?? { line: firstLine, column: 1 };
  };
}

/** The typed fields; problems go to the reader's diagnostics. */
function readFields(r: ConfigReader, written: JsonObject): MdxFrontmatter {
  checkFrontmatterFields(r, written);
  // YAML `icon: null` (or `icon:` with nothing after it), and `icon: ""`, mean "not set", as on Mintlify: every
  // field is optional.
  const value = Object.fromEntries(Object.entries(written).filter(([, v]) => v !== null && v !== '')) as JsonObject;
  const metadata = readPageMetadata(r, value, '');
  const api = readEndpoint(r, value['api']);
  const openapi = readOpenApiRef(r, value['openapi']);
  const asyncapi = readChannelRef(r, value['asyncapi']);
  const openapiSchema = readSchemaRef(r, value['openapi-schema']);
  const arazzo = readWorkflowRef(r, value['arazzo']);
  return {
    ...metadata,
    ...(arazzo === undefined ? {} : { arazzo }),
    ...(openapiSchema === undefined ? {} : { openapiSchema }),
    ...(api === undefined ? {} : { api }),
    ...(openapi === undefined ? {} : { openapi }),
    ...(asyncapi === undefined ? {} : { asyncapi }),
  };
}

/**
 * Fields beyond the ones read: a meta tag is read; a field Mintlify documents but this library does not honour is a
 * warning saying so; a near miss of a known field is a warning with "did you mean"; anything else is custom metadata
 * (Mintlify allows any field), kept and noted as an info.
 */
function checkFrontmatterFields(r: ConfigReader, value: JsonObject): void {
  const known: readonly string[] = FRONTMATTER_FIELDS;
  for (const key of Object.keys(value)) {
    if (known.includes(key) || isMetaField(key)) continue;
    const at = childPointer('', key);
    const reason = NOT_HONOURED_PAGE_FIELDS[key];
    if (reason !== undefined) {
      r.report('warning', 'frontmatter/not-supported', at, `\`${key}\`: ${reason}.`);
      continue;
    }
    const near = known.find((k) => k.toLowerCase() === key.toLowerCase() || editDistance(k, key) <= 2);
    if (near !== undefined && key.length > 3) {
      r.report(
        'warning',
        'config/unknown-field',
        at,
        `\`${key}\` is not a page field and is ignored. Did you mean \`${near}\`?`,
      );
      continue;
    }
    r.report(
      'info',
      'frontmatter/custom-field',
      at,
      `\`${key}\` is custom page metadata: kept with the page, not shown.`,
    );
  }
}

/** The MDX line of each top-level field. */
function fieldLines(value: JsonObject, locate: (pointer: string) => Place): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const key of Object.keys(value)) lines[key] = locate(childPointer('', key)).line;
  return lines;
}

function readEndpoint(r: ConfigReader, value: unknown): MdxEndpoint | undefined {
  const text = r.string(value, '/api');
  if (text === undefined) return undefined;
  const match = /^([A-Za-z]+)\s+(\S+)$/.exec(text);
  const method = match?.[1]?.toLowerCase();
  const target = match?.[2] ?? '';
  const isFullUrl = /^https?:\/\/[^/\s]+/i.test(target);
  if (!match || !(HTTP_METHODS as readonly string[]).includes(method!) || !(isFullUrl || target.startsWith('/'))) {
    r.report(
      'error',
      'frontmatter/api',
      '/api',
      `\`api\` must be "METHOD /path" or "METHOD https://host/path" (for example "POST /users/{id}"); got ${JSON.stringify(text)}.`,
    );
    return undefined;
  }
  return { method: method as HttpMethod, target, isFullUrl };
}

function readOpenApiRef(r: ConfigReader, value: unknown): MdxOpenApiRef | undefined {
  const text = r.string(value, '/openapi');
  if (text === undefined) return undefined;
  const ref = parsePageEntry(text);
  if (ref.kind === 'operation' || ref.kind === 'webhook') return ref;
  r.report(
    'error',
    'frontmatter/openapi',
    '/openapi',
    `\`openapi\` must be "METHOD /path", "<spec-path> METHOD /path" or "webhook <name>"; got ${JSON.stringify(text)}.`,
  );
  return undefined;
}

/** `Name` or `<spec-path> Name`. */
function readSchemaRef(r: ConfigReader, value: unknown): MdxFrontmatter['openapiSchema'] {
  const text = r.string(value, '/openapi-schema');
  if (text === undefined) return undefined;
  const parts = text.trim().split(/\s+/);
  if (parts.length === 1 && parts[0] !== '') return { name: parts[0]! };
  if (parts.length === 2) return { spec: parts[0]!, name: parts[1]! };
  r.report(
    'error',
    'frontmatter/openapi-schema',
    '/openapi-schema',
    `\`openapi-schema\` must be a schema name or "<spec-path> <name>" (for example "openapi.yaml Pet"); got ${JSON.stringify(text)}.`,
  );
  return undefined;
}

/** `arazzo: "<file> <workflowId>"`. */
function readWorkflowRef(r: ConfigReader, value: unknown): MdxFrontmatter['arazzo'] {
  const text = r.string(value, '/arazzo');
  if (text === undefined) return undefined;
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(text);
  if (match !== null) return { spec: match[1]!, workflowId: match[2]! };
  r.report(
    'error',
    'frontmatter/arazzo',
    '/arazzo',
    `\`arazzo\` must be "<arazzo-file> <workflowId>" (for example "checkout.arazzo.yaml buy-pet"); got ${JSON.stringify(text)}.`,
  );
  return undefined;
}

function readChannelRef(r: ConfigReader, value: unknown): string | undefined {
  const text = r.string(value, '/asyncapi');
  if (text === undefined || parseChannelRef(text) !== undefined) return text;
  r.report(
    'error',
    'frontmatter/asyncapi',
    '/asyncapi',
    `\`asyncapi\` must be "<channel>" or "<spec-path> <channel>" (for example "asyncapi.yaml chat"); got ${JSON.stringify(text)}.`,
  );
  return undefined;
}
