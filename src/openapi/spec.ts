/**
 * The OpenApiSpec model built from one parsed root file. Loading only indexes operations; each
 * operation is dereferenced when first asked for (memoised), and validation runs only when asked.
 */
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import type { resolveCallbacks } from './callbacks.js';
import { SpecFiles, type ReadText } from './files.js';
import { OperationFinder, indexOperations, type OperationEntry } from './operations.js';
import type { SourceFile } from './parse.js';
import { isObject } from './pointer.js';
import { normaliseServers, resolveOperationSync, securitySchemesOf, type ResolveContext } from './resolve.js';
import { SchemaResolver } from './schemas.js';
import type {
  OpenApiSpec,
  OperationSummary,
  ResolvedOperation,
  Schema,
  SecurityScheme,
  Server,
  SourceVersion,
  SpecInfo,
  TagInfo,
} from './types.js';
import { detectVersion } from './version.js';

const DEFAULT_SERVERS: readonly Server[] = Object.freeze([Object.freeze({ url: '/', variables: Object.freeze({}) })]);

/** Builds the model from a parsed root file; rejects with a DiagnosticError when it is not a usable OpenAPI document. */
export async function buildSpec(source: SourceFile, readText: ReadText): Promise<OpenApiSpec> {
  const detected = detectVersion(source);
  if ('error' in detected) throw new DiagnosticError([detected.error]);
  const diagnostics: Diagnostic[] = [...source.warnings];
  if (detected.warning !== undefined) diagnostics.push(detected.warning);
  let root = source;
  if (detected.version === '2.0') {
    // Swagger files are small enough to upgrade whole; pointers then no longer match the text.
    let upgraded: unknown;
    try {
      const { upgrade } = await import('@scalar/openapi-parser');
      upgraded = upgrade(structuredClone(source.data) as Record<string, unknown>).specification;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DiagnosticError([
        {
          severity: 'error',
          code: 'openapi/upgrade',
          file: source.url,
          message: `This Swagger 2.0 document could not be converted to OpenAPI 3: ${reason}.`,
        },
      ]);
    }
    root = { ...source, data: upgraded, locate: () => undefined, locateMany: () => new Map() };
  }
  const doc = root.data as Record<string, unknown>;
  const files = new SpecFiles(root, readText);
  const indexed = await files.run(() => {
    const found: Diagnostic[] = [];
    const report = (d: Diagnostic): void => void found.push(d);
    return { entries: indexOperations(files, doc, report), schemes: securitySchemesOf(files, doc, report), found };
  });
  diagnostics.push(...indexed.found);
  return new OpenApiDocument(
    source,
    files,
    detected.version,
    indexed.entries,
    indexed.schemes,
    Object.freeze(diagnostics),
  );
}

class OpenApiDocument implements OpenApiSpec {
  readonly kind = 'openapi' as const;
  readonly url: string;
  readonly info: SpecInfo;
  readonly servers: readonly Server[];
  readonly tags: readonly TagInfo[];
  declare readonly operations: readonly OperationSummary[];
  private readonly finder: OperationFinder;
  private readonly schemas: SchemaResolver;
  private readonly context: ResolveContext;
  private readonly resolved = new Map<string, Promise<ResolvedOperation>>();
  private validation: Promise<readonly Diagnostic[]> | undefined;

  constructor(
    private readonly source: SourceFile,
    private readonly files: SpecFiles,
    readonly sourceVersion: SourceVersion,
    entries: readonly OperationEntry[],
    readonly securitySchemes: Readonly<Record<string, SecurityScheme>>,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    const doc = files.root.data as Record<string, unknown>;
    this.url = source.url;
    this.info = infoOf(doc);
    const servers = normaliseServers(doc.servers);
    this.servers = servers.length > 0 ? servers : DEFAULT_SERVERS;
    this.tags = tagsOf(doc.tags);
    this.finder = new OperationFinder(entries);
    this.schemas = new SchemaResolver(files);
    this.context = {
      files,
      schemas: this.schemas,
      documentServers: this.servers,
      documentSecurity: doc.security,
      securitySchemes,
    };
    // Every operation, in document order, summarised on first use: a page usually shows one of
    // thousands. An own enumerable property, so a copy of the model (`{ ...spec }`) still lists them.
    let listed: readonly OperationSummary[] | undefined;
    Object.defineProperty(this, 'operations', {
      enumerable: true,
      get: () => (listed ??= Object.freeze(entries.map((e) => e.summary))),
    });
  }

