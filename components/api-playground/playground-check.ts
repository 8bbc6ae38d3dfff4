/**
 * The playground's check of a response against the spec (the core's src/check, loaded on demand with
 * its validator): prepared when the response headers arrive, before `<api-response>` reads the body
 * (a text body is read once more from a clone; a stream's items are checked by `<api-response>` as
 * they arrive, with the `itemCheck` made here). Shows the result beside the response and tells the
 * page with `api-response-check`.
 */
import { msg, str } from '@lit/localize';
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type * as CheckApi from '../../src/check/index.js';
import type { ResponseCheck } from '../../src/check/response-check.js';
import type { ItemChecker } from '../../src/check/stream-check.js';
import type { Mismatch } from '../../src/check/mismatches.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import { classifyResponse } from '../../src/request/classify.js';
import { ApiResponseCheckEvent } from './response-check-event.js';
import { plural } from '../shared/intl-format.js';
import { itemsReceived, mismatchCount } from '../shared/ui-words.js';

type CheckModule = typeof CheckApi;
let checkModule: Promise<CheckModule> | undefined;

/** The check chunk, fetched once. */
export function loadCheck(): Promise<CheckModule> {
  checkModule ??= import('../../src/check/index.js');
  return checkModule;
}

const TEXT_KINDS = new Set(['json', 'text', 'xml', 'html']);

export class PlaygroundCheck implements ReactiveController {
  result?: ResponseCheck;
  itemCheck?: ItemChecker;
  /** Items and mismatches of a checked stream, once it ended. */
  items?: { readonly items: number; readonly mismatches: number };
  private run = 0;
  private sent?: { readonly url: string; readonly method: string };
  /** The response is on screen: results found before that wait for it. */
  private visible = false;

  constructor(private readonly host: ReactiveControllerHost & EventTarget) {
    host.addController(this);
  }

  hostConnected(): void {}

  reset(): void {
    this.run++;
    this.result = undefined;
    this.itemCheck = undefined;
    this.items = undefined;
    this.sent = undefined;
    this.visible = false;
  }

  /** The host shows the response now: announce a result that is already here. */
  shown(): void {
    this.visible = true;
    this.announce();
  }

  /** Call before the response is shown: a body is cloned here, before anything reads it. */
  async prepare(op: ResolvedOperation, response: Response, url: string, method: string): Promise<void> {
    this.reset();
    // An MDX endpoint documents no responses: nothing to check against.
    if (op.responses.length === 0) return;
    const run = this.run;
    const m = await loadCheck();
    if (run !== this.run) return;
    const contentType = response.headers.get('content-type');
    const type = m.essence(contentType);
    const input = {
      responses: op.responses,
      status: response.status,
      contentType,
      header: (n: string) => response.headers.get(n),
    };
    this.sent = { url, method };
    if (m.isSequential(type)) {
      this.result = m.checkResponse(input);
      const media = m.mediaFor(m.responseFor(op.responses, response.status)?.response.content ?? [], type);
      if (media?.itemSchema !== undefined) this.itemCheck = m.itemChecker(media.itemSchema);
      else this.announce();
      return;
    }
    const textual = TEXT_KINDS.has(classifyResponse(contentType)) && response.body !== null;
    if (!textual) {
      this.result = m.checkResponse(response.body === null ? { ...input, bodyText: '' } : input);
      this.announce();
      return;
    }
    const copy = response.clone();
    void copy.text().then(
      (bodyText) => {
        if (run !== this.run) return;
        this.result = m.checkResponse({ ...input, bodyText });
        this.announce();
      },
      () => undefined,
    );
  }

  /** `<api-response>` read the whole body: a checked stream's count is final. */
  loaded(count: { readonly items: number; readonly mismatches: number } | undefined): void {
    if (this.itemCheck === undefined || this.result === undefined || count === undefined) return;
    this.items = count;
    this.announce();
  }

  private announce(): void {
    this.host.requestUpdate();
    const { result, sent, items, run } = this;
    if (!this.visible || result === undefined || sent === undefined) return;
    // After the render: a listener finds the result on screen.
    void this.host.updateComplete.then(() => {
      if (run === this.run && (this.itemCheck === undefined || items !== undefined))
        this.host.dispatchEvent(new ApiResponseCheckEvent(sent.url, sent.method, result, items));
    });
  }

