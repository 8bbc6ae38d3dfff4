/** What the changelog holds: changes between two versions of one spec, and the entries of a spec's history. */

export interface Change {
  /** The rule's id in the rule table (rules.ts). */
  readonly rule: string;
  readonly breaking: boolean;
  /** The operation's id (`GET /pets/{petId}`, `WEBHOOK newPet`). */
  readonly operation: string;
  /** One sentence for readers, names in backticks: "Query parameter `limit` is now required." */
  readonly message: string;
  /** JSON pointer of the operation in the newer spec (the older one for a removed operation). */
  readonly pointer?: string;
}

/** One version of a spec compared with the one before it. */
export interface ChangelogEntry {
  /** The newer version's label (`v2`, `1.4.0`, a commit's short hash). */
  readonly version: string;
  /** The label of the version it is compared with. */
  readonly previous: string;
  /** ISO 8601 date of the newer version, when known (a commit's date). */
  readonly date?: string;
  readonly changes: readonly Change[];
}

/** A spec's changelog: its entries, newest first. */
export interface Changelog {
  /** The page's slug (`changelog/openapi`). */
  readonly slug: string;
  /** The spec's title (`info.title`). */
  readonly title: string;
  /** The newest spec, as docs.json names it. */
  readonly spec: string;
  readonly entries: readonly ChangelogEntry[];
}
