/**
 * Math in a page, read the way remark-math reads it: `$…$` inline, `$$…$$` displayed (on lines of
 * their own, or inline), and the body of `<Latex>…</Latex>`. MDX would read the braces of TeX
 * (`\frac{a}{b}`) as expressions, so the math is lifted out of the text before MDX parses it: each
 * formula becomes a placeholder of private-use characters that keeps the line count, and the
 * renderer puts the formula back as text in a `.math` element. The page's math chunk
 * (components/api-docs) turns that text into MathML; nothing here is evaluated.
 *
 * Code is left alone: fenced and indented blocks, inline code spans.
 */

export interface MathSpan {
  readonly tex: string;
  readonly display: boolean;
}

export interface ExtractedMath {
  readonly text: string;
  readonly math: readonly MathSpan[];
}

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A placeholder in the rendered text: its index between two private-use characters. */
export const MATH_PLACEHOLDER = /\uE000(\d+)\uE001/g;

const placeholder = (index: number, source: string): string =>
  // Keep the newlines, so every line after the formula keeps its number in diagnostics.
  `${OPEN}${index}${CLOSE}${'\n'.repeat((source.match(/\n/g) ?? []).length)}`;

/** `$` opens inline math when followed by a non-space; closes when preceded by one and not followed by a digit. */
function inlineEnd(line: string, from: number): number {
  for (let i = from + 1; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '$' && line[i - 1] !== ' ' && !/\d/.test(line[i + 1] ?? '')) return i;
  }
  return -1;
}

class MathScanner {
  readonly math: MathSpan[] = [];
  private out = '';

  constructor(private readonly text: string) {}

  run(): ExtractedMath {
    const lines = this.text.split('\n');
    let fence: string | undefined;
    let display: { tex: string[]; source: string[]; end: string } | undefined;
    let frontmatter = lines[0]?.trim() === '---';
    for (const [n, line] of lines.entries()) {
      if (frontmatter) {
        this.out += `${line}\n`;
        if (n > 0 && line.trim() === '---') frontmatter = false;
        continue;
      }
      if (display !== undefined) {
        display.source.push(line);
        if (line.trim().endsWith(display.end)) {
          display.tex.push(line.trim().slice(0, -display.end.length));
          const tex = display.tex.join('\n').trim();
          this.emit(tex, true, display.source.join('\n'), display.end === '$$' ? '' : 'Latex');
          this.out += '\n';
          display = undefined;
        } else display.tex.push(line);
        continue;
      }
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch !== null) {
        const marker = fenceMatch[1] as string;
        if (fence === undefined) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        this.out += `${line}\n`;
        continue;
      }
      // MDX has no indented code blocks, so only fences hold code.
      if (fence !== undefined) {
        this.out += `${line}\n`;
        continue;
      }
      const trimmed = line.trim();
      if (trimmed.startsWith('$$') && !trimmed.slice(2).includes('$$')) {
        display = { tex: [trimmed.slice(2)], source: [line], end: '$$' };
        continue;
      }
      if (trimmed.startsWith('<Latex>') && !trimmed.includes('</Latex>')) {
        display = { tex: [trimmed.slice(7)], source: [line], end: '</Latex>' };
        continue;
      }
      this.out += `${this.inline(line)}\n`;
    }
    // An unclosed `$$` block stays as it was written.
    if (display !== undefined) this.out += `${display.source.join('\n')}\n`;
    return { text: this.out.slice(0, -1), math: this.math };
  }

  private emit(tex: string, display: boolean, source: string, tag: string): void {
    const mark = placeholder(this.math.length, source);
    this.out += tag === '' ? mark : `<${tag}>${mark.trimEnd()}</${tag}>${mark.slice(mark.trimEnd().length)}`;
    this.math.push({ tex, display });
  }

  /** One line of prose: inline code kept, `<Latex>…</Latex>`, `$$…$$` and `$…$` lifted out. */
  private inline(line: string): string {
    let out = '';
    let i = 0;
    while (i < line.length) {
      const c = line[i] as string;
      if (c === '`') {
        const run = /^`+/.exec(line.slice(i))![0];
        const end = line.indexOf(run, i + run.length);
        const stop = end < 0 ? i + run.length : end + run.length;
        out += line.slice(i, stop);
        i = stop;
        continue;
      }
      const latex = /^<Latex>([\s\S]*?)<\/Latex>/.exec(line.slice(i));
      if (latex !== null) {
        out += `<Latex>${OPEN}${this.math.length}${CLOSE}</Latex>`;
        this.math.push({ tex: (latex[1] as string).trim(), display: false });
        i += latex[0].length;
        continue;
      }
      if (c === '\\' && line[i + 1] === '$') {
        out += '\\$';
        i += 2;
        continue;
      }
      if (c === '$') {
        const double = line[i + 1] === '$';
        const end = double ? line.indexOf('$$', i + 2) : /\s/.test(line[i + 1] ?? ' ') ? -1 : inlineEnd(line, i);
        const tex = end < 0 ? '' : line.slice(i + (double ? 2 : 1), end).trim();
        if (end > 0 && tex !== '') {
          out += `${OPEN}${this.math.length}${CLOSE}`;
          this.math.push({ tex, display: false });
          i = end + (double ? 2 : 1);
          continue;
        }
      }
      out += c;
      i++;
    }
    return out;
  }
}

/** Lifts the math out of a page's text (see the module comment); a page without math comes back as it was. */
export function extractMath(text: string): ExtractedMath {
  if (!text.includes('$') && !text.includes('<Latex>')) return { text, math: [] };
  return new MathScanner(text).run();
}

/** Puts each formula back where its placeholder stands, as TeX between `$` (or `$$` on lines of its own). */
export function restoreMath(text: string, math: readonly MathSpan[]): string {
  if (math.length === 0) return text;
  return text.replace(MATH_PLACEHOLDER, (_all, index: string) => {
    const span = math[Number(index)];
    if (span === undefined) return '';
    return span.display ? `\n\n$$\n${span.tex}\n$$\n\n` : `$${span.tex}$`;
  });
}
