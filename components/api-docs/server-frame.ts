/**
 * A page `docs build` drew on the server: `<api-docs>` arrives with its whole frame (top bar, sidebar, the page,
 * the table of contents) as declarative shadow DOM, so the first paint is the finished page. The live frame is then
 * drawn beside it, laid out in the same place but hidden, and takes over in one frame once it is complete (the site
 * read, the page's body and elements drawn, the elements it uses defined). Nothing moves: the server's nodes leave
 * as the live ones, at the same places, appear. The server's frame is never hydrated, only replaced: its elements
 * stay `defer-hydration` (set by Lit's server renderer), so they never connect, register anchors or fetch anything.
 */
import { isServer } from 'lit';

/** The host attribute while the server's frame is on show (the live frame is hidden in its place by CSS). */
export const ADOPTING = 'data-adopting';

/** Every custom element under `root`, through open shadow roots. */
function customElementsIn(root: ParentNode, out: Element[] = []): Element[] {
  for (const el of root.querySelectorAll('*')) {
    if (el.localName.includes('-')) out.push(el);
    if (el.shadowRoot !== null) customElementsIn(el.shadowRoot, out);
  }
  return out;
}

/**
 * Resolves when every custom element in the live frame is defined and has drawn itself (`updateComplete`), so a
 * lazily loaded element (the Copy page menu, the snippets) is not still empty when the frame shows; or after
 * `limitMs`, whichever is first: a chunk that never arrives must not hold the server's frame forever. The limit is
 * generous because the server's frame reads whole meanwhile, while a frame swapped in half drawn shifts the page
 * (CI's busy 2-core machine saw layout shifts on the example's endpoint page with a 3 s limit).
 */
async function drawn(root: ParentNode, limitMs: number): Promise<void> {
  const all = (async (): Promise<void> => {
    for (let round = 0; round < 4; round++) {
      const pending = customElementsIn(root).filter((el) => !el.hasAttribute('defer-hydration'));
      const undefinedNames = [
        ...new Set(pending.filter((el) => !customElements.get(el.localName)).map((el) => el.localName)),
      ];
      await Promise.all(undefinedNames.map((name) => customElements.whenDefined(name)));
      await Promise.all(pending.map((el) => (el as Element & { updateComplete?: Promise<unknown> }).updateComplete));
      if (undefinedNames.length === 0) return;
    }
  })();
  await Promise.race([all, new Promise((resolve) => setTimeout(resolve, limitMs))]);
}

/** The server's frame of one `<api-docs>`: kept from its first render until `release`. */
export class ServerFrame {
  private nodes: ChildNode[] = [];

  constructor(private readonly host: HTMLElement) {}

  /** Whether the server's frame is still on show. */
  get showing(): boolean {
    return this.nodes.length > 0;
  }

  /**
   * Takes note of the declarative shadow root's content (call before the first render, which draws the live frame
   * in front of it). Returns whether there was a server frame.
   */
  keep(root: ShadowRoot): boolean {
    if (isServer) return false;
    this.nodes = [...root.childNodes];
    if (this.nodes.length === 0) return false;
    this.host.setAttribute(ADOPTING, '');
    return true;
  }

  /** Once `ready` resolves and the live frame's elements have drawn: the server's frame leaves, the live one shows. */
  async release(ready: Promise<unknown>, live: () => ParentNode | null, limitMs = 10_000): Promise<void> {
    if (!this.showing) return;
    await ready;
    const root = live();
    if (root !== null) await drawn(root, limitMs);
    for (const node of this.nodes) node.remove();
    this.nodes = [];
    this.host.removeAttribute(ADOPTING);
  }
}
