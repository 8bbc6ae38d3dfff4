// The site's page tree from docs.json navigation and the loaded specs (spec section 2.5).
export { buildNavigation, channelNames, findChannel } from './build-navigation.js';
export { resolveChannelRef } from './channel-ref.js';
export type { ChannelRefResult } from './channel-ref.js';
export type { BuildNavigationOptions } from './build-navigation.js';
export { parseChannelRef, parsePageEntry, specPathFromPage } from './page-entry.js';
export type { PageEntryRef } from './page-entry.js';
export { generatedSlug, operationSlug, slugify } from './slugs.js';
export type * from './types.js';
export { navigationSources } from './sources.js';
export { directoryListings } from './directory.js';
export type { DirectoryGroup, DirectoryListing, DirectoryPage } from './directory.js';
export type { NavigationSources } from './sources.js';
export { normalisePagePath, normaliseSpecPath } from './page-entry.js';
export {
  isPageFile,
  PAGE_EXTENSIONS,
  pageFileCandidates,
  pageFilesByPath,
  pageFilesToTry,
  pagePathOf,
  preferredPageFile,
  writtenPageFile,
} from './page-file.js';
export type { PageFiles, ShadowedPageFile } from './page-file.js';
export {
  activeNavigation,
  activePath,
  divisionSlugs,
  equivalentPage,
  homePage,
  isExternalHref,
  levelOf,
  sectionSlugs,
} from './active.js';
export type { ActiveInput } from './active.js';
export { languageName, languageTag } from './build-divisions.js';
