/**
 * `<RequestExample>`, `<ResponseExample>` and `<CodeGroup>` hold fenced code blocks. When one holds
 * text instead, the example loses its language, title and line breaks: mostly a fence written on
 * the tag's own line, or collapsed onto it by a formatter
 * (`<RequestExample>```bash cURL curl …```</RequestExample>`), which MDX reads as inline code.
 * A warning at the text's line says how to write it.
 */
import type { Nodes, Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.js';

const CODE_HOLDERS = new Set(['RequestExample', 'ResponseExample', 'CodeGroup']);

function isBlank(node: Nodes): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

/** The first child that is neither a code block nor blank text. */
function strayChild(children: readonly Nodes[]): Nodes | undefined {
  return children.find((child) => child.type !== 'code' && !isBlank(child));
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(' ');
  return '';
}

function abbreviate(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 37)}...` : flat;
}

export function checkCodeBlocks(root: Root, file?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (node: Nodes): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && CODE_HOLDERS.has(node.name ?? '')) {
      const stray = strayChild(node.children as Nodes[]);
      if (stray !== undefined) {
        const start = stray.position?.start ?? node.position?.start;
        out.push({
          severity: 'warning',
          code: 'mdx/code-block',
          message: `<${node.name}> holds text ("${abbreviate(textOf(stray))}") instead of code blocks, so it shows without language, title or line breaks. Write each \`\`\` fence on a line of its own.`,
          ...(file === undefined ? {} : { file }),
          ...(start === undefined ? {} : { line: start.line, column: start.column }),
        });
      }
    }
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(root);
  return out;
}
