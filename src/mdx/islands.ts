/**
 * Islands: where a page uses one of the project's own React components (a `.jsx` file it imports) and the site is
 * built with `--project-components`, the renderer leaves an inert placeholder and records the usage. The build runs
 * the component with React's server renderer (src/cli/project-components.ts) and the page's element puts that HTML
 * in place of the placeholder (island-markup.ts), after sanitising the rest of the page, with what the browser needs
 * to hydrate it.
 * Without the flag nothing of this happens: the usage shows its children.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { literalOfEstree } from './literal-expression.js';
import type { Literal } from './literal-expression.js';
import { scopeValueOf } from './snippet-scope.js';
import type { MdxScope } from './snippet-scope.js';

/** One usage of a project component on a page. */
export interface MdxIsland {
  /** The component's file in the project (`snippets/counter.jsx`) and the export used (`default` or a name). */
  readonly module: string;
  readonly export: string;
  /** The tag as written (`Counter`), for findings. */
  readonly name: string;
  /** Its attributes that are literals (texts, numbers, flags, lists and objects of those). */
  readonly props: Readonly<Record<string, Literal>>;
  /** Its children, rendered as the page renders them (sanitised before React receives them). */
  readonly childrenHtml: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /**
   * Set by the build once the component ran (src/cli/project-components.ts): its server HTML (trusted: the author
   * opted in to run the project's code), the sanitised children it was given, and the URL of the browser module
   * that hydrates it. Absent: the usage shows its children.
   */
  rendered?: IslandRender;
}

export interface IslandRender {
  readonly html: string;
  readonly children: string;
  readonly client: string;
}

/** The placeholder the renderer writes for island `index` (it passes the sanitiser: src/markdown/mdx-policy.ts). */
export function islandPlaceholder(index: number): string {
  return `<div data-island="${index}"></div>`;
}

/**
 * The props of a usage: literal attributes, and `{name}` values of the page's scope; `undefined` for an attribute
 * that is an expression (it is not evaluated here, even with project components on).
 */
export function islandProps(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  scope: MdxScope | undefined,
): { props: Record<string, Literal>; skipped: string[] } {
  const props: Record<string, Literal> = {};
  const skipped: string[] = [];
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      skipped.push(`{${attribute.value}}`);
      continue;
    }
    const raw = attribute.value;
    let value: Literal | undefined;
    if (raw === null || raw === undefined) value = true;
    else if (typeof raw === 'string') value = raw;
    else {
      const estree = raw.data?.estree;
      value = literalOfEstree(estree) ?? (scope === undefined ? undefined : scopeValueOf(estree, scope));
    }
    if (value === undefined) skipped.push(attribute.name);
    else Object.defineProperty(props, attribute.name, { value, enumerable: true, writable: true, configurable: true });
  }
  return { props, skipped };
}
