/**
 * An mdast tree (from MDX) → an HTML string of this library's elements. Every text and attribute
 * value is escaped here; raw HTML never passes through; only the components and attributes of
 * components.ts survive, with literal values. Expressions, imports and exports are never
 * evaluated: they are reported with their line and left out.
 */
import type { Definition, FootnoteDefinition, Nodes, Parents, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Diagnostic } from '../diagnostics.js';
import {
  isAllowedEmbedUrl,
  isLoadableMediaUrl,
  isSafeImageUrl,
  isSafeLinkUrl,
  mediaLinkText,
} from '../markdown/urls.js';
import { SVG_TAGS, svgAttributeAllowed, svgAttributeName } from '../markdown/svg-attributes.js';
import { slugify } from '../navigation/slugs.js';
import { COMPONENTS, DROP_WITH_CONTENT, PARAM_LOCATIONS, htmlElementSpec } from './components.js';
import type { ComponentSpec } from './component-spec.js';
import { isMarkup, str } from './attribute-values.js';
import type { ComponentValue, Markup } from './attribute-values.js';
import { jsxOfEstree } from './jsx-estree.js';
import { attributes, element } from './html.js';
import { parseCodeMeta } from './code-meta.js';
import { literalOfEstree } from './literal-expression.js';
import { MATH_PLACEHOLDER, type MathSpan } from './math.js';
import type { Literal } from './literal-expression.js';
import { islandPlaceholder, islandProps } from './islands.js';
import type { MdxIsland } from './islands.js';
import { isChildrenExpression, literalText, scopeValueOf } from './snippet-scope.js';
import type { MdxScope, ScopeComponent } from './snippet-scope.js';
import type { Variables } from './variables.js';
import { escapeText } from '../escape-html.js';

export interface Heading {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

export interface RenderOptions {
  /**
   * The origin of the page that shows the HTML (`location.origin`): images load only from it or over
   * https. Unknown (`docs build`): only relative and https images load; the others become links.
   */
  readonly pageOrigin?: string;
  /** The snippets and values the page imported (src/site/snippets.ts); with it, import/export lines are silent. */
  readonly scope?: MdxScope;
  /** The formulas math.ts lifted out of the page's text, which its placeholders name. */
  readonly math?: readonly MathSpan[];
  /**
   * The project's own React components (`.jsx` files) become islands (islands.ts) instead of their children: only
   * when the author opted in (`docs build --project-components`).
   */
  readonly projectComponents?: boolean;
  /** docs.json `variables`, substituted for `{{name}}` in the page and its snippets (variables.ts). */
  readonly variables?: Variables;
}

export interface RenderResult {
  readonly html: string;
  readonly headings: readonly Heading[];
  readonly diagnostics: readonly Diagnostic[];
  /** The project components used, in placeholder order (with `projectComponents` only). */
  readonly islands?: readonly MdxIsland[];
}

/** `{true}`, `{42}`, `{"text"}`: literal values are read as text, never evaluated. */
function literalExpression(source: string): string | boolean | undefined {
  const text = source.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  if (/^"(?:[^"\\\n]|\\.)*"$/.test(text)) {
    try {
      return JSON.parse(text) as string;
    } catch {
      return undefined;
    }
  }
  if (/^'[^'\\\n]*'$/.test(text) || /^`[^`\\$]*`$/.test(text)) return text.slice(1, -1);
  return undefined;
}

/**
 * An attribute expression's value: from the syntax tree the parser built (`data.estree`) when there
 * is one, else from its text. Numbers are read as their text; arrays of texts and numbers as lists.
 */
/** An object literal's text and number fields (at most 16), or undefined when it is not an object. */
function objectFields(literal: Literal | undefined): [string, string][] | undefined {
  if (literal === null || typeof literal !== 'object' || Array.isArray(literal)) return undefined;
  const fields: [string, string][] = [];
  for (const [field, v] of Object.entries(literal as Readonly<Record<string, Literal>>)) {
    if (!/^[A-Za-z]\w{0,30}$/.test(field)) continue;
    if (typeof v === 'string') fields.push([field, v]);
    else if (typeof v === 'number' && Number.isFinite(v)) fields.push([field, String(v)]);
  }
  return fields.slice(0, 16);
}