  findOperation(ref: string): OperationSummary | undefined {
    return this.finder.find(ref)?.summary;
  }

  resolveOperation(ref: string): Promise<ResolvedOperation> {
    const entry = this.finder.find(ref);
    if (entry === undefined) return Promise.reject(this.unknownOperation(ref));
    const id = entry.id;
    let pending = this.resolved.get(id);
    if (pending === undefined) {
      const resolve = (readCallbacks?: typeof resolveCallbacks): Promise<ResolvedOperation> =>
        this.files.run(() => {
          this.schemas.begin();
          const operation = resolveOperationSync(entry, this.context);
          const callbacks = readCallbacks?.(entry, this.context) ?? [];
          return Object.freeze({
            ...operation,
            ...(callbacks.length > 0 ? { callbacks } : {}),
            diagnostics: Object.freeze(this.schemas.end()),
          });
        });
      // The callbacks' reader is a lazy chunk: few operations have callbacks, and it is not part of the first download.
      pending =
        entry.operation.callbacks === undefined
          ? resolve()
          : import('./callbacks.js').then(({ resolveCallbacks: read }) => resolve(read));
      this.resolved.set(id, pending);
      pending.catch(() => this.resolved.delete(id));
    }
    return pending;
  }

  resolveSchemaRef(ref: string): Schema | undefined {
    return this.schemas.expand(ref);
  }

  validate(): Promise<readonly Diagnostic[]> {
    // Loaded on first use: validation is a courtesy after the page shows, not part of the first download.
    this.validation ??= import('./validate.js')
      .then(({ validateSpec }) => validateSpec(this.source, this.files, this.sourceVersion))
      .then((found) => Object.freeze([...this.diagnostics, ...found]));
    return this.validation;
  }

  private unknownOperation(ref: string): DiagnosticError {
    const suggestions = this.finder.suggest(ref);
    const hint =
      this.operations.length === 0
        ? ' The document describes no operations.'
        : suggestions.length > 0
          ? ` Did you mean ${suggestions.join(', or ')}?`
          : '';
    return new DiagnosticError([
      {
        severity: 'error',
        code: 'operation/unknown',
        file: this.url,
        pointer: '/paths',
        message: `There is no operation "${ref}" in this document.${hint}`,
      },
    ]);
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function only<K extends string>(raw: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!isObject(raw)) return out;
  for (const key of keys) {
    const value = text(raw[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function infoOf(doc: Record<string, unknown>): SpecInfo {
  const info = isObject(doc.info) ? doc.info : {};
  const docs = only(doc.externalDocs, ['url', 'description']);
  return Object.freeze({
    title: text(info.title) ?? 'Untitled API',
    version: info.version === undefined ? '' : String(info.version),
    ...only(info, ['description', 'termsOfService']),
    ...(isObject(info.contact) ? { contact: Object.freeze(only(info.contact, ['name', 'url', 'email'])) } : {}),
    ...(isObject(info.license) ? { license: Object.freeze(only(info.license, ['name', 'url', 'identifier'])) } : {}),
    ...(docs.url !== undefined
      ? {
          externalDocs: Object.freeze({
            url: docs.url,
            ...(docs.description === undefined ? {} : { description: docs.description }),
          }),
        }
      : {}),
  });
}

function tagsOf(raw: unknown): readonly TagInfo[] {
  if (!Array.isArray(raw)) return Object.freeze([]);
  return Object.freeze(
    raw.flatMap((tag) => {
      if (!isObject(tag) || typeof tag.name !== 'string') return [];
      const group = typeof tag['x-group'] === 'string' && tag['x-group'].trim() !== '' ? tag['x-group'] : undefined;
      return [
        Object.freeze({
          name: tag.name,
          ...only(tag, ['description', 'summary', 'parent', 'kind']),
          ...(group === undefined ? {} : { group }),
        }),
      ];
    }),
  );
}
