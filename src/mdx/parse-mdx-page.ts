/**
 * One MDX page → its frontmatter, safe HTML of this library's elements, its headings and
 * diagnostics with line numbers. No JavaScript in the page is ever evaluated.
 */
import type { Diagnostic } from '../diagnostics.js';
import { checkCodeBlocks } from './check-code-blocks.js';
import { parseFrontmatter } from './frontmatter.js';
import { extractMath } from './math.js';
import type { MdxFrontmatter } from './frontmatter.js';
import { parseMdxTree } from './parse-tree.js';
import { renderMdxTree } from './render-html.js';
import type { MdxIsland } from './islands.js';
import type { Heading, RenderOptions } from './render-html.js';

export interface ParsedMdxPage {
  /** The file the page came from, as given. */
  readonly file?: string;
  readonly frontmatter: MdxFrontmatter;
  /**
   * The body as HTML: markdown, `<param-field>`, `<response-field>`, `<details class="expandable">`,
   * `<div class="code-group" data-kind="request-example|response-example|code-group">` with
   * `<pre><code class="language-x">`, `<div class="tabs">` of `<section class="tab" data-title>`,
   * `<aside class="callout callout-note" role="note">`. Every value is escaped; sanitise it again
   * before it reaches the DOM all the same.
   */
  readonly html: string;
  readonly headings: readonly Heading[];
  /** The line of each top-level frontmatter field. */
  readonly frontmatterLines: Readonly<Record<string, number>>;
  readonly diagnostics: readonly Diagnostic[];
  /** The snippet files the page imported and inlined (project paths), when it imports any (src/site/snippets.ts). */
  readonly snippets?: readonly string[];
  /** The project components the page uses, rendered as islands (`RenderOptions.projectComponents`; islands.ts). */
  readonly islands?: readonly MdxIsland[];
}

/** `options.pageOrigin`: where the HTML is shown, when known (see `RenderOptions`). */
export function parseMdxPage(text: string, file?: string, options: RenderOptions = {}): ParsedMdxPage {
  const { text: source, math } = extractMath(text);
  const parsed = parseMdxTree(source, file, options.variables);
  const diagnostics: Diagnostic[] = [...parsed.diagnostics];
  let frontmatter: MdxFrontmatter = {};
  let frontmatterLines: Readonly<Record<string, number>> = {};
  const first = parsed.tree.children[0];
  if (first?.type === 'yaml') {
    const read = parseFrontmatter(first.value, {
      ...(file === undefined ? {} : { file }),
      firstLine: (first.position?.start.line ?? 1) + 1,
    });
    frontmatter = read.frontmatter;
    frontmatterLines = read.lines;
    diagnostics.push(...read.diagnostics);
  }
  const rendered = renderMdxTree(parsed.tree, file, { ...options, math });
  diagnostics.push(...rendered.diagnostics, ...checkCodeBlocks(parsed.tree, file));
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return {
    ...(file === undefined ? {} : { file }),
    frontmatter,
    html: rendered.html,
    headings: rendered.headings,
    frontmatterLines,
    diagnostics,
    ...(rendered.islands === undefined ? {} : { islands: rendered.islands }),
  };
}
