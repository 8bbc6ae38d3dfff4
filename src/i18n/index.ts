export { directionOf, type Direction as TextDirection } from './direction.js';
export { chooseLanguage, navigationLanguage, DEFAULT_LANGUAGE } from './page-language.js';