function literalAttribute(
  value: {
    value: string;
    data?: { estree?: unknown } | undefined;
  },
  scope?: MdxScope,
): ComponentValue | undefined {
  const estree = value.data?.estree;
  if (estree === undefined || estree === null) return literalExpression(value.value);
  const literal: Literal | undefined =
    literalOfEstree(estree) ?? (scope === undefined ? undefined : scopeValueOf(estree, scope));
  const scalar = (v: Literal | undefined): string | boolean | undefined =>
    typeof v === 'number'
      ? Number.isFinite(v)
        ? String(v)
        : undefined
      : typeof v === 'string' || typeof v === 'boolean'
        ? v
        : undefined;
  if (Array.isArray(literal)) {
    const items = (literal as readonly Literal[]).map(scalar);
    return items.every((i): i is string => typeof i === 'string') ? items : undefined;
  }
  return scalar(literal);
}

/** A node's text; with a snippet scope, `{name}` counts as the value it shows. */
function plainText(node: Nodes, scope?: MdxScope): string {
  if ('value' in node && typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode'))
    return node.value;
  if (node.type === 'mdxTextExpression' && scope !== undefined)
    return literalText(scopeValueOf(node.data?.estree, scope)) ?? '';
  if ('children' in node) return (node.children as Nodes[]).map((child) => plainText(child, scope)).join('');
  return '';
}

class HtmlRenderer {
  readonly diagnostics: Diagnostic[] = [];
  readonly headings: Heading[] = [];
  private readonly definitions = new Map<string, Definition>();
  private readonly footnotes: FootnoteDefinition[] = [];
  private readonly ids = new Set<string>();
  /** Inside a link, an image that is not loaded becomes text: links cannot nest. */
  private linkDepth = 0;
  /** The `<Steps>` being rendered, innermost last: the number its last step had. */
  private readonly stepContexts: { last: number; titleSize: string | undefined }[] = [];
  /** How many `<Tree>`s the renderer is inside: a tree entry outside one gets a list of its own. */
  private treeDepth = 0;
  /** The page's formulas (math.ts), put back where their placeholders stand. */
  math: readonly MathSpan[] = [];
  /** The project components used, when they render as islands (`RenderOptions.projectComponents`). */
  islands: MdxIsland[] | undefined;

  constructor(
    private file: string | undefined,
    private readonly pageOrigin: string | undefined,
    private scope: MdxScope | undefined,
  ) {}

  private report(
    node: { position?: { start: { line: number; column: number } } | undefined },
    code: string,
    message: string,
  ): void {
    const start = node.position?.start;
    this.diagnostics.push({
      severity: 'warning',
      code,
      message,
      ...(this.file === undefined ? {} : { file: this.file }),
      ...(start === undefined ? {} : { line: start.line, column: start.column }),
    });
  }

  render(root: Root): string {
    this.collectDefinitions(root);
    const body = this.children(root);
    return body + this.renderFootnotes();
  }

  private collectDefinitions(node: Nodes): void {
    if (node.type === 'definition' && !this.definitions.has(node.identifier))
      this.definitions.set(node.identifier, node);
    if ('children' in node) for (const child of node.children as Nodes[]) this.collectDefinitions(child);
  }

  private children(parent: Parents): string {
    return (parent.children as Nodes[]).map((child) => this.node(child)).join('');
  }

  private uniqueId(text: string): string {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 2; this.ids.has(id); n++) id = `${base}-${n}`;
    this.ids.add(id);
    return id;
  }

  /** One mdast node to HTML: the simple ones here, the rest in a method named after the node. */
  private node(node: Nodes): string {
    switch (node.type) {
      case 'root':
      case 'tableRow':
      case 'tableCell':
        return this.children(node);
      case 'paragraph':
        return this.paragraph(node);
      case 'heading':
        return this.heading(node);
      case 'thematicBreak':
        return '<hr>';
      case 'blockquote':
        return element('blockquote', {}, this.children(node));
      case 'list':
        return element(node.ordered ? 'ol' : 'ul', { start: listStart(node) }, this.children(node));
      case 'listItem':
        return this.listItem(node);
      case 'code':
        return codeBlock(node);
      case 'html':
        // Only reachable when the page fell back to plain markdown: raw HTML stays text.
        this.report(node, 'mdx/html', 'Raw HTML is not rendered; it is shown as text.');
        return escapeText(node.value);
      case 'text':
        return this.text(node.value);
      case 'emphasis':
        return element('em', {}, this.children(node));
      case 'strong':
        return element('strong', {}, this.children(node));
      case 'delete':
        return element('del', {}, this.children(node));
      case 'inlineCode':
        return element('code', {}, escapeText(node.value));
      case 'break':
        return '<br>';
      case 'link':
        return this.link(node, node.url, node.title ?? undefined);
      case 'linkReference':
        return this.linkReference(node);
      case 'image':
        return this.image(node, node.url, node.alt ?? '', node.title ?? undefined);
      case 'imageReference':
        return this.imageReference(node);
      case 'definition':
      case 'yaml':
        return '';
      case 'footnoteReference':
        return footnoteReference(node);
      case 'footnoteDefinition':
        this.footnotes.push(node);
        return '';
      case 'table':
        return this.table(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node);
      case 'mdxjsEsm':
        return this.esm(node);
      default:
        this.report(node, 'mdx/unknown-node', `Unsupported markdown construct \`${(node as Nodes).type}\`; left out.`);
        return '';
    }
  }

  /** Text, with each math placeholder (math.ts) back as its formula, for the page's math chunk to typeset. */
  private text(value: string): string {
    if (!value.includes('\uE000')) return escapeText(value);
    return escapeText(value).replace(MATH_PLACEHOLDER, (_all, index: string) => {
      const span = this.math[Number(index)];
      if (span === undefined) return '';
      return element('span', { class: `math math-${span.display ? 'display' : 'inline'}` }, escapeText(span.tex));
    });
  }

  private paragraph(node: Extract<Nodes, { type: 'paragraph' }>): string {
    // `<Note>text</Note>` on one line is parsed inline; a <p> must not wrap block elements.
    if (!isBlockOnly(node)) return element('p', {}, this.children(node));
    return (node.children as Nodes[])
      .filter((c) => c.type !== 'text' || c.value.trim() !== '')
      .map((c) => this.node(c))
      .join('');
  }

  private heading(node: Extract<Nodes, { type: 'heading' }>): string {
    const text = plainText(node, this.scope);
    const id = this.uniqueId(text);
    this.headings.push({ depth: node.depth, text, id });
    return element(`h${node.depth}`, { id }, this.children(node));
  }

  private listItem(node: Extract<Nodes, { type: 'listItem' }>): string {
    const box =
      typeof node.checked === 'boolean' ? `<input type="checkbox" disabled${node.checked ? ' checked' : ''}> ` : '';
    // A tight item's paragraphs read as plain lines.
    const inner = node.spread
      ? this.children(node)
      : (node.children as Nodes[]).map((c) => (c.type === 'paragraph' ? this.children(c) : this.node(c))).join('');
    return element('li', {}, box + inner);
  }

  /** `[text][id]`: a link to the definition of `id`, or the text as written when there is none. */
  private linkReference(node: Extract<Nodes, { type: 'linkReference' }>): string {
    const def = this.definitions.get(node.identifier);
    if (def === undefined) return escapeText(`[${plainText(node)}]`);
    return this.link(node, def.url, def.title ?? undefined);
  }

  /** `![alt][id]`: the image of the definition of `id`, or the text as written when there is none. */
  private imageReference(node: Extract<Nodes, { type: 'imageReference' }>): string {
    const def = this.definitions.get(node.identifier);
    return def === undefined
      ? escapeText(`![${node.alt ?? ''}]`)
      : this.image(node, def.url, node.alt ?? '', def.title ?? undefined);
  }

  /** `{…}` in the text: never evaluated, reported, left out. */
  private expression(node: Extract<Nodes, { type: 'mdxFlowExpression' | 'mdxTextExpression' }>): string {
    // `{" "}`, `{"text"}`, `{42}`: a literal is its text.
    const literal = literalOfEstree(node.data?.estree);
    if (typeof literal === 'string' || (typeof literal === 'number' && Number.isFinite(literal)))
      return escapeText(String(literal));
    if (this.scope !== undefined) {
      const children = this.scope.childrenHtml;
      if (isChildrenExpression(node.value) && children !== undefined) {
        // In a sentence, one paragraph of children is its text (a <p> cannot hold a <p>).
        const one = /^<p>((?:(?!<p>)[\s\S])*)<\/p>$/.exec(children);
        return node.type === 'mdxTextExpression' && one !== null ? one[1]! : children;
      }
      const text = literalText(scopeValueOf(node.data?.estree, this.scope));
      if (text !== undefined) return escapeText(text);
    }
    // `{/* comment */}` is how MDX writes comments: drop it quietly.
    if (!/^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)) {
      this.report(
        node,
        'mdx/expression',
        `The expression {${abbreviate(node.value)}} is not evaluated; it is left out.`,
      );
    }
    return '';
  }

  /** `import`/`export` lines: never run, reported, left out. */
  private esm(node: Extract<Nodes, { type: 'mdxjsEsm' }>): string {
    if (this.scope !== undefined) return ''; // read by src/site/snippets.ts, which reports what it could not use
    this.report(
      node,
      'mdx/esm',
      `\`${abbreviate(node.value.split('\n')[0] ?? '')}\`: import and export are not supported in pages; left out.`,
    );
    return '';
  }

  /** A link (or link reference) with its text; an unsafe target keeps the text without the link. */
  private link(
    node: Extract<Nodes, { type: 'link' | 'linkReference' }>,
    url: string,
    title: string | undefined,
  ): string {
    const inner = this.inLink(() => this.children(node));
    if (this.linkDepth > 0) return inner; // inside a link card: links cannot nest
    if (!isSafeLinkUrl(url)) {
      this.report(
        node,
        'mdx/unsafe',
        `The link target ${JSON.stringify(abbreviate(url))} uses a scheme that is not allowed; the link text is kept without it.`,
      );
      return element('span', { class: 'link-removed' }, inner);
    }
    return element('a', { href: url, title }, inner);
  }

  private image(node: Nodes, url: string, alt: string, title: string | undefined): string {
    if (!isSafeImageUrl(url)) {
      this.report(
        node,
        'mdx/unsafe',
        `The image source ${JSON.stringify(abbreviate(url))} uses a scheme that is not allowed; the image is left out.`,
      );
      return escapeText(alt);
    }
    if (!isLoadableMediaUrl(url, this.pageOrigin)) return this.mediaLink(node, url, alt);
    return `<img${attributes({ src: url, alt, title, loading: 'lazy' })}>`;
  }

  private inLink(render: () => string): string {
    this.linkDepth++;
    try {
      return render();
    } finally {
      this.linkDepth--;
    }
  }

  /** An image that may not load here (plain http from another site): a link to it, never a fetch. */
  private mediaLink(node: Nodes, url: string, alt: string, what = 'image'): string {
    this.report(
      node,
      'mdx/media-origin',
      `The ${what} ${JSON.stringify(abbreviate(url))} would load from another site without https; it is shown as a link. Use an https: URL or a file of this site.`,
    );
    const text = escapeText(mediaLinkText(url, alt));
    return this.linkDepth > 0 ? text : element('a', { href: url }, text);
  }

  private table(node: Extract<Nodes, { type: 'table' }>): string {
    const rows = node.children.map((row, r) => {
      const cells = row.children.map((cell, c) =>
        element(r === 0 ? 'th' : 'td', { 'data-align': node.align?.[c] ?? undefined }, this.children(cell)),
      );
      return element('tr', {}, cells.join(''));
    });
    const [head, ...body] = rows;
    return element(
      'table',
      {},
      element('thead', {}, head ?? '') + (body.length > 0 ? element('tbody', {}, body.join('')) : ''),
    );
  }

  private renderFootnotes(): string {
    if (this.footnotes.length === 0) return '';
    const items = this.footnotes.map((note) => {
      const id = slugify(note.identifier) || 'note';
      return element('li', { id: `fn-${id}` }, this.children(note));
    });
    return element('section', { class: 'footnotes' }, element('ol', {}, items.join('')));
  }

  private jsx(node: MdxJsxFlowElement | MdxJsxTextElement): string {
    const name = node.name;
    if (name === null) return this.children(node); // a fragment <>…</>
    const imported = this.scope?.components.get(name) ?? this.snippetTag(node);
    if (imported !== undefined) return this.imported(node, imported);
    const spec: ComponentSpec | undefined =
      COMPONENTS[name] ?? (/^[a-z][a-z0-9]*$/.test(name) ? htmlElementSpec(name) : undefined);
    if (spec === undefined) {
      const dropContent = DROP_WITH_CONTENT.has(name.toLowerCase());
      const [code, message] = dropContent
        ? ['mdx/unsafe', `<${name}> is not allowed in pages; it and its content are left out.`]
        : unknownTag(name);
      this.report(node, code, message);
      this.attributes(node, {}, name);
      return dropContent ? '' : this.children(node);
    }
    const attrs = this.attributes(node, spec.attributes, name);
    const src = attrs['src'];
    if (name === 'img' && typeof src === 'string' && !isLoadableMediaUrl(src, this.pageOrigin)) {
      const alt = attrs['alt'];
      return this.mediaLink(node, src, typeof alt === 'string' ? alt : '');
    }
    const media = this.checkMedia(node, name, attrs);
    if (media !== undefined) return media;
    if (name === 'ParamField') {
      const locations = PARAM_LOCATIONS.filter((l) => attrs[l] !== undefined);
      if (locations.length !== 1) {
        this.report(
          node,
          'mdx/param-location',
          `<ParamField> needs exactly one of ${PARAM_LOCATIONS.join(', ')} (the parameter's name and where it goes); got ${locations.length === 0 ? 'none' : locations.join(', ')}.`,
        );
      }
    }
    return this.renderComponent(node, name, spec, attrs);
  }

  /** `<Snippet file="x.mdx" />`: the file it names, read into the scope like an import (src/site/snippets.ts). */
  private snippetTag(node: MdxJsxFlowElement | MdxJsxTextElement): ScopeComponent | undefined {
    if (node.name !== 'Snippet') return undefined;
    const file = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file')?.value;
    return typeof file === 'string' ? this.scope?.components.get(`Snippet:${file}`) : undefined;
  }

  /**
   * An imported name: a snippet is inlined with its props as values (its findings named by its own file); a
   * component written in JavaScript is never run and shows its children; a broken import shows nothing.
   */
  private imported(node: MdxJsxFlowElement | MdxJsxTextElement, component: ScopeComponent): string {
    if (component.kind === 'broken') return '';
    if (component.kind === 'custom')
      return component.module === undefined || this.islands === undefined
        ? this.children(node)
        : this.island(node, component.module);
    const props = new Map(component.scope.values);
    // A snippet's `{prop}` shows text: an element-valued prop passes the text it shows.
    for (const [key, value] of Object.entries(this.attributes(node, {}, node.name ?? '')))
      props.set(key, isMarkup(value) ? value.text : value);
    const outer = { file: this.file, scope: this.scope, math: this.math };
    const childrenHtml = this.children(node);
    this.file = component.file;
    this.scope = { values: props, components: component.scope.components, childrenHtml };
    this.math = component.math ?? [];
    try {
      return this.children(component.tree);
    } finally {
      this.file = outer.file;
      this.scope = outer.scope;
      this.math = outer.math;
    }
  }

  /** A project component used with project components on: a placeholder the build fills (islands.ts). */
  private island(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    module: { readonly path: string; readonly export: string },
  ): string {
    const { props, skipped } = islandProps(node, this.scope);
    if (skipped.length > 0)
      this.report(
        node,
        'mdx/expression',
        `<${node.name}>: ${skipped.join(', ')} ${skipped.length === 1 ? 'is not a literal' : 'are not literals'}, so the component does not receive ${skipped.length === 1 ? 'it' : 'them'}.`,
      );
    const islands = this.islands!;
    const start = node.position?.start;
    islands.push({
      module: module.path,
      export: module.export,
      name: node.name ?? '',
      props,
      childrenHtml: this.children(node),
      ...(this.file === undefined ? {} : { file: this.file }),
      ...(start === undefined ? {} : { line: start.line, column: start.column }),
    });
    return islandPlaceholder(islands.length - 1);
  }

  /**
   * A video (or its source) that may not load here becomes a link to it; a frame that is not a player
   * of an allowed video host is left out. `undefined` when the element may render.
   */
  private checkMedia(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    name: string,
    attrs: Record<string, ComponentValue>,
  ): string | undefined {
    const src = attrs['src'];
    if (name === 'iframe') {
      if (typeof src === 'string' && isAllowedEmbedUrl(src)) return undefined;
      const link = typeof src === 'string' && isSafeLinkUrl(src) && this.linkDepth === 0;
      this.report(
        node,
        'mdx/unsafe',
        `<iframe> shows only https players of YouTube, Vimeo and Loom${typeof src === 'string' ? `, not ${JSON.stringify(abbreviate(src))}` : ''}; ${link ? 'shown as a link to it' : 'left out'}.`,
      );
      const title = typeof attrs['title'] === 'string' ? attrs['title'] : undefined;
      return link ? element('p', {}, element('a', { href: src }, escapeText(title ?? src))) : '';
    }
    if ((name === 'video' || name === 'source') && typeof src === 'string' && !isLoadableMediaUrl(src, this.pageOrigin))
      return this.mediaLink(node, src, '', 'video');
    if (
      name === 'video' &&
      typeof attrs['poster'] === 'string' &&
      !isLoadableMediaUrl(attrs['poster'], this.pageOrigin)
    )
      delete attrs['poster'];
    return undefined;
  }

  /** A known component with its checked attributes; the few that depend on their place get it here. */
  private renderComponent(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    name: string,
    spec: ComponentSpec,
    attrs: Record<string, ComponentValue>,
  ): string {
    // Agents-only content is for machines reading the source, not for the page.
    if (name === 'Visibility' && attrs['for'] === 'agents') return '';
    if (name === 'a' && this.linkDepth > 0) return this.children(node); // links cannot nest
    if (name === 'Steps') return this.steps(node, spec, attrs);
    // A changelog entry is linkable by its label, as on Mintlify (`#2024-10-01`).
    const label = str(attrs['label']);
    if (name === 'Update' && label !== undefined) attrs['id'] = this.uniqueId(label);
    if (name === 'Step') {
      const context = this.stepContexts.at(-1);
      const stepNumber = attrs['stepNumber'];
      const n =
        typeof stepNumber === 'string' && /^\d{1,6}$/.test(stepNumber) ? Number(stepNumber) : (context?.last ?? 0) + 1;
      if (context !== undefined) context.last = n;
      attrs['stepNumber'] = String(n);
      if (attrs['titleSize'] === undefined && context?.titleSize !== undefined) attrs['titleSize'] = context.titleSize;
    }
    const imageKey = name === 'Icon' ? 'src' : 'img';
    const image = attrs[imageKey];
    if (
      (name === 'Card' || name === 'Tile' || name === 'Icon') &&
      typeof image === 'string' &&
      !isLoadableMediaUrl(image, this.pageOrigin)
    ) {
      this.report(
        node,
        'mdx/media-origin',
        `<${name}>: the image ${JSON.stringify(abbreviate(image))} would load from another site without https; left out.`,
      );
      delete attrs[imageKey];
    }
    // A link card is one link: links inside it keep their text only (links cannot nest).
    const inLink = name === 'a' || ((name === 'Card' || name === 'Tile') && attrs['href'] !== undefined);
    const isTree = name === 'Tree' || name === 'FileTree';
    if (isTree) this.treeDepth++;
    let out: string;
    try {
      out = spec.render(attrs, inLink ? this.inLink(() => this.children(node)) : this.children(node));
    } finally {
      if (isTree) this.treeDepth--;
    }
    // A list item needs its list: a step or a tree entry on its own gets one.
    if (name === 'Step' && this.stepContexts.length === 0) return element('ol', { class: 'steps' }, out);
    if (name.startsWith('Tree.') && this.treeDepth === 0) return element('ul', { class: 'tree' }, out);
    return out;
  }

  /** `<Steps>`: its steps count from 1, or on from a step's own `stepNumber`. */
  private steps(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    spec: ComponentSpec,
    attrs: Record<string, ComponentValue>,
  ): string {
    const size = attrs['titleSize'];
    this.stepContexts.push({ last: 0, titleSize: typeof size === 'string' ? size : undefined });
    try {
      return spec.render(attrs, this.children(node));
    } finally {
      this.stepContexts.pop();
    }
  }

  /**
   * Attributes left out before their value is read: event handlers (reported), `style` (reported: a
   * page keeps the site's look), React's `className` and the spellings a component ignores (silent).
   */
  private skipAttribute(
    at: { position?: { start: { line: number; column: number } } | undefined },
    name: string,
    key: string,
    allowed: ComponentSpec['attributes'],
  ): boolean {
    if (/^on/i.test(key)) {
      this.report(at, 'mdx/unsafe', `<${name}>: the event handler \`${key}\` is never run; left out.`);
      return true;
    }
    if (key === 'style') {
      this.report(
        at,
        'mdx/style',
        `<${name}>: inline \`style\` is not applied (a page keeps the site's look); left out.`,
      );
      return true;
    }
    // `data-*` on plain HTML (a footnote marker from an exporter): the page's own data, not shown.
    if (/^data-/.test(key) && /^[a-z]/.test(name)) return true;
    return allowed[key] === 'ignored' || ((key === 'className' || key === 'class') && allowed[key] === undefined);
  }

  /**
   * An element-valued prop (`label={<><Icon icon="rocket" /> Launch</>}`, `items={[<A />, <B />]}`) rendered
   * through this same renderer, so it passes the same components, escapes and findings as the page's own JSX.
   */
  private markup(value: { value: string; data?: { estree?: unknown } | undefined }): Markup | undefined {
    const elements = jsxOfEstree(value.data?.estree, value.value);
    if (elements === undefined) return undefined;
    const items = elements.map((node): Markup => {
      const html = this.node(node);
      return { kind: 'markup', html, text: plainText(node, this.scope).replace(/\s+/g, ' ').trim() };
    });
    if (items.length === 1) return items[0];
    const html = items.map((item) => item.html).join(' ');
    return { kind: 'markup', html, text: items.map((item) => item.text).join(' '), items };
  }

  /** Keeps the allowed attributes with literal values; reports every other one. */
  private attributes(
    node: MdxJsxFlowElement | MdxJsxTextElement,
    allowed: ComponentSpec['attributes'],
    name: string,
  ): Record<string, ComponentValue> {
    const out: Record<string, ComponentValue> = {};
    for (const attribute of node.attributes) {
      const at = attribute.position === undefined ? node : attribute;
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        this.report(
          at,
          'mdx/expression',
          `<${name}>: the attribute expression {${abbreviate(attribute.value)}} is not evaluated; left out.`,
        );
        continue;
      }
      const key = attribute.name;
      if (this.skipAttribute(at, name, key, allowed)) continue;
      let value: ComponentValue | undefined;
      if (attribute.value === null || attribute.value === undefined) value = true;
      else if (typeof attribute.value === 'string') value = attribute.value;
      else {
        value = this.markup(attribute.value) ?? literalAttribute(attribute.value, this.scope);
        if (value === undefined) {
          const literal = literalOfEstree(attribute.value.data?.estree);
          // An object of texts where the attribute takes one (`rss={{ title: "…" }}`): its fields, as `rss.title`.
          const fields = allowed[key] === 'object' ? objectFields(literal) : undefined;
          if (fields !== undefined) {
            for (const [field, text] of fields) out[`${key}.${field}`] = text;
            continue;
          }
          this.report(
            at,
            literal === undefined ? 'mdx/expression' : 'mdx/attribute',
            literal === undefined
              ? `<${name}>: \`${key}={${abbreviate(attribute.value.value)}}\` is not evaluated (only literal values are read); left out.`
              : `<${name}>: \`${key}\` takes text, a number, a flag or a list of texts, not ${JSON.stringify(abbreviate(JSON.stringify(literal)))}; left out.`,
          );
          continue;
        }
      }
      const kind = allowed[key];
      if (kind === undefined) {
        if (this.scope?.components.has(name) === true)
          out[key] = value; // a snippet's props are all its own
        else if (Object.keys(allowed).length > 0 || COMPONENTS[name] !== undefined) {
          this.report(
            at,
            'mdx/attribute',
            `<${name}>: \`${key}\` is not an attribute it accepts (${Object.keys(allowed).join(', ') || 'none'}); left out.`,
          );
        }
        continue;
      }
      if (kind === 'boolean') {
        // `defaultOpen="True"`, as Mintlify's own pages write it: the text of a flag.
        if (typeof value === 'string' && /^(true|false)$/i.test(value)) value = value.toLowerCase() === 'true';
        if (typeof value !== 'boolean') {
          this.report(at, 'mdx/attribute', `<${name}>: \`${key}\` is a flag; write \`${key}\` or \`${key}={false}\`.`);
          continue;
        }
      } else if (kind === 'list') {
        if (typeof value === 'boolean') {
          this.report(at, 'mdx/attribute', `<${name}>: \`${key}\` needs a list of texts, such as ${key}={["…"]}.`);
          continue;
        }
      } else if (!((kind === 'string' || kind === 'object') && isMarkup(value))) {
        if (typeof value !== 'string') {
          this.report(at, 'mdx/attribute', `<${name}>: \`${key}\` needs a text value, such as ${key}="…".`);
          continue;
        }
        if (kind === 'url' && !(key === 'src' || key === 'poster' ? isSafeImageUrl(value) : isSafeLinkUrl(value))) {
          this.report(
            at,
            'mdx/unsafe',
            `<${name}>: the ${key} ${JSON.stringify(abbreviate(value))} uses a scheme that is not allowed; left out.`,
          );
          continue;
        }
        if (SVG_ELEMENTS.has(name) && !svgAttributeAllowed(svgAttributeName(key), value)) {
          this.report(
            at,
            'mdx/unsafe',
            `<${name}>: ${key}=${JSON.stringify(abbreviate(value))} is not a value a drawing may hold (numbers, path data, colours; no url(…) references); left out.`,
          );
          continue;
        }
      }
      out[key] = value;
    }
    return out;
  }
}

