/**
 * The figures `docs build` prints at its end, so an author sees at a glance how much of the project carried over:
 * pages written, pages whose file has a warning, API pages whose operation was not found, and icon dots (icon
 * names the bundled set cannot draw, counted where they are used). Each is computed from the loaded project.
 */
import type { Diagnostic } from '../diagnostics.js';
import { undrawnIcons } from '../icons/icon-findings.js';
import type { Project } from '../node/project.js';

export interface BuildFigures {
  readonly pagesWritten: number;
  /** Pages whose own file (the MDX page) has at least one warning. */
  readonly pagesWithWarnings: number;
  /** MDX pages whose `openapi:` frontmatter names an operation that was not found: they show no operation. */
  readonly apiPagesWithoutOperation: number;
  /** Places an icon is drawn as a neutral dot, and the distinct names behind them. */
  readonly iconDots: number;
  readonly iconDotNames: number;
}

export function buildFigures(project: Project, diagnostics: readonly Diagnostic[], pagesWritten: number): BuildFigures {
  const warned = new Set(diagnostics.filter((d) => d.severity === 'warning').map((d) => d.file));
  let pagesWithWarnings = 0;
  let apiPagesWithoutOperation = 0;
  for (const page of project.pages.values()) {
    if (page.mdx === undefined) continue;
    if (page.mdx.file !== undefined && warned.has(page.mdx.file)) pagesWithWarnings++;
    if (page.mdx.frontmatter.openapi !== undefined && page.operation === undefined) apiPagesWithoutOperation++;
  }
  const dots = [...undrawnIcons(project).values()];
  return {
    pagesWritten,
    pagesWithWarnings,
    apiPagesWithoutOperation,
    iconDots: dots.reduce((sum, use) => sum + use.count, 0),
    iconDotNames: dots.length,
  };
}

/** The figures as an aligned two-column table for the terminal. */
export function figuresTable(f: BuildFigures): string {
  const rows: [string, string][] = [
    ['pages written', String(f.pagesWritten)],
    ['pages with warnings', String(f.pagesWithWarnings)],
    ['API pages without an operation', String(f.apiPagesWithoutOperation)],
    ['icon dots', f.iconDots === 0 ? '0' : `${f.iconDots} (${f.iconDotNames} name${f.iconDotNames === 1 ? '' : 's'})`],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return `${rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`;
}
