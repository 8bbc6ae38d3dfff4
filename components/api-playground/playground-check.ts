/**
 * The playground's check of a response against the spec (the core's src/check, loaded on demand with
 * its validator): prepared when the response headers arrive, before `<api-response>` reads the body
 * (a text body is read once more from a clone; a stream's items are checked by `<api-response>` as
 * they arrive, with the `itemCheck` made here). Shows the result beside the response and tells the
 * page with `api-response-check`.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type * as CheckApi from '../../src/check/index.js';
import type { ResponseCheck } from '../../src/check/response-check.js';
import type { ItemChecker } from '../../src/check/stream-check.js';
import type { Mismatch } from '../../src/check/mismatches.js';
import type { ResolvedOperation } from '../../src/openapi/types.js';
import { classifyResponse } from '../../src/request/classify.js';
import { ApiResponseCheckEvent } from './response-check-event.js';

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

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function title(c: ResponseCheck, streamed: boolean): string {
  const count = c.body.length + c.headers.length;
  if (c.documentedStatus === undefined) return 'Status code not documented';
  if (c.documentedMediaType === undefined && c.notes.some((n) => n.includes('media type')))
    return 'Media type not documented';
  if (count > 0) return `Does not match the schema: ${plural(count, 'mismatch', 'mismatches')}`;
  if (streamed) return 'Each item is checked against the itemSchema as it arrives';
  if (c.bodyChecked) return 'Matches the schema';
  return 'Documented response; no body schema to check';
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
      row(html`Header <code>${m.header}</code>${m.pointer}`, m, `header:${m.header}${m.pointer}`),
    ),
    ...c.body.map((m) => row(m.pointer === '' ? html`The whole body` : html`<code>${m.pointer}</code>`, m, m.pointer)),
  ];
  const documented =
    c.documentedStatus === undefined
      ? ''
      : ` (${[c.documentedStatus, c.documentedMediaType].filter(Boolean).join(', ')})`;
  return html`<section class="check" part="check" aria-label="Checked against the spec" data-ok=${c.ok && (items?.mismatches ?? 0) === 0 ? 'true' : 'false'}>
    <p class="check-title"><strong>${title(c, streamed)}</strong><span class="hint">${documented}</span></p>
    ${c.notes.map((n) => html`<p class="hint check-note">${n}</p>`)}
    ${items ? html`<p class="check-note" part="check-items">${plural(items.items, 'item')} received, ${plural(items.mismatches, 'mismatch', 'mismatches')} with the itemSchema.</p>` : nothing}
    ${
      mismatches.length > 0
        ? html`<table class="check-table">
            <thead><tr><th scope="col">Where</th><th scope="col">Expected</th><th scope="col">Got</th></tr></thead>
            <tbody>${mismatches}</tbody>
          </table>
          ${c.headers.some((h) => h.actual === 'missing') ? html`<p class="hint">A browser sees only the response headers the server exposes (Access-Control-Expose-Headers): a header reported missing may have been sent but hidden.</p>` : nothing}`
        : nothing
    }
  </section>`;
}