const SVG_ELEMENTS: ReadonlySet<string> = new Set(SVG_TAGS);

const BLOCK_HTML = new Set([
  'div',
  'p',
  'details',
  'summary',
  'hr',
  'video',
  'iframe',
  'table',
  'pre',
  'figure',
  'ul',
  'ol',
  'blockquote',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'li',
  'figcaption',
]);

/** A paragraph made only of components (and blank text) that render as blocks. */
function isBlockOnly(paragraph: Extract<Nodes, { type: 'paragraph' }>): boolean {
  let block = false;
  for (const child of paragraph.children as Nodes[]) {
    if (child.type === 'text' && child.value.trim() === '') continue;
    if (child.type === 'mdxTextExpression') continue;
    if (child.type !== 'mdxJsxTextElement' || child.name === null) return false;
    if (COMPONENTS[child.name]?.inline === true) return false;
    if (
      COMPONENTS[child.name] === undefined &&
      !BLOCK_HTML.has(child.name) &&
      !DROP_WITH_CONTENT.has(child.name.toLowerCase())
    )
      return false;
    block = true;
  }
  return block;
}

/** An ordered list's `start`, written only when it is not 1. */
function listStart(node: Extract<Nodes, { type: 'list' }>): string | undefined {
  return node.ordered && node.start !== null && node.start !== undefined && node.start !== 1
    ? String(node.start)
    : undefined;
}

