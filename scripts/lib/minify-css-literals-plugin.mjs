// The elements' styles are lit `css` template literals, written indented and commented for people. Shipped as
// written, that whitespace is about a fifth of every stylesheet: in the script-tag bundle, and in every shadow root
// of every page `docs build` writes (each element's sheet is inline there). This plugin rewrites the text parts of
// each css`…` literal after TypeScript is compiled: comments removed, runs of whitespace collapsed to one space, and
// none kept next to `{`, `}`, `;` or `,`, or after `:`. Strings and escapes are copied as they are, and a space that separates
// two words or a combinator is kept, so no rule changes meaning. Interpolations (`${unsafeCSS(…)}`) are untouched.
import MagicString from 'magic-string';

const OWN_SOURCE = /[\\/](components|src)[\\/].*\.ts$/;
const TIGHT = new Set(['{', '}', ';', ',']);
// After a colon no space is needed either: in a declaration or a media feature it is optional, and in a selector
// a pseudo-class's name always follows its colon directly.
const tightAfter = (char) => TIGHT.has(char) || char === ':';

/** One text part of a css literal (its raw source), minified. `atStart`/`atEnd`: it begins/ends the literal. */
export function minifyCssText(raw, atStart = true, atEnd = true) {
  let out = '';
  let pendingSpace = false;
  const emit = (text) => {
    // A space stays only between two things it separates; at the literal's start, after an interpolation.
    const separates = out === '' ? !atStart : !tightAfter(out.at(-1));
    if (pendingSpace && separates && !TIGHT.has(text[0])) out += ' ';
    pendingSpace = false;
    out += text;
  };
  for (let i = 0; i < raw.length;) {
    const char = raw[i];
    if (char === '/' && raw[i + 1] === '*') {
      const end = raw.indexOf('*/', i + 2);
      i = end === -1 ? raw.length : end + 2;
      pendingSpace = true; // a comment separates like whitespace
    } else if (/\s/.test(char)) {
      while (i < raw.length && /\s/.test(raw[i])) i++;
      pendingSpace = true;
    } else if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < raw.length && raw[end] !== char) end += raw[end] === '\\' ? 2 : 1;
      emit(raw.slice(i, end + 1));
      i = end + 1;
    } else if (char === '\\') {
      // Raw `\\` is one backslash in the CSS, escaping the character after it (even a space): all three stay.
      // Any other backslash starts an escape of the template literal itself, kept whole.
      const length = raw[i + 1] === '\\' ? 3 : 2;
      emit(raw.slice(i, i + length));
      i += length;
    } else {
      emit(char);
      i++;
    }
  }
  // Before an interpolation, a separating space stays (`${a} ${b}` are two values).
  if (pendingSpace && !atEnd && out !== '' && !tightAfter(out.at(-1))) out += ' ';
  return out;
}

/** Every `css` tagged template's quasi (its TemplateLiteral) in `ast`, an ESTree program, depth first. */
export function* cssLiterals(node) {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* cssLiterals(child);
    return;
  }
  if (node.type === 'TaggedTemplateExpression' && node.tag.type === 'Identifier' && node.tag.name === 'css') {
    yield node.quasi;
  }
  for (const key of Object.keys(node)) if (key !== 'type') yield* cssLiterals(node[key]);
}

export function minifyCssLiterals() {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || !code.includes('css`')) return null;
      const s = new MagicString(code);
      for (const quasi of cssLiterals(this.parse(code))) {
        quasi.quasis.forEach((part, index) => {
          const raw = code.slice(part.start, part.end);
          const minified = minifyCssText(raw, index === 0, index === quasi.quasis.length - 1);
          if (minified !== raw) {
            if (minified === '') s.remove(part.start, part.end);
            else s.overwrite(part.start, part.end, minified);
          }
        });
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}
