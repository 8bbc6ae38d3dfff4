/**
 * The page's code chunk, loaded only when a page has a code block: each `<pre data-language>` that
 * src/mdx wrote (its meta already read into `data-*` fields) is highlighted by shiki with the
 * transformers of @shikijs/transformers: `{1,3-4}` line highlights from the meta, and the notation
 * comments `// [!code ++]`, `[!code --]`, `[!code focus]`, `[!code highlight]` (removed from the
 * shown code). The block gets a header (icon and title), a copy button that copies the code without
 * the notation comments, line numbers (`lines`), wrapping (`wrap`) and a "Show more" button
 * (`expandable`). shiki writes its markup from the block's plain text (it escapes the code), and
 * everything else here is built with DOM APIs.
 */
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki/core';
import { highlight } from '../../src/highlight/index.js';
import { lineSet } from '../../src/mdx/code-meta.js';
import { copyText } from '../shared/copy-button.js';
import { adoptStyles } from './adopt-styles.js';
import { codeBlockStyles } from './mdx-code.styles.js';

/** `focus={2}` in the meta: the named lines focused, as `[!code focus]` would. */
function metaFocus(ranges: string | undefined): ShikiTransformer {
  const lines = lineSet(ranges);
  return {
    name: 'api-docs:meta-focus',
    line(node, line) {
      if (!lines.has(line)) return;
      this.addClassToHast(node, 'focused');
      this.addClassToHast(this.pre, 'has-focused');
    },
  };
}

/** Notation comments (`// [!code ++]`, `# [!code focus:3]`, `<!-- [!code --] -->`) removed from the text. */
export function withoutNotation(code: string): string {
  return code
    .split('\n')
    .map((line) =>
      line.replace(
        /\s*(?:\/\/|#|--|<!--|\/\*|;|')\s*\[!code (?:\+\+|--|focus|highlight|hl|error|warning)(?::\d+)?\]\s*(?:-->|\*\/)?\s*$/,
        '',
      ),
    )
    .join('\n');
}

function header(pre: HTMLElement): HTMLElement | undefined {
  const title = pre.dataset['title'];
  const icon = pre.dataset['icon'];
  // Inside a code group the title is the tab's.
  if ((title === undefined && icon === undefined) || pre.parentElement?.matches('.code-group')) return undefined;
  const head = document.createElement('div');
  head.className = 'code-header';
  if (icon !== undefined) {
    const span = document.createElement('span');
    span.className = 'icon';
    span.dataset['icon'] = icon;
    span.setAttribute('aria-hidden', 'true');
    head.append(span);
  }
  if (title !== undefined) {
    const name = document.createElement('span');
    name.className = 'code-title';
    name.textContent = title;
    head.append(name);
  }
  return head;
}

function copyButton(text: string, what = 'code'): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-copy';
  button.textContent = 'Copy';
  button.setAttribute('aria-label', `Copy ${what}`);
  button.addEventListener('click', () => {
    void copyText(text).then((ok) => {
      button.textContent = ok ? 'Copied' : 'Copy failed';
      button.dataset['copied'] = ok ? 'true' : 'false';
    });
  });
  return button;
}

function expander(pre: HTMLElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'code-expand';
  button.setAttribute('aria-expanded', 'false');
  button.textContent = 'Show more';
  button.addEventListener('click', () => {
    const open = pre.dataset['expanded'] === undefined;
    if (open) pre.dataset['expanded'] = '';
    else delete pre.dataset['expanded'];
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'Show less' : 'Show more';
  });
  return button;
}

/** The code blocks src/mdx writes (a `<pre>` holding one `<code>`) not equipped yet. */
export const CODE_BLOCKS = 'pre:not([data-code-ready]):not(.shiki):has(> code:only-child)';

async function enhanceBlock(pre: HTMLElement): Promise<void> {
  const source = pre.querySelector('code')?.textContent ?? '';
  const highlightMeta = pre.dataset['highlight'];
  const markup = await highlight(source, pre.dataset['language'] ?? 'text', {
    transformers: [
      transformerNotationDiff(),
      transformerNotationHighlight(),
      transformerNotationFocus(),
      transformerMetaHighlight(),
      metaFocus(pre.dataset['focus']),
    ],
    ...(highlightMeta === undefined ? {} : { meta: `{${highlightMeta}}` }),
  });
  const shiki = new DOMParser().parseFromString(markup, 'text/html').querySelector('pre');
  const code = shiki?.querySelector('code');
  if (shiki === null || shiki === undefined || code === null || code === undefined) return;
  for (const name of shiki.classList) if (name !== 'shiki' && name !== 'api-code') pre.classList.add(name);
  pre.classList.add('code-block');
  const head = header(pre);
  const lines = code.querySelectorAll('.line').length;
  pre.replaceChildren(...(head === undefined ? [] : [head]), copyButton(withoutNotation(source)), code);
  if (pre.dataset['expandable'] !== undefined && lines > 8) pre.after(expander(pre));
  // The box that scrolls sideways takes focus, so a keyboard reader can scroll it (axe: scrollable-region-focusable).
  code.tabIndex = 0;
}

/** Highlights and equips every code block under `root` not done yet; resolves when all are done. */
export async function enhanceCodeBlocks(root: ParentNode): Promise<void> {
  const blocks = [...root.querySelectorAll<HTMLElement>(CODE_BLOCKS)].filter(
    (pre) => pre.dataset['language'] !== 'mermaid',
  );
  if (blocks.length > 0) adoptStyles(root, codeBlockStyles);
  for (const pre of blocks) pre.dataset['codeReady'] = '';
  await Promise.all(blocks.map(enhanceBlock));
  if (root.querySelector('.code-header .icon:not([data-drawn])') !== null)
    (await import('./mdx-icons.js')).drawIcons(root);
}

/** A `<Prompt>`'s copy action: a button that copies the prompt's text. */
export function equipPrompts(root: ParentNode): void {
  const prompts = [...root.querySelectorAll<HTMLElement>('.prompt:not([data-prompt-ready])')];
  if (prompts.length > 0) adoptStyles(root, codeBlockStyles);
  for (const prompt of prompts) {
    prompt.dataset['promptReady'] = '';
    const text = prompt.querySelector('.prompt-text')?.textContent?.trim() ?? '';
    prompt.append(copyButton(text, 'prompt'));
  }
}
