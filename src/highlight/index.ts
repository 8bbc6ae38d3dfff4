export { escapeHtml } from '../escape-html.js';
export { highlight, loadedHighlightGrammars, maxHighlightLength, plainCode } from './highlight.js';
export { grammarIdFor, highlightLanguages } from './languages.js';
