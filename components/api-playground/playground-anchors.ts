/**
 * Anchor links on the playground's parameters (spec 2.7): every input's name has a link button that
 * copies `{page}#<parameter-name>`. The link is the one the reference field of the same parameter
 * holds, so a parameter has one URL on the page whichever view it was copied from. Opening such a link
 * shows the reference field (the anchor directory does that); when the page has no reference field for
 * it (a playground on its own), this controller scrolls to the input, marks it and focuses it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { anchorFromHash, anchorUrl, fieldAnchor, type FieldAnchorKind } from '../../src/anchors/index.js';
import { anchorDirectory, copyLink, endpointLocation, endpointSlug } from '../shared/anchor-controller.js';
import { ApiAnchorCopyEvent } from '../shared/events.js';

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

export interface FieldLink {
  readonly id: string;
  readonly onCopy: () => void;
}

const MARK_MS = 2000;

export class PlaygroundAnchors implements ReactiveController {
  /** What a screen reader hears after a copy. */
  status = '';

  constructor(
    private readonly host: Host,
    /** The playground's own operation key (`GET /pets`), used when it is not inside an `<api-endpoint>`. */
    private readonly operationKey: () => string | undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('hashchange', this.onHashChange);
  }

  hostDisconnected(): void {
    window.removeEventListener('hashchange', this.onHashChange);
  }

  hostUpdated(): void {
    // The first render with inputs may come after the page opened with an anchor.
    if (!this.checkedInitialHash && this.host.renderRoot.querySelector('[data-anchor]')) {
      this.checkedInitialHash = true;
      this.reveal(anchorFromHash(location.hash));
    }
  }

  private checkedInitialHash = false;

  /** The link of one parameter (`query` `limit` → `limit`, or the id its reference field holds). */
  linkFor(kind: Exclude<FieldAnchorKind, 'response'>, name: string): FieldLink {
    const id = this.idFor(kind, name);
    return { id, onCopy: () => void this.copy(this.idFor(kind, name), name) };
  }

  private location(): string {
    const key = this.operationKey();
    return endpointLocation(this.host) ?? (key ? endpointSlug(key) : '');
  }

  private idFor(kind: FieldAnchorKind, name: string): string {
    const base = fieldAnchor(kind, [name]);
    return anchorDirectory().registry.idFor(base, this.location()) ?? base;
  }

  private async copy(id: string, name: string): Promise<void> {
    const url = anchorUrl(location.href, id);
    // Sets the hash without a jump or a hashchange: the reader is looking at this input already.
    history.replaceState(history.state, '', url);
    const copied = await copyLink(url);
    this.status = copied ? `Link to ${name} copied` : `Link to ${name} is in the address bar`;
    this.host.requestUpdate();
    this.host.dispatchEvent(new ApiAnchorCopyEvent(id, url));
  }

  private readonly onHashChange = (): void => this.reveal(anchorFromHash(location.hash));

  /** Shows the input `anchor` names, unless a reference field on the page owns that anchor. */
  private reveal(anchor: string): void {
    if (anchor === '') return;
    const owner = anchorDirectory().registry.ownerOf(anchor);
    if (owner instanceof Element && owner.isConnected) return;
    const field = [...this.host.renderRoot.querySelectorAll<HTMLElement>('[data-anchor]')].find(
      (el) => el.dataset['anchor'] === anchor,
    );
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    field.classList.add('target');
    setTimeout(() => field.classList.remove('target'), MARK_MS);
    field.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
  }
}
