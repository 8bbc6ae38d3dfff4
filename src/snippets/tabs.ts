/**
 * The tabs of one `<api-snippets>`: the configured languages in order, each a generated snippet of
 * the request the playground would send, or the operation's hand-written sample for that language.
 * DOM-free, so the element stays a view and this is tested in Node.
 */
import { resolveAuthOptions } from '../auth/schemes.js';
import type { Credential, MdxAuth } from '../auth/types.js';
import type { CodeSample } from '../config/x-docs.js';
import { readOperationDocs } from '../config/x-docs.js';
import type { Diagnostic } from '../diagnostics.js';
import type { ResolvedOperation, Schema } from '../openapi/types.js';
import { pruneToRequired } from '../request/body.js';
import { buildRequest, type RequestInputs } from '../request/build.js';
import { exampleFromSchema } from '../schema/example.js';
import type { RequestDescription } from '../request/types.js';
import { generateSnippet, isDiagnostic, LANGUAGES, resolveLanguage } from './index.js';

export type ExamplesDefaults = 'required' | 'all';

/** The languages shown when neither the element nor docs.json names any. */
export const DEFAULT_SNIPPET_LANGUAGES: readonly string[] = Object.freeze(['curl', 'python', 'javascript']);

export interface SnippetTab {
  /** Stable identity of the tab, shared across elements: `python`, `node:axios`, or a sample's own `lang`. */
  readonly key: string;
  readonly label: string;
  /** The grammar to highlight with (may be one `highlight()` does not know: shown as plain text). */
  readonly grammar: string;
  readonly code: string;
  /** True for an `x-codeSamples` / `x-docs.codeSamples` sample. */
  readonly handWritten: boolean;
  /** True when `code` holds a credential the reader typed, unmasked (only with `revealSecrets`). */
  readonly revealsSecret: boolean;
  /** True when the request holds a credential the reader typed (masked or not). */
  readonly hasTypedSecret: boolean;
}

export interface SnippetTabsOptions {
  /** Language names or aliases, in tab order; unknown ones become diagnostics. */
  readonly languages?: readonly string[];
  /** Fill empty parameters and body fields from examples: `required` ones only, or `all` (default). */
  readonly defaults?: ExamplesDefaults;
  /** The playground's current inputs; undefined before the reader types anything. */
  readonly inputs?: RequestInputs;
  /** Resolves a relative server URL. */
  readonly baseUrl?: string;
  /** Print typed credentials as they are instead of masked. */
  readonly revealSecrets?: boolean;
  /** docs.json `api.mdx.auth`, used when the operation declares no security. */
  readonly mdxAuth?: MdxAuth;
  /** The page's `authMethod` (`bearer`, `basic`, `key`, `none`): over the spec's security, as in the playground. */
  readonly pageAuthMethod?: string;
  /** Expands `$ref` markers when a body example is generated from its schema (`OpenApiSpec.resolveSchemaRef`). */
  readonly resolveRef?: (ref: string) => Schema | undefined;
  /** Hand-written samples; read from the operation's extensions when absent. */
  readonly codeSamples?: readonly CodeSample[];
}

export interface SnippetTabsResult {
  readonly tabs: readonly SnippetTab[];
  readonly diagnostics: readonly Diagnostic[];
  /** The request the generated tabs print. */
  readonly request: RequestDescription;
}

/**
 * Credentials of the first auth option that applies, with nothing typed: they print as placeholders.
 * The options come from `resolveAuthOptions` with the same inputs the playground gives it, so a page
 * whose `authMethod` is `none` prints no credential, as the playground sends none.
 */
function placeholderCredentials(op: ResolvedOperation, options: SnippetTabsOptions): Credential[] {
  const { mdxAuth, pageAuthMethod } = options;
  const auth = resolveAuthOptions({
    security: op.security,
    ...(mdxAuth ? { mdxAuth } : {}),
    ...(pageAuthMethod ? { pageAuthMethod } : {}),
  });
  return (auth[0] ?? []).map((scheme) => ({ scheme }));
}

