/**
 * The copy buttons the server drew (an endpoint's path, a request example's code, a code block): a click copies the
 * code beside the button, the nearest `pre` or `code` of its block, as its text. A short "Copied" note is announced.
 */
import { copyText } from '../shared/copy-text.js';

/** The code a copy button belongs to: the first `pre`, else `code`, in the closest block around it that holds one. */
function codeFor(button: HTMLElement): HTMLElement | undefined {
  for (let block = button.parentElement; block !== null; block = block.parentElement) {
    const code = block.querySelector<HTMLElement>('pre') ?? block.querySelector<HTMLElement>('code');
    if (code !== null) return code;
  }
  return undefined;
}

export async function copyFrom(button: HTMLElement): Promise<void> {
  const code = codeFor(button);
  if (code === undefined || !(await copyText(code.textContent?.trim() ?? ''))) return;
  if (button.querySelector('.copy-state') !== null) return;
  const note = document.createElement('span');
  note.className = 'copy-state';
  note.setAttribute('role', 'status');
  note.textContent = 'Copied';
  button.append(note);
  setTimeout(() => note.remove(), 1500);
}
