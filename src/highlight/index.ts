export { escapeHtml, highlight, loadedHighlightGrammars, maxHighlightLength, plainCode } from './highlight.js';
export { grammarIdFor, highlightLanguages } from './languages.js';
