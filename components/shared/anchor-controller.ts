/**
 * Field anchors in the browser. Fields live in shadow roots, where ids do not scroll natively, so
 * one document-level directory keeps the live fields (with one AnchorRegistry for the page), and
 * on load and on `hashchange` reveals the field a hash names: it expands collapsed parents level by
 * level along the dotted path, then scrolls the field into view and marks it briefly.
 */
import { isServer, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { AnchorRegistry, anchorFromHash } from '../../src/anchors/index.js';

/** What the directory needs from a field (ParamField and ResponseField implement it through FieldBase). */
export interface AnchoredField extends HTMLElement {
  /** The page-unique id this field holds, once connected. */
  readonly anchorId: string | undefined;
  /** The id prefix every descendant's id starts with, followed by a dot (`user`, `response-data`). */
  readonly descendantAnchorPrefix: string | undefined;
  /** Whether its children region is open. */
  expanded: boolean;
  readonly updateComplete: Promise<boolean>;
  /** Opens whatever must open for the descendant named by `anchor` to render. False when nothing changed. */
  revealDescendant(anchor: string): Promise<boolean>;
  /** Scrolls to and briefly marks the field. */
  showAsTarget(): void;
}

const fieldTags = new Set(['PARAM-FIELD', 'RESPONSE-FIELD']);

function isAnchoredField(node: unknown): node is AnchoredField {
  return node instanceof HTMLElement && fieldTags.has(node.tagName) && 'revealDescendant' in node;
}

/** The parent in the flattened tree: the slot a node is shown in, else its parent, else its shadow host. */
export function composedParent(node: Element): Element | null {
  if (node.assignedSlot) return node.assignedSlot;
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** Slug of an endpoint key for anchor collisions: `POST /users` → `post-users`. */
export function endpointSlug(key: string): string {
  const lower = key.toLowerCase();
  // ASCII keys (nearly all) skip compiling the Unicode classes on a page's first render.
  const separators = /^[\x20-\x7e]*$/.test(lower) ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu;
  return lower.replace(separators, '-').replace(/^-+|-+$/g, '');
}

/** The closest ancestor matching `selector`, looking through shadow roots to their hosts. */
export function closestAcrossShadows(start: Element, selector: string): Element | null {
  for (let el: Element | null = start; el;) {
    const found = el.closest(selector);
    if (found) return found;
    const root = el.getRootNode();
    el = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** The endpoint a field or playground belongs to (`post-users`), from the closest `<api-endpoint>`. */
export function endpointLocation(start: Element): string | undefined {
  const endpoint = closestAcrossShadows(start, 'api-endpoint');
  const key = endpoint?.getAttribute('operation') ?? endpoint?.getAttribute('api');
  return key ? endpointSlug(key) : undefined;
}

/** The closest field that contains `node` in the light DOM (MDX-style nesting). */
export function closestLightField(node: Element): AnchoredField | undefined {
  for (let el = node.parentElement; el; el = el.parentElement) if (isAnchoredField(el)) return el;
  return undefined;
}

class AnchorDirectory {
  readonly registry = new AnchorRegistry();
  private readonly fields = new Set<AnchoredField>();
  private pending: string | undefined;
  /** The URL whose hash was last looked at, so a URL changed without a hashchange is noticed when fields arrive. */
  private seenUrl: string | undefined;
  private listening = false;
  private scheduled = false;
  private revealing: Promise<unknown> = Promise.resolve();

  claim(field: AnchoredField, base: string, location: string): string {
    this.listen();
    // A router moved to another URL (pushState fires no hashchange) and renders its fields: follow its hash.
    if (typeof window !== 'undefined' && window.location.href !== this.seenUrl) this.target(window.location.hash);
    this.fields.add(field);
    const id = this.registry.claim(base, location, field);
    if (this.pending !== undefined) this.schedule();
    return id;
  }

  release(field: AnchoredField): void {
    this.fields.delete(field);
    this.registry.release(field);
  }

  /** Reveals the field `anchor` names; resolves true when it was found and shown. */
  reveal(anchor: string): Promise<boolean> {
    const run = this.revealing.then(() => this.revealNow(anchor));
    this.revealing = run.catch(() => undefined);
    return run;
  }

  private listen(): void {
    if (this.listening || typeof window === 'undefined') return;
    this.listening = true;
    window.addEventListener('hashchange', () => this.target(location.hash));
    this.target(location.hash);
  }

  private target(hash: string): void {
    this.seenUrl = window.location.href;
    const anchor = anchorFromHash(hash);
    this.pending = anchor === '' ? undefined : anchor;
    if (this.pending !== undefined) this.schedule();
  }

  /** Many fields connect in one task; try once after they have all claimed. */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      const anchor = this.pending;
      if (anchor === undefined) return;
      // The page changed its hash without a hashchange (replaceState): that target is no longer wanted.
      if (anchorFromHash(location.hash) !== anchor) {
        this.pending = undefined;
        return;
      }
      void this.reveal(anchor).then((found) => {
        if (found && this.pending === anchor) this.pending = undefined;
      });
    });
  }

  private async revealNow(anchor: string): Promise<boolean> {
    // Each pass opens one more level; the bound only guards against a field that keeps claiming progress.
    for (let pass = 0; pass < 64; pass++) {
      const owner = this.registry.ownerOf(anchor);
      if (isAnchoredField(owner) && owner.isConnected) {
        await openAncestors(owner);
        await owner.updateComplete;
        owner.showAsTarget();
        return true;
      }
      const parent = this.deepestAncestor(anchor);
      if (!parent || !(await parent.revealDescendant(anchor))) return false;
    }
    return false;
  }

  /** The live field with the longest descendant prefix of `anchor`. */
  private deepestAncestor(anchor: string): AnchoredField | undefined {
    let best: AnchoredField | undefined;
    let bestLength = -1;
    for (const field of this.fields) {
      const prefix = field.descendantAnchorPrefix;
      if (!field.isConnected || prefix === undefined || !anchor.startsWith(`${prefix}.`)) continue;
      if (prefix.length > bestLength) {
        best = field;
        bestLength = prefix.length;
      }
    }
    return best;
  }
}

/** Expands collapsed fields and opens `<details>` between the page and `field` (light-DOM nesting). */
async function openAncestors(field: Element): Promise<void> {
  const opened: AnchoredField[] = [];
  for (let el = composedParent(field); el; el = composedParent(el)) {
    if (el instanceof HTMLDetailsElement && !el.open) el.open = true;
    if (isAnchoredField(el) && !el.expanded) {
      el.expanded = true;
      opened.push(el);
    }
  }
  // Outermost first, so each inner field is slotted before it is awaited.
  for (const el of opened.reverse()) await el.updateComplete;
}

let directory: AnchorDirectory | undefined;

/** The one directory of the document. */
export function anchorDirectory(): AnchorDirectory {
  directory ??= new AnchorDirectory();
  return directory;
}

/** What a field tells its controller: the base id it wants and the location that disambiguates it. */
export interface AnchorSource {
  anchorBase(): string | undefined;
  anchorLocation(): string;
}

/**
 * Holds one field's claim in the document's directory: claims on connect and whenever the base id or
 * location changes, releases on disconnect. `id` is the page-unique anchor.
 */
export class AnchorController implements ReactiveController {
  private claimed: string | undefined;
  private claimedBase: string | undefined;

  constructor(private readonly host: ReactiveControllerHost & AnchoredField & AnchorSource) {
    host.addController(this);
  }

  get id(): string | undefined {
    // Server rendering (docs build) has no directory: the base id, so the page is drawn as the browser will.
    if (isServer) return this.host.anchorBase();
    return this.claimed;
  }

  hostConnected(): void {
    // A field moved to another place may belong to another endpoint now: claim afresh.
    this.claimedBase = undefined;
    this.sync();
  }

  hostUpdate(): void {
    this.sync();
  }

  hostDisconnected(): void {
    anchorDirectory().release(this.host);
    this.claimed = undefined;
    this.claimedBase = undefined;
  }

  /**
   * Claims again when the base id changed (or nothing is claimed yet). The location only matters for
   * a claim, and finding it walks the composed tree, so it is read then, not on every update.
   */
  sync(): void {
    if (!this.host.isConnected) return;
    const base = this.host.anchorBase();
    if (base === undefined) {
      anchorDirectory().release(this.host);
      this.claimed = this.claimedBase = undefined;
      return;
    }
    if (base === this.claimedBase) return;
    this.claimedBase = base;
    this.claimed = anchorDirectory().claim(this.host, base, this.host.anchorLocation());
  }
}

/**
 * Copies text to the clipboard; when the Clipboard API is missing or refused, falls back to a
 * selected off-screen textarea and `execCommand('copy')`. False when neither worked.
 */
export async function copyLink(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;top:0;inset-inline-start:-9999px;opacity:0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