/**
 * A fenced code block: `<pre>` with a language name of plain characters only and what its meta asks
 * for (code-meta.ts) as `data-*` fields, which the page's code enhancer reads.
 */
function codeBlock(node: Extract<Nodes, { type: 'code' }>): string {
  const lang = node.lang && /^[\w+#.-]{1,32}$/.test(node.lang) ? node.lang.toLowerCase() : undefined;
  const meta = parseCodeMeta(node.meta);
  const code = element('code', { class: lang === undefined ? undefined : `language-${lang}` }, escapeText(node.value));
  return element(
    'pre',
    {
      'data-title': meta.title,
      'data-language': lang,
      'data-highlight': meta.highlight,
      'data-focus': meta.focus,
      'data-icon': meta.icon,
      'data-lines': meta.lines,
      'data-wrap': meta.wrap,
      'data-expandable': meta.expandable,
    },
    code,
  );
}

/** `[^id]`: a superscript link to the note, with an id the note links back to. */
function footnoteReference(node: Extract<Nodes, { type: 'footnoteReference' }>): string {
  const id = slugify(node.identifier) || 'note';
  return element(
    'sup',
    { class: 'footnote-ref' },
    element('a', { href: `#fn-${id}`, id: `fnref-${id}` }, escapeText(node.label ?? node.identifier)),
  );
}

function abbreviate(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

export function renderMdxTree(root: Root, file?: string, options: RenderOptions = {}): RenderResult {
  const renderer = new HtmlRenderer(file, options.pageOrigin, options.scope);
  renderer.math = options.math ?? [];
  if (options.projectComponents === true) renderer.islands = [];
  const html = renderer.render(root);
  const islands = renderer.islands === undefined || renderer.islands.length === 0 ? {} : { islands: renderer.islands };
  return { html, headings: renderer.headings, diagnostics: renderer.diagnostics, ...islands };
}

/**
 * A name no component or allowed HTML element has. A lower-case tag is an HTML element, not a component (MDX, and so
 * Mintlify, hands `<warning>` to the browser, which shows its content as an unknown element), so it gets its own
 * rule and a hint when the capitalised name is a component.
 */
function unknownTag(name: string): [code: string, message: string] {
  if (!/^[a-z]/.test(name))
    return [
      'mdx/unknown-component',
      `<${name}> is not a component this library knows; its content is shown without it.`,
    ];
  const capital = name[0]!.toUpperCase() + name.slice(1);
  const hint = COMPONENTS[capital] === undefined ? '' : ` Did you mean <${capital}> (a component)?`;
  return [
    'mdx/unknown-element',
    `<${name}> is not an HTML element a page may use (lower-case tags are HTML, not components; a browser shows an unknown one as plain content); its content is shown without it.${hint}`,
  ];
}
