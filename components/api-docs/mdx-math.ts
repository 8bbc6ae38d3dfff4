/**
 * The page's math chunk, loaded only when a page has a formula (`$…$`, `$$…$$`, `<Latex>`): temml
 * typesets each `.math` element's TeX, which src/mdx left as plain text, into MathML, and the MathML
 * passes the math sanitiser (src/markdown/math-policy.ts: MathML's tags and presentation attributes,
 * never links or styles) before it enters the page. `\href`, `\url` and other trusted commands stay off
 * (`trust: false`); a formula temml cannot read keeps its TeX, marked as an error.
 */
import temml from 'temml';
import { mathPolicy } from '../../src/markdown/math-policy.js';
import { createSanitizer } from '../../src/markdown/sanitizer.js';

const sanitizeMath = createSanitizer(mathPolicy);

function typeset(el: HTMLElement): void {
  const tex = el.textContent ?? '';
  try {
    const mathml = temml.renderToString(tex, {
      displayMode: el.classList.contains('math-display'),
      throwOnError: true,
      trust: false,
      annotate: true,
      maxSize: [20, 20],
      maxExpand: 500,
    });
    el.innerHTML = sanitizeMath(mathml);
  } catch {
    el.dataset['mathError'] = '';
    el.title = 'This formula could not be typeset';
  }
}

/** Typesets every formula under `root` not done yet. */
export function typesetMath(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('.math:not([data-math-ready])')) {
    el.dataset['mathReady'] = '';
    typeset(el);
  }
}