  render(): TemplateResult | typeof nothing {
    return this.result === undefined ? nothing : renderCheck(this.result, this.itemCheck !== undefined, this.items);
  }
}

/** "Does not match the schema: 2 mismatches", in the reader's plural form. */
function mismatchTitle(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`Does not match the schema: ${n} mismatches`, { id: 'check.mismatches.zero' }),
    one: (n) => msg(str`Does not match the schema: ${n} mismatch`, { id: 'check.mismatches.one' }),
    two: (n) => msg(str`Does not match the schema: ${n} mismatches`, { id: 'check.mismatches.two' }),
    few: (n) => msg(str`Does not match the schema: ${n} mismatches`, { id: 'check.mismatches.few' }),
    many: (n) => msg(str`Does not match the schema: ${n} mismatches`, { id: 'check.mismatches.many' }),
    other: (n) => msg(str`Does not match the schema: ${n} mismatches`, { id: 'check.mismatches.other' }),
  });
}

function title(c: ResponseCheck, streamed: boolean): string {
  const count = c.body.length + c.headers.length;
  if (c.documentedStatus === undefined) return msg('Status code not documented', { id: 'check.undocumented-status' });
  if (c.documentedMediaType === undefined && c.notes.some((n) => n.includes('media type')))
    return msg('Media type not documented', { id: 'check.undocumented-media' });
  if (count > 0) return mismatchTitle(count);
  if (streamed) return msg('Each item is checked against the itemSchema as it arrives', { id: 'check.streamed' });
  if (c.bodyChecked) return msg('Matches the schema', { id: 'check.matches' });
  return msg('Documented response; no body schema to check', { id: 'check.no-schema' });
}

function row(where: TemplateResult, m: Mismatch, pointer: string): TemplateResult {
  return html`<tr data-pointer=${pointer} data-keyword=${m.keyword}>
    <th scope="row">${where}</th>
    <td>${m.expected}</td>
    <td class="mono">${m.actual}</td>
  </tr>`;
}

export function renderCheck(
  c: ResponseCheck,
  streamed: boolean,
  items: { readonly items: number; readonly mismatches: number } | undefined,
): TemplateResult {
  const mismatches = [
    ...c.headers.map((m) =>
      row(
        html`${msg('Header', { id: 'check.header' })} <code>${m.header}</code>${m.pointer}`,
        m,
        `header:${m.header}${m.pointer}`,
      ),
    ),
    ...c.body.map((m) =>
      row(
        m.pointer === '' ? html`${msg('The whole body', { id: 'check.whole-body' })}` : html`<code>${m.pointer}</code>`,
        m,
        m.pointer,
      ),
    ),
  ];
  const documented =
    c.documentedStatus === undefined
      ? ''
      : ` (${[c.documentedStatus, c.documentedMediaType].filter(Boolean).join(', ')})`;
  return html`<section class="check" part="check" aria-label=${msg('Checked against the spec', { id: 'check.label' })} data-ok=${c.ok && (items?.mismatches ?? 0) === 0 ? 'true' : 'false'}>
    <p class="check-title"><strong>${title(c, streamed)}</strong><span class="hint">${documented}</span></p>
    ${c.notes.map((n) => html`<p class="hint check-note">${n}</p>`)}
    ${items ? html`<p class="check-note" part="check-items">${msg(str`${itemsReceived(items.items)}, ${mismatchCount(items.mismatches)} with the itemSchema.`, { id: 'check.items' })}</p>` : nothing}
    ${
      mismatches.length > 0
        ? html`<table class="check-table">
            <thead><tr><th scope="col">${msg('Where', { id: 'check.where' })}</th><th scope="col">${msg('Expected', { id: 'check.expected' })}</th><th scope="col">${msg('Got', { id: 'check.got' })}</th></tr></thead>
            <tbody>${mismatches}</tbody>
          </table>
          ${c.headers.some((h) => h.actual === 'missing') ? html`<p class="hint">${msg('A browser sees only the response headers the server exposes (Access-Control-Expose-Headers): a header reported missing may have been sent but hidden.', { id: 'check.hidden-headers' })}</p>` : nothing}`
        : nothing
    }
  </section>`;
}
