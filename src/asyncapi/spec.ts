/**
 * Builds the AsyncApiSpec for one parsed root file: gather the files it references (our policy),
 * let @asyncapi/parser validate and unify them, and convert its document into our model.
 */
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import type { ReadText } from '../openapi/files.js';
import type { SourceFile } from '../openapi/parse.js';
import type { Schema } from '../openapi/types.js';
import { ChannelFinder } from './find.js';
import { gatherFiles } from './files.js';
import { checkMessageIds } from './message-ids.js';
import { buildModel, type BuiltModel } from './model.js';
import { mapParserDiagnostics } from './parser-diagnostics.js';
import { runParser } from './parser.js';
import type { AsyncApiSpec, AsyncSecurityScheme, AsyncServer, Channel, SpecInfo } from './types.js';
import { detectAsyncApiVersion } from './version.js';

export async function buildAsyncApiSpec(
  root: SourceFile,
  readText: ReadText,
  signal?: AbortSignal,
): Promise<AsyncApiSpec> {
  const detected = detectAsyncApiVersion(root);
  if ('error' in detected) throw new DiagnosticError([detected.error]);
  const gathered = await gatherFiles(root, readText, signal);
  let run: Awaited<ReturnType<typeof runParser>>;
  try {
    run = await runParser(root.url, gathered);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'asyncapi/parser',
        file: root.url,
        message: `The AsyncAPI parser stopped: ${reason}.`,
      },
    ]);
  }
  const found = mapParserDiagnostics(run.diagnostics, gathered, run.fileOf);
  const diagnostics: Diagnostic[] = [...root.warnings, ...gathered.diagnostics, ...found, ...checkMessageIds(root)];
  if (run.document === undefined) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    // A refused reference that broke validation is part of the cause: show it as an error too.
    const cause =
      errors.length > 0
        ? [...gathered.diagnostics.map((d) => ({ ...d, severity: 'error' as const })), ...errors]
        : diagnostics;
    throw new DiagnosticError(
      cause.length > 0
        ? cause
        : [
            {
              severity: 'error',
              code: 'asyncapi/invalid',
              file: root.url,
              message: 'The AsyncAPI parser rejected this document without saying why.',
            },
          ],
    );
  }
  let model: BuiltModel;
  try {
    model = buildModel(run.document);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DiagnosticError([
      ...diagnostics,
      {
        severity: 'error',
        code: 'asyncapi/model',
        file: root.url,
        message: `The document was accepted, but could not be read into pages: ${reason}.`,
      },
    ]);
  }
  return new AsyncApiDocument(root.url, detected.version, model, Object.freeze(diagnostics));
}

class AsyncApiDocument implements AsyncApiSpec {
  readonly kind = 'asyncapi' as const;
  readonly info: SpecInfo;
  readonly defaultContentType?: string;
  readonly servers: readonly AsyncServer[];
  readonly channels: readonly Channel[];
  readonly securitySchemes: Readonly<Record<string, AsyncSecurityScheme>>;
  private readonly finder: ChannelFinder<Channel>;

  constructor(
    readonly url: string,
    readonly sourceVersion: string,
    private readonly model: BuiltModel,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    this.info = model.info;
    if (model.defaultContentType !== undefined) this.defaultContentType = model.defaultContentType;
    this.servers = model.servers;
    this.channels = model.channels;
    this.securitySchemes = model.securitySchemes;
    this.finder = new ChannelFinder(model.channels);
    Object.freeze(this);
  }

  findChannel(ref: string): Channel | undefined {
    return this.finder.find(ref);
  }

  channel(ref: string): Channel {
    const found = this.finder.find(ref);
    if (found !== undefined) return found;
    const suggestions = this.finder.suggest(ref);
    const hint =
      this.channels.length === 0
        ? ' The document describes no channels.'
        : suggestions.length > 0
          ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(', or ')}?`
          : ` Its channels are ${this.channels
              .slice(0, 5)
              .map((c) => `"${c.id}"`)
              .join(', ')}${this.channels.length > 5 ? ', …' : ''}.`;
    throw new DiagnosticError([
      {
        severity: 'error',
        code: 'channel/unknown',
        file: this.url,
        pointer: '/channels',
        message: `There is no channel "${ref}" in this document.${hint}`,
      },
    ]);
  }

  resolveSchemaRef(ref: string): Schema | undefined {
    return this.model.schemas.expand(ref);
  }
}
