/**
 * The React tree of one island, built the same way by the build's server render and by the browser's hydration
 * (src/cli/project-components.ts bundles this file into both), so the two always agree. React itself is passed in:
 * the library never imports it. The children are the page's own sanitised HTML, given to the component as one
 * element that lays out as if it were not there.
 */
type CreateElement = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export function islandTree(
  createElement: CreateElement,
  component: unknown,
  props: Readonly<Record<string, unknown>>,
  childrenHtml: string,
): unknown {
  const children =
    childrenHtml === ''
      ? []
      : [
          createElement('div', {
            className: 'island-children',
            style: { display: 'contents' },
            dangerouslySetInnerHTML: { __html: childrenHtml },
          }),
        ];
  return createElement(component, { ...props }, ...children);
}
