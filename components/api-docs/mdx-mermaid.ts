/**
 * The page's diagram chunk, loaded only when a page has a ```mermaid block: mermaid draws each one
 * (`securityLevel: 'strict'`, labels as SVG text, never HTML), the SVG passes the diagram sanitiser
 * (src/markdown/diagram-policy.ts) and then replaces the block. The colours follow the page: a dark
 * page gets mermaid's dark theme, and the diagrams are drawn again when the reader's scheme changes.
 * A diagram mermaid cannot read keeps its source, shown as the code block it was.
 */
import mermaid from 'mermaid';
import { isInertCss } from '../../src/markdown/diagram-policy.js';
import { sanitizeDiagramSvg } from '../../src/markdown/sanitize-mdx.js';
import { adoptStyles } from './adopt-styles.js';
import { diagramStyles } from './mdx-lazy.styles.js';

let nextId = 0;
let lastTheme: string | undefined;

/** Whether the page behind `el` is dark, from its computed background (the theme's tokens decide it). */
function isDark(el: Element): boolean {
  let node: Element | null = el;
  while (node !== null) {
    const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(
      getComputedStyle(node).backgroundColor,
    );
    if (match !== null && match[4] !== '0') {
      const [r, g, b] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
    }
    node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return matchMedia('(prefers-color-scheme: dark)').matches;
}

function configure(theme: 'dark' | 'default'): void {
  if (theme === lastTheme) return;
  lastTheme = theme;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme,
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    maxTextSize: 50_000,
  });
}

/** The drawing as a `<figure>` built from sanitised SVG; its `<style>` kept only when it loads nothing. */
function figureOf(svgMarkup: string, source: string): HTMLElement | undefined {
  const template = document.createElement('template');
  template.innerHTML = sanitizeDiagramSvg(svgMarkup);
  const svg = template.content.querySelector('svg');
  if (svg === null) return undefined;
  for (const style of svg.querySelectorAll('style')) if (!isInertCss(style.textContent ?? '')) style.remove();
  svg.setAttribute('role', 'img');
  // mermaid names the drawing only when the source has an accTitle; otherwise name it by its kind.
  if (!svg.hasAttribute('aria-labelledby') && !svg.hasAttribute('aria-label'))
    svg.setAttribute('aria-label', `Diagram (${/^\s*(\w[\w-]*)/.exec(source)?.[1] ?? 'mermaid'})`);
  const figure = document.createElement('figure');
  figure.className = 'diagram';
  figure.dataset['source'] = source;
  figure.append(svg);
  return figure;
}

async function draw(block: HTMLElement, source: string): Promise<void> {
  configure(isDark(block) ? 'dark' : 'default');
  try {
    const { svg } = await mermaid.render(`diagram-${++nextId}`, source);
    const figure = figureOf(svg, source);
    if (figure === undefined) throw new Error('no drawing');
    block.replaceWith(figure);
  } catch {
    // mermaid may leave its scratch element behind on an error.
    document.getElementById(`ddiagram-${nextId}`)?.remove();
    block.dataset['diagramError'] = '';
  }
}

const watched = new WeakSet<ParentNode>();

/** Draws the diagrams again when the reader's colour scheme, or the site's, changes. */
function watch(root: ParentNode): void {
  if (watched.has(root)) return;
  watched.add(root);
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => void redrawDiagrams(root));
  // A site's own light/dark switch sets its host's `theme` attribute.
  const host = root instanceof ShadowRoot ? root.host : undefined;
  if (host !== undefined)
    new MutationObserver(() => void redrawDiagrams(root)).observe(host, {
      attributes: true,
      attributeFilter: ['theme'],
    });
}

/** Draws every ```mermaid block under `root`, one after another (mermaid is not re-entrant). */
export async function drawDiagrams(root: ParentNode): Promise<void> {
  adoptStyles(root, diagramStyles);
  watch(root);
  const blocks = [...root.querySelectorAll<HTMLElement>('pre[data-language="mermaid"]:not([data-diagram])')];
  for (const block of blocks) block.dataset['diagram'] = '';
  for (const block of blocks) await draw(block, block.textContent ?? '');
}

/** Draws the diagrams under `root` again in the page's current colours (after a scheme change). */
export async function redrawDiagrams(root: ParentNode): Promise<void> {
  for (const figure of root.querySelectorAll<HTMLElement>('figure.diagram[data-source]')) {
    const pre = document.createElement('pre');
    pre.dataset['language'] = 'mermaid';
    pre.dataset['diagram'] = '';
    pre.textContent = figure.dataset['source'] ?? '';
    figure.replaceWith(pre);
    await draw(pre, pre.textContent);
  }
}
