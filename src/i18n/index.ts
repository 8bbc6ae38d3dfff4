export { directionOf, type Direction as TextDirection } from './direction.js';
export { chooseLanguage, navigationLanguage, DEFAULT_LANGUAGE } from './page-language.js';
export { catalogueLocale, SOURCE_LOCALE, TARGET_LOCALES, type CatalogueLocale } from './catalogue-locale.js';
