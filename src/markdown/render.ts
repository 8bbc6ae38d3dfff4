/**
 * Markdown from a spec or page → safe HTML. marked (GitHub-flavoured) renders, then DOMPurify cleans the
 * final string (see sanitize.ts). Anything that must shape the output (the task-list boxes below) is done
 * inside marked, before sanitising; nothing edits the HTML afterwards.
 */
import { Marked } from 'marked';
import { simpleBlockHtml, simpleInlineHtml } from './plain-text.js';
import { sanitizeHtml, sanitizeInlineHtml } from './sanitize.js';
import { onSanitizerChange } from './sanitizer.js';

// Made on first use: plain descriptions never need it, and the script-tag bundle defers evaluating marked
// itself until then (scripts/lib/deferred-modules-plugin.mjs).
let instance: Marked | undefined;
function marked(): Marked {
  instance ??= new Marked({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      // GFM task lists would render <input> elements; show a character instead (no form controls ever).
      checkbox({ checked }) {
        return checked ? '☑ ' : '☐ ';
      },
    },
  });
  return instance;
}

// Elements re-render the same descriptions often; keep recent results (cleared when the sanitiser changes).
const cacheLimit = 500;
const blockCache = new Map<string, string>();
const inlineCache = new Map<string, string>();
onSanitizerChange(() => {
  blockCache.clear();
  inlineCache.clear();
});

function cached(cache: Map<string, string>, md: string, render: (md: string) => string): string {
  const hit = cache.get(md);
  if (hit !== undefined) return hit;
  const html = render(md);
  if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value as string);
  cache.set(md, html);
  return html;
}

/** Block markdown (a description) → sanitised HTML. Empty or non-string input gives `''`. */
export function renderMarkdown(md: string): string {
  if (typeof md !== 'string' || md.trim() === '') return '';
  return simpleBlockHtml(md) ?? cached(blockCache, md, (text) => sanitizeHtml(marked().parse(text, { async: false })));
}

/** Inline markdown (a summary, a title) → sanitised HTML without block elements. */
export function renderInlineMarkdown(md: string): string {
  if (typeof md !== 'string' || md.trim() === '') return '';
  return (
    simpleInlineHtml(md) ??
    cached(inlineCache, md, (text) => sanitizeInlineHtml(marked().parseInline(text, { async: false })))
  );
}
