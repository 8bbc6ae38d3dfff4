/**
 * The library's events: typed Event subclasses, all bubbling and composed so hosts can listen on
 * any ancestor (or on document). Declared in GlobalEventHandlersEventMap below.
 */
import type { ApiSettings } from '../../src/config/api-settings.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { RequestInputs } from '../../src/request/build.js';

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

/**
 * A snippet was copied. `language` is the tab's key (`curl`, `python`, `node:axios`, or a sample's
 * `lang`); `secret` is true when the copied code held a credential the reader typed, unmasked.
 */
export class ApiSnippetCopyEvent extends Event {
  static readonly type = 'api-snippet-copy';
  constructor(
    readonly language: string,
    readonly secret: boolean,
  ) {
    super(ApiSnippetCopyEvent.type, init);
  }
}

/**
 * The playground is about to send a request. Cancelable: `preventDefault()` stops it. `headers` is
 * the request's live `Headers`: a host may add or change headers (an auth token of its own, a trace id).
 */
export class ApiRequestSendEvent extends Event {
  static readonly type = 'api-request-send';
  constructor(
    readonly url: string,
    readonly method: string,
    readonly headers: Headers,
  ) {
    super(ApiRequestSendEvent.type, { ...init, cancelable: true });
  }
}

/** The playground received a response (headers are in; the body may still be streaming). */
export class ApiResponseEvent extends Event {
  static readonly type = 'api-response';
  constructor(
    readonly url: string,
    readonly method: string,
    readonly status: number,
    readonly headers: Headers,
    /** Milliseconds from sending to the response headers. */
    readonly duration: number,
  ) {
    super(ApiResponseEvent.type, init);
  }
}

/** The playground's inputs changed (the same shape `buildRequest` takes); `<api-endpoint>` passes them to `<api-snippets>`. */
export class ApiInputsChangeEvent extends Event {
  static readonly type = 'api-inputs-change';
  constructor(readonly inputs: RequestInputs) {
    super(ApiInputsChangeEvent.type, init);
  }
}

/**
 * `<api-docs>` showed another page (a link, back/forward, or the first load). `slug` is the page's
 * path under the site's base (`''` for the home page), `anchor` the parameter anchor or `''`, `url`
 * the address now in the location bar; `title` is the page's title, or undefined for "not found".
 */
export class ApiNavigateEvent extends Event {
  static readonly type = 'api-navigate';
  constructor(
    readonly slug: string,
    readonly anchor: string,
    readonly url: string,
    readonly title: string | undefined,
  ) {
    super(ApiNavigateEvent.type, init);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'api-config-load': ApiConfigLoadEvent;
    'api-spec-load': ApiSpecLoadEvent;
    'api-spec-error': ApiSpecErrorEvent;
    'api-navigate': ApiNavigateEvent;
    'api-anchor-copy': ApiAnchorCopyEvent;
    'api-request-send': ApiRequestSendEvent;
    'api-response': ApiResponseEvent;
    'api-inputs-change': ApiInputsChangeEvent;
    'api-snippet-copy': ApiSnippetCopyEvent;
  }
}
