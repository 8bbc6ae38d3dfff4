/**
 * What a guide page's headings do without Lit, shared by `<api-docs>` (site-toc.ts) and a built page's bootstrap
 * (components/islands/): a `#` anchor link on each heading, and the rule for the section being read.
 */

/**
 * A `#` link at the end of each h2–h4 with an id in `root` (once per heading), built with DOM APIs from
 * the id, so nothing is parsed as HTML after the page was sanitised.
 */
export function addHeadingAnchors(root: ParentNode, href: (anchor: string) => string): void {
  for (const heading of root.querySelectorAll<HTMLElement>(
    ':is(.mdx-body, .x-docs-content) :is(h2, h3, h4)[id]:not([data-anchored])',
  )) {
    heading.setAttribute('data-anchored', '');
    const link = document.createElement('a');
    link.className = 'heading-anchor';
    link.href = href(heading.id);
    link.setAttribute('aria-label', `Link to ${heading.textContent?.trim() ?? 'this section'}`);
    link.textContent = '#';
    heading.append(link);
  }
}

/**
 * The section being read: the last heading whose top has passed `line` (px from the viewport's top; a heading a link
 * scrolled to sits its scroll margin below the header, so it counts as reached); undefined before any has (the
 * caller's first heading then).
 */
export function currentSection(targets: readonly Element[], line: number): string | undefined {
  let current: string | undefined;
  for (const target of targets) {
    if (target.getBoundingClientRect().top <= line) current = target.id;
    else break;
  }
  return current;
}

/** The band of the screen whose crossing by a heading re-reads the position: from the header down to 30%. */
export function sectionBand(headerHeight: number): IntersectionObserverInit {
  return { rootMargin: `-${Math.round(headerHeight)}px 0px -70% 0px`, threshold: [0, 1] };
}

/** The line a heading must pass to be the one read: 40 px under the sticky header. */
export const sectionLine = (headerHeight: number): number => headerHeight + 40;