/** The request a snippet prints: the reader's inputs, examples for the rest, placeholders for missing credentials. */
export function snippetRequestFor(op: ResolvedOperation, options: SnippetTabsOptions = {}): RequestDescription {
  const given = options.inputs ?? {};
  // The playground's credentials are its chosen option's, possibly none at all: `[]` is an answer, not a gap.
  const credentials = given.credentials ?? placeholderCredentials(op, options);
  const defaults = options.defaults ?? 'all';
  const body = given.body === undefined ? generatedBody(op, given.mediaType, defaults, options.resolveRef) : given.body;
  const withBody = body === undefined ? given : { ...given, body };
  const built = buildRequest(op, { ...withBody, credentials }, { placeholders: true, examplesDefaults: defaults });
  if (built.ok) return built.request;
  // Placeholder mode always yields a request; this keeps the types honest.
  throw new Error(built.problems.map((p) => p.message).join(' '));
}

/**
 * A body generated from the schema when the spec gives no example for the chosen media type (an
 * example the spec does give is left to buildRequest). Only required fields with `required`.
 */
function generatedBody(
  op: ResolvedOperation,
  mediaType: string | undefined,
  defaults: ExamplesDefaults,
  resolveRef: ((ref: string) => Schema | undefined) | undefined,
): unknown {
  const content = op.requestBody?.content ?? [];
  const media = (mediaType === undefined ? undefined : content.find((m) => m.mediaType === mediaType)) ?? content[0];
  if (media?.schema === undefined) return undefined;
  if (
    media.examples.some((e) => e.value !== undefined) ||
    media.schema.examples?.length ||
    media.schema.default !== undefined
  )
    return undefined;
  if (defaults === 'required' && op.requestBody?.required !== true) return undefined;
  try {
    const value = exampleFromSchema(media.schema, { direction: 'request', ...(resolveRef ? { resolveRef } : {}) });
    return defaults === 'required' ? pruneToRequired(value, media.schema) : value;
  } catch {
    return undefined;
  }
}

function sampleKey(lang: string): string {
  return resolveLanguage(lang) ?? lang.trim().toLowerCase();
}

function sampleTab(sample: CodeSample): SnippetTab {
  const key = sampleKey(sample.lang);
  const generated = resolveLanguage(sample.lang);
  const grammar = generated === undefined ? sample.lang : LANGUAGES[generated].grammar;
  return {
    key,
    label: sample.label ?? sample.lang,
    grammar,
    code: sample.source,
    handWritten: true,
    revealsSecret: false,
    hasTypedSecret: false,
  };
}

/**
 * The tabs for an operation. Hand-written samples (`x-codeSamples`, `x-code-samples`, `x-docs`/`x-mint` code samples)
 * come first, in their own order, as on Mintlify; then the generated snippet of each configured language no sample
 * covers.
 */
export function snippetTabs(op: ResolvedOperation, options: SnippetTabsOptions = {}): SnippetTabsResult {
  const languages = options.languages?.length ? options.languages : DEFAULT_SNIPPET_LANGUAGES;
  const samples = options.codeSamples ?? readOperationDocs(op.extensions).docs.codeSamples;
  const request = snippetRequestFor(op, options);
  const hasTypedSecret = request.secrets.some((s) => !s.placeholder);
  const reveal = options.revealSecrets === true;

  const tabs: SnippetTab[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  const sampled = new Set(samples.map((s) => sampleKey(s.lang)));
  for (const sample of samples) tabs.push(sampleTab(sample));
  for (const name of languages) {
    const canonical = resolveLanguage(name);
    if (sampled.has(canonical ?? name.trim().toLowerCase())) continue;
    const snippet = generateSnippet(request, name, {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      revealSecrets: reveal,
    });
    if (isDiagnostic(snippet)) {
      diagnostics.push(snippet);
      continue;
    }
    const key = snippet.label.includes('axios') ? `${snippet.language}:axios` : snippet.language;
    if (seen.has(key)) continue; // `sh` after `curl`: one tab
    seen.add(key);
    tabs.push({
      key,
      label: snippet.label,
      grammar: snippet.grammar,
      code: snippet.code,
      handWritten: false,
      revealsSecret: reveal && hasTypedSecret,
      hasTypedSecret,
    });
  }
  return { tabs, diagnostics, request };
}

/** `"curl, py ,js"` → `['curl', 'py', 'js']`. */
export function parseLanguageList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
