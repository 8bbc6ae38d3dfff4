// docs.json: types, reading with placed diagnostics, page settings, the x-docs extension.
export * from './api-settings.js';
export type * from './docs-config-types.js';
export { DOCS_FIELDS, defaultDocsConfig, parseDocsConfig, readDocsConfigValue } from './parse-docs-config.js';
export type { ParsedDocsConfig } from './parse-docs-config.js';
export { parseDocsConfigWithIncludes } from './parse-composed-config.js';
export type { IncludeInput, IncludeReader } from './json-includes.js';
export { PAGE_AUTH_METHODS, PAGE_METADATA_FIELDS } from './page-metadata.js';
export type { PageAuthMethod, PageMetadata } from './page-metadata.js';
export { pageVisibleTo, playgroundFor, resolvePageSettings } from './page-settings.js';
export type { DocsUser, PageOrigin, PageSettings, SettingSource, SiteSettings } from './page-settings.js';
export { normaliseHref, readOperationDocs } from './x-docs.js';
export type { CodeSample, OperationDocs } from './x-docs.js';
export { isSafeUrl } from '../markdown/urls.js';
export type { SourcePlace } from './json-source.js';
export { isReferencePage, referencePages } from './reference-pages.js';
export type { IconFields, IconRef } from './icon-ref.js';
export { slugPath } from './trailing-slash.js';
