/**
 * The event `<api-playground>` fires once a response is checked against the spec. Its own module, not
 * shared/events.ts: only the playground chunk needs it, so it stays out of the first bundle.
 */
import type { ResponseCheck } from '../../src/check/response-check.js';

const init = { bubbles: true, composed: true } as const;

/**
 * The playground checked a response against the spec: `check` says which documented status and media
 * type apply and lists each mismatch (JSON pointer, expected, actual) of the body and the required
 * headers; for a stream checked item by item (`itemSchema`), `items` counts its items and mismatches
 * once it ends. `ok` is true when everything matches.
 */
export class ApiResponseCheckEvent extends Event {
  static readonly type = 'api-response-check';
  constructor(
    readonly url: string,
    readonly method: string,
    readonly check: ResponseCheck,
    readonly items?: { readonly items: number; readonly mismatches: number },
  ) {
    super(ApiResponseCheckEvent.type, init);
  }

  get ok(): boolean {
    return this.check.ok && (this.items?.mismatches ?? 0) === 0;
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'api-response-check': ApiResponseCheckEvent;
  }
}
