/**
 * Runs @asyncapi/parser over files we already hold. Its resolver would fetch `http:`, `https:`
 * and `file:` references by itself; here every scheme it knows is answered first (and always, so
 * its own readers never run) from the gathered files only. The parser is imported lazily: it is
 * large, and only pages that show AsyncAPI need it.
 */
import type { AsyncAPIDocumentInterface, Diagnostic as ParserDiagnostic } from '@asyncapi/parser';
import { stripHash } from '../openapi/files.js';
import { decodeFragment } from '../openapi/pointer.js';
import type { Gathered } from './files.js';

export interface ParserRun {
  readonly document: AsyncAPIDocumentInterface | undefined;
  readonly diagnostics: readonly ParserDiagnostic[];
  /** Our URL for a `source` the parser reports (it names local files by bare path). */
  readonly fileOf: (source: string | undefined) => string;
}

/**
 * The parser's core rules only (its "recommended" set is style advice). Its messageId uniqueness
 * rule is in the core set and runs on the resolved document, so one message reused through `$ref`
 * by `publish` and `subscribe` counts twice and a valid document is refused: it is off, and
 * message-ids.ts checks the document as written instead. Examples that do not match their schema
 * are worth a warning, not a refusal to show the page.
 */
const RULESET = {
  recommended: false,
  rules: {
    'asyncapi2-message-messageId-uniqueness': 'off',
    'asyncapi2-message-examples': 'warn',
    'asyncapi2-schema-examples': 'warn',
    'asyncapi2-schema-default': 'warn',
  },
} as never;

/** What the parser receives for an address we do not hold: an empty document, so a `$ref` into it fails plainly. */
const NOTHING = '{}';

export async function runParser(rootUrl: string, gathered: Gathered): Promise<ParserRun> {
  const { Parser } = await import('@asyncapi/parser');
  const byAddress = new Map<string, string>();
  for (const url of gathered.files.keys()) {
    byAddress.set(url, url);
    if (url.startsWith('file:')) {
      const path = new URL(url).pathname;
      byAddress.set(path, url);
      byAddress.set(decodeFragment(path), url);
    }
  }
  const fileOf = (source: string | undefined): string => {
    if (source === undefined) return rootUrl;
    return byAddress.get(source) ?? byAddress.get(stripHash(source)) ?? source;
  };
  const read = (uri: { toString(): string }): string => {
    const url = byAddress.get(stripHash(uri.toString()));
    const file = url === undefined ? undefined : gathered.files.get(url);
    return file === undefined ? NOTHING : JSON.stringify(file.data);
  };
  const resolvers = ['file', 'http', 'https'].map((schema) => ({ schema, order: 1, canRead: true, read }));
  const parser = new Parser({ ruleset: RULESET, __unstable: { resolver: { cache: false, resolvers } } });
  const root = gathered.files.get(stripHash(rootUrl));
  const text = JSON.stringify(root?.data ?? {});
  const hasLocation = !rootUrl.startsWith('inline:');
  const output = await parser.parse(text, hasLocation ? { source: rootUrl } : {});
  return { document: output.document, diagnostics: output.diagnostics, fileOf };
}
