/**
 * An MDX page → plain Markdown for agents and the page's `.md` twin: the Markdown of the page as written, with each
 * component turned into what it means in Markdown (Card → a link, Steps → a numbered list, Tabs → headings,
 * callouts → blockquotes, ParamField → a list entry…), `<Visibility for="agents">` kept and `for="humans"` left
 * out, imports, exports and `{expressions}` dropped. Works on the parsed MDX tree (src/mdx/parse-tree.ts): the
 * source of plain Markdown nodes is kept as written, so nothing is re-escaped or re-wrapped.
 */
import type { Nodes, Root } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import { literalOfEstree } from '../mdx/literal-expression.js';
import { githubRepo } from '../mdx/mintlify-components.js';
import { extractMath, restoreMath } from '../mdx/math.js';
import { parseMdxTree } from '../mdx/parse-tree.js';
import { liftVariables, restoreVariables } from '../mdx/variables.js';
import type { Variables } from '../mdx/variables.js';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type Attrs = Readonly<Record<string, string | boolean | undefined>>;

const DROPPED = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml']);
const CALLOUTS: Readonly<Record<string, string>> = {
  Note: 'Note',
  Tip: 'Tip',
  Info: 'Info',
  Warning: 'Warning',
  Check: 'Check',
  Danger: 'Danger',
  Callout: 'Note',
  Banner: 'Note',
  Prompt: 'Prompt',
};

const isJsx = (node: Nodes): node is Jsx => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function attributes(node: Jsx): Attrs {
  const out: Record<string, string | boolean | undefined> = {};
  for (const attr of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    const value = attr.value;
    if (value === null || value === undefined) out[attr.name] = true;
    else if (typeof value === 'string') out[attr.name] = value;
    else {
      const literal = literalOfEstree(value.data?.estree);
      out[attr.name] =
        typeof literal === 'string' || typeof literal === 'boolean'
          ? literal
          : typeof literal === 'number'
            ? String(literal)
            : undefined;
    }
  }
  return out;
}

const text = (value: string | boolean | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Lines after the first lose up to `columns` leading spaces (the indentation of JSX around them). */
function dedent(value: string, columns: number): string {
  if (columns <= 0) return value;
  const strip = new RegExp(`^ {0,${columns}}`);
  return value
    .split('\n')
    .map((line, i) => (i === 0 ? line : line.replace(strip, '')))
    .join('\n');
}

const indent = (value: string, by: string): string =>
  value
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : by + line))
    .join('\n');

const quote = (value: string): string =>
  value
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

/** A component's child components, also where MDX wrapped them in a paragraph (`<Step>…</Step>` on one line). */
function childComponents(node: Jsx): Jsx[] {
  return (node.children as Nodes[]).flatMap((child) => {
    if (isJsx(child)) return [child];
    if (child.type !== 'paragraph') return [];
    const inner = child.children as Nodes[];
    const blank = (n: Nodes): boolean => n.type === 'text' && n.value.trim() === '';
    return inner.every((n) => isJsx(n) || blank(n)) ? inner.filter(isJsx) : [];
  });
}

function hasJsx(node: Nodes): boolean {
  if (isJsx(node) || DROPPED.has(node.type)) return true;
  return 'children' in node && (node.children as Nodes[]).some(hasJsx);
}

class MdxMarkdown {
  constructor(private readonly source: string) {}

  /** A node's Markdown: its source as written, with components inside it converted in place. */
  node(node: Nodes): string {
    if (DROPPED.has(node.type)) return '';
    if (isJsx(node)) return this.component(node);
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return '';
    const column = (node.position?.start.column ?? 1) - 1;
    if (!('children' in node) || !hasJsx(node)) return dedent(this.source.slice(start, end), column);
    let out = '';
    let at = start;
    for (const child of node.children as Nodes[]) {
      const from = child.position?.start.offset;
      const to = child.position?.end.offset;
      if (from === undefined || to === undefined) continue;
      out += this.source.slice(at, from);
      const childColumn = (child.position?.start.column ?? 1) - 1;
      out += hasJsx(child) ? indent(this.node(child), ' '.repeat(childColumn)) : this.source.slice(from, to);
      at = to;
    }
    return dedent(out + this.source.slice(at, end), column);
  }

  blocks(nodes: readonly Nodes[]): string {
    return nodes
      .map((n) => this.node(n).trim())
      .filter((s) => s !== '')
      .join(node0IsInline(nodes) ? '' : '\n\n');
  }

  private inline(node: Jsx): string {
    return (node.children as Nodes[]).map((c) => this.node(c)).join('');
  }

