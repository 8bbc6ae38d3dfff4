/** An OpenAPI Overlay as read (see read-overlay.ts): only what applying it needs. */
export type OverlayVersion = '1.0' | '1.1';

export interface OverlayAction {
  /** RFC 9535 JSONPath selecting the nodes the action changes. */
  readonly target: string;
  readonly remove?: true;
  /** Absent when the action has no `update` (an explicit `null` is a value). */
  readonly update?: unknown;
  /** Overlay 1.1: a JSONPath selecting the one node whose value is merged into each target. */
  readonly copy?: string;
}

export interface Overlay {
  readonly version: OverlayVersion;
  /** The document the Overlay was written for, as a URI reference. */
  readonly extends?: string;
  readonly actions: readonly OverlayAction[];
}
