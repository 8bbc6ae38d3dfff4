/**
 * Syntax highlighting with shiki's fine-grained core: the JavaScript regex engine (no WebAssembly), one
 * theme made of CSS custom properties (`--api-code-foreground`, `--api-code-token-keyword`, …) so light
 * and dark are pure CSS, and grammars imported on first use. One highlighter, created on first call.
 */
import type { HighlighterCore, ShikiTransformer } from 'shiki/core';
import { grammarIdFor, grammarLoader } from './languages.js';
import { escapeHtml } from '../escape-html.js';

/** Grammars with a built-in tokenizer (./light.ts, a small chunk of its own): no shiki for them. */
const LIGHT_GRAMMARS: ReadonlySet<string> = new Set(['json', 'shellscript']);

/** Inputs larger than this (in UTF-16 units, about 200 KB) are shown as plain text to stay fast. */
export const maxHighlightLength = 200_000;

const themeName = 'api-code';

/** The variables shiki's CSS-variables theme reads (with the `--api-code-` prefix). */
const CODE_VARIABLES = [
  'foreground',
  'background',
  'token-constant',
  'token-string',
  'token-comment',
  'token-keyword',
  'token-parameter',
  'token-function',
  'token-string-expression',
  'token-punctuation',
  'token-link',
] as const;

let highlighterPromise: Promise<HighlighterCore> | undefined;
const loadedGrammars = new Map<string, Promise<boolean>>();

/** shiki itself is imported on first use too, so importing this module (or the core index) costs nothing. */
function getHighlighter(): Promise<HighlighterCore> {
  if (highlighterPromise) return highlighterPromise;
  const pending = (async () => {
    const [{ createCssVariablesTheme, createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    return createHighlighterCore({
      themes: [
        createCssVariablesTheme({
          name: themeName,
          variablePrefix: '--api-code-',
          // Without a theme file, the colours come from the element's own light/dark defaults.
          variableDefaults: Object.fromEntries(CODE_VARIABLES.map((name) => [name, `var(--_default-code-${name})`])),
          fontStyle: true,
        }),
      ],
      langs: [],
      // forgiving: a pattern the JS engine cannot translate is skipped instead of failing the grammar.
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
  })();
  // A failed start (a chunk that did not load) may be retried later.
  pending.catch(() => {
    if (highlighterPromise === pending) highlighterPromise = undefined;
  });
  highlighterPromise = pending;
  return pending;
}

/** Loads a grammar once; resolves false when it could not be loaded. */
function ensureGrammar(highlighter: HighlighterCore, id: string): Promise<boolean> {
  let pending = loadedGrammars.get(id);
  if (!pending) {
    const load = grammarLoader(id);
    pending = load
      ? load().then(
          async (module) => {
            await highlighter.loadLanguage(...module.default);
            return true;
          },
          () => {
            // A chunk that failed to load may be retried on the next call.
            loadedGrammars.delete(id);
            return false;
          },
        )
      : Promise.resolve(false);
    loadedGrammars.set(id, pending);
  }
  return pending;
}

/**
 * Highlights `code` as `lang` and returns `<pre class="shiki api-code">…</pre>`. Unknown languages, inputs
 * over `maxHighlightLength` and any highlighter failure give the same `<pre>` with the text escaped.
 * The code is always treated as text: shiki escapes it, and so does the fallback.
 */
export async function highlight(code: string, lang: string, options: HighlightOptions = {}): Promise<string> {
  const text = typeof code === 'string' ? code : String(code);
  const id = typeof lang === 'string' ? grammarIdFor(lang) : undefined;
  const lines = options.transformers !== undefined && options.transformers.length > 0;
  // With transformers, a language without a grammar still gets shiki's lines (as plain text).
  if ((!id && !lines) || text.length > maxHighlightLength) return plainCode(text);
  // JSON and shell have built-in tokenizers: the page's first code needs no shiki download.
  if (id !== undefined && !lines && LIGHT_GRAMMARS.has(id)) {
    if (!loadedGrammars.has(id)) loadedGrammars.set(id, Promise.resolve(true));
    const { lightHighlight } = await import('./light.js').catch(() => ({ lightHighlight: () => undefined }));
    return lightHighlight(text, id) ?? plainCode(text);
  }
  try {
    const highlighter = await getHighlighter();
    const grammar = id !== undefined && (await ensureGrammar(highlighter, id)) ? id : undefined;
    if (grammar === undefined && !lines) return plainCode(text);
    return highlighter.codeToHtml(text, {
      lang: grammar ?? 'text',
      theme: themeName,
      ...(options.transformers === undefined ? {} : { transformers: [...options.transformers] }),
      ...(options.meta === undefined ? {} : { meta: { __raw: options.meta } }),
    });
  } catch {
    return plainCode(text);
  }
}

/** shiki transformers (from @shikijs/transformers, loaded by the caller) and the code block's meta they read. */
export interface HighlightOptions {
  readonly transformers?: readonly ShikiTransformer[];
  readonly meta?: string;
}

/** The grammar ids loaded so far, in load order (for tests and diagnostics). */
export function loadedHighlightGrammars(): string[] {
  return [...loadedGrammars.keys()];
}

/** Escaped text in the same frame as highlighted code. */
export function plainCode(code: string): string {
  return `<pre class="shiki ${themeName} plain" tabindex="0"><code>${escapeHtml(code)}</code></pre>`;
}
