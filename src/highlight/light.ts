/**
 * Built-in grammars for the two languages nearly every endpoint page shows first, JSON (response
 * examples) and shell (the curl request), so reading a page needs no shiki at all: a small tokenizer
 * each, writing the same HTML and CSS variables as shiki's CSS-variables theme. Every other language,
 * and code with shiki transformers, still goes through shiki.
 */
import { escapeHtml } from '../escape-html.js';

type Token = readonly [text: string, colour: string];

const FG = 'foreground';

function colourOf(name: string): string {
  return `var(--api-code-${name}, var(--_default-code-${name}))`;
}

const JSON_TOKEN =
  /("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)\b|([,:])|(\s+|[{}[\]]|[^\s",:{}[\]]+)/g;

function jsonTokens(code: string): Token[] {
  const tokens: Token[] = [];
  for (const m of code.matchAll(JSON_TOKEN)) {
    if (m[1] !== undefined) {
      tokens.push([m[1], m[2] === undefined ? 'token-string-expression' : 'token-keyword']);
      if (m[2] !== undefined) tokens.push([m[2], 'token-punctuation']);
    } else if (m[3] !== undefined) tokens.push([m[3], 'token-constant']);
    else if (m[4] !== undefined) tokens.push([m[4], 'token-punctuation']);
    else tokens.push([m[0], FG]);
  }
  return tokens;
}

const SHELL_TOKEN =
  /('[^']*'?)|("(?:[^"\\]|\\.)*"?)|((?:^|(?<=\s))#[^\n]*)|((?<=^|\s)--?[A-Za-z][\w-]*)|(\\\n|\n|[ \t]+)|([|&;]+)|([^\s'"|&;]+)/g;

function shellTokens(code: string): Token[] {
  const tokens: Token[] = [];
  let commandNext = true;
  for (const m of code.matchAll(SHELL_TOKEN)) {
    const text = m[0];
    if (m[1] !== undefined || m[2] !== undefined) tokens.push([text, 'token-string-expression']);
    else if (m[3] !== undefined) tokens.push([text, 'token-comment']);
    else if (m[4] !== undefined) tokens.push([text, 'token-parameter']);
    else if (m[5] !== undefined) {
      tokens.push([text, FG]);
      if (text === '\n') commandNext = true;
      continue;
    } else if (m[6] !== undefined) {
      tokens.push([text, 'token-keyword']);
      commandNext = true;
      continue;
    } else tokens.push([text, commandNext ? 'token-function' : FG]);
    commandNext = false;
  }
  return tokens;
}

/** Tokens as shiki writes them: one `<span class="line">` per line, one coloured span per token. */
function toHtml(tokens: readonly Token[]): string {
  const lines: string[][] = [[]];
  for (const [text, colour] of tokens) {
    text.split('\n').forEach((piece, i) => {
      if (i > 0) lines.push([]);
      if (piece !== '') lines.at(-1)!.push(`<span style="color:${colourOf(colour)}">${escapeHtml(piece)}</span>`);
    });
  }
  const body = lines.map((spans) => `<span class="line">${spans.join('')}</span>`).join('\n');
  const style = `background-color:${colourOf('background')};color:${colourOf(FG)}`;
  return `<pre class="shiki api-code" style="${style}" tabindex="0"><code>${body}</code></pre>`;
}

const LIGHT: Readonly<Record<string, (code: string) => Token[]>> = { json: jsonTokens, shellscript: shellTokens };

/** Highlighted HTML for a grammar with a built-in tokenizer, or undefined for any other. */
export function lightHighlight(code: string, id: string): string | undefined {
  const tokenize = LIGHT[id];
  return tokenize === undefined ? undefined : toHtml(tokenize(code));
}
