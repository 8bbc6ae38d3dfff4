/** The changelog computed from a spec's versions: the diff, its rule table, the page, the feed. */
export { CHANGE_RULES, changeRule, type ChangeRule, type ChangeSide } from './rules.js';
export { diffSpecs, operationKey } from './spec-diff.js';
export { changelogBody, changelogMarkdown, changelogPageSource, changelogTitle, byOperation } from './page.js';
export { changelogFeed, type FeedOptions } from './atom.js';
export type { Change, Changelog, ChangelogEntry } from './types.js';
