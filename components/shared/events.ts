/**
 * The library's events: typed Event subclasses, all bubbling and composed so hosts can listen on
 * any ancestor (or on document). Declared in GlobalEventHandlersEventMap below.
 */
import type { ApiSettings } from '../../src/config/api-settings.js';
import type { Diagnostic } from '../../src/diagnostics.js';

const init = { bubbles: true, composed: true } as const;

/** A spec finished loading. */
export class ApiSpecLoadEvent extends Event {
  static readonly type = 'api-spec-load';
  constructor(
    readonly url: string,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    super(ApiSpecLoadEvent.type, init);
  }
}

/** A spec, an operation or a config could not be used. `diagnostics` say what and where. */
export class ApiSpecErrorEvent extends Event {
  static readonly type = 'api-spec-error';
  constructor(
    readonly url: string | undefined,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    super(ApiSpecErrorEvent.type, init);
  }
}

/** An anchor link was copied (the URL holds no credential, only the page and the anchor). */
export class ApiAnchorCopyEvent extends Event {
  static readonly type = 'api-anchor-copy';
  constructor(
    readonly anchor: string,
    readonly url: string,
  ) {
    super(ApiAnchorCopyEvent.type, init);
  }
}

/** `<docs-config>` read its docs.json; `settings` are the resolved `api` settings it now provides. */
export class ApiConfigLoadEvent extends Event {
  static readonly type = 'api-config-load';
  constructor(
    readonly url: string | undefined,
    readonly settings: ApiSettings,
    readonly diagnostics: readonly Diagnostic[],
  ) {
    super(ApiConfigLoadEvent.type, init);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'api-config-load': ApiConfigLoadEvent;
    'api-spec-load': ApiSpecLoadEvent;
    'api-spec-error': ApiSpecErrorEvent;
    'api-anchor-copy': ApiAnchorCopyEvent;
  }
}