  private component(node: Jsx): string {
    const name = node.name ?? '';
    const a = attributes(node);
    const inner = this.inner(node);
    if (name in CALLOUTS) return quote(`**${text(a['title']) ?? CALLOUTS[name]}:** ${inner}`);
    switch (name) {
      case 'Visibility':
        return a['for'] === 'humans' ? '' : inner;
      case 'Card':
      case 'Tile': {
        const title = text(a['title']) ?? '';
        const href = text(a['href']);
        const head = href === undefined ? `**${title}**` : `[${title}](${href})`;
        return [head, inner].filter(Boolean).join(' — ');
      }
      case 'Steps':
        return this.steps(node);
      case 'Tabs':
        return this.titled(node, 'Tab', '####');
      case 'Tab':
      case 'Accordion':
        return [`#### ${text(a['title']) ?? ''}`, inner].filter(Boolean).join('\n\n');
      case 'Update':
        return [`## ${text(a['label']) ?? ''}`, text(a['description']) ?? '', inner].filter(Boolean).join('\n\n');
      case 'ParamField':
      case 'ResponseField':
        return this.field(a, inner);
      case 'Expandable':
        return [`*${text(a['title']) ?? 'Properties'}:*`, inner].filter(Boolean).join('\n\n');
      case 'RequestExample':
      case 'ResponseExample':
        return [`**${name === 'RequestExample' ? 'Request example' : 'Response example'}**`, inner].join('\n\n');
      case 'Frame':
        return [inner, text(a['caption']) === undefined ? '' : `*${text(a['caption'])}*`].filter(Boolean).join('\n\n');
      case 'Icon':
        return '';
      case 'GitHub.Repo': {
        const slug = githubRepo(text(a['repo']));
        return slug === undefined ? '' : `[${slug}](https://github.com/${slug})`;
      }
      case 'img':
        return `![${text(a['alt']) ?? ''}](${text(a['src']) ?? ''})`;
      case 'a':
        return `[${inner}](${text(a['href']) ?? ''})`;
      case 'br':
        return '  \n';
      case 'code':
        return `\`${inner}\``;
      case 'b':
      case 'strong':
        return `**${inner}**`;
      case 'i':
      case 'em':
        return `*${inner}*`;
      default:
        return inner;
    }
  }

  private field(a: Attrs, inner: string): string {
    const locations = ['path', 'query', 'header', 'cookie', 'body'] as const;
    const location = locations.find((l) => text(a[l]) !== undefined);
    const name = text(a['name']) ?? (location === undefined ? '' : text(a[location])) ?? '';
    const facts = [
      location,
      text(a['type']),
      a['required'] === true ? 'required' : undefined,
      a['deprecated'] === true ? 'deprecated' : undefined,
      text(a['default']) === undefined ? undefined : `default: \`${text(a['default'])}\``,
    ].filter((f): f is string => f !== undefined);
    const head = `- \`${name}\`${facts.length === 0 ? '' : ` (${facts.join(', ')})`}`;
    return inner === '' ? head : `${head}: ${indent(inner, '  ')}`;
  }

  private steps(node: Jsx): string {
    const items = childComponents(node);
    return items
      .map((step, i) => {
        const title = text(attributes(step)['title']);
        const body = this.inner(step);
        const marker = `${i + 1}. `;
        const content = [title === undefined ? '' : `**${title}**`, body].filter(Boolean).join('\n\n');
        return marker + indent(content, ' '.repeat(marker.length));
      })
      .join('\n');
  }

  private titled(node: Jsx, child: string, level: string): string {
    return childComponents(node)
      .filter((c) => c.name === child)
      .map((c) => [`${level} ${text(attributes(c)['title']) ?? ''}`, this.inner(c)].filter(Boolean).join('\n\n'))
      .join('\n\n');
  }

  private inner(node: Jsx): string {
    return node.type === 'mdxJsxTextElement' ? this.inline(node) : this.blocks(node.children as Nodes[]);
  }
}

function node0IsInline(nodes: readonly Nodes[]): boolean {
  const first = nodes[0];
  return (
    first !== undefined && (first.type === 'text' || first.type === 'mdxJsxTextElement' || first.type === 'inlineCode')
  );
}

/** The Markdown of an MDX page's body (frontmatter left out), with docs.json `variables` filled in when given. */
export function mdxToMarkdown(source: string, variables?: Variables): string {
  // Math is lifted out before MDX reads its braces (src/mdx/math.ts) and written back as TeX.
  const { text: withoutMath, math } = extractMath(source);
  // `{{name}}` becomes a placeholder of plain text before MDX reads it, and its value after (src/mdx/variables.ts).
  const lifted = variables === undefined ? undefined : liftVariables(withoutMath, variables);
  const text = lifted?.text ?? withoutMath;
  const { tree } = parseMdxTree(text);
  const markdown = restoreMath(treeToMarkdown(tree, text), math);
  return lifted === undefined ? markdown : restoreVariables(markdown, lifted.values);
}

export function treeToMarkdown(tree: Root, source: string): string {
  const out = new MdxMarkdown(source).blocks(tree.children as Nodes[]);
  return `${out.replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
