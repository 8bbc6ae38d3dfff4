/**
 * Images in pages and descriptions fit their column (base-styles.ts); a click, or Enter on the focused
 * image, opens it in a modal `<dialog>` over the page: fitted to the screen first, at its own size
 * after a click on it (the dialog then scrolls). Escape, the close button or a click beside the image
 * closes it, and focus goes back to the image. The dialog is drawn by image-zoom-dialog.ts, a lazy chunk
 * loaded on the first image a reader opens (a first render needs only the images' button roles).
 *
 * Each element that renders Markdown or MDX adds one controller. It acts only on images of its own
 * shadow root (a description slotted into a nested field belongs to the tree that rendered it), so
 * a click is handled once however deeply the elements nest.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { openImageZoom } from './image-zoom-dialog.js';

/** The dialog's code (image-zoom-dialog.ts), a lazy chunk asked for when a reader first opens an image. */
let zoomDialog: Promise<{ readonly openImageZoom: typeof openImageZoom }> | undefined;

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

/** An image worth enlarging: not a link's or button's content, not the site logo. */
function zoomable(target: EventTarget | undefined, root: Node): target is HTMLImageElement {
  if (!(target instanceof HTMLImageElement) || target.getRootNode() !== root) return false;
  return target.closest('a, button, dialog, .logo') === null && target.getAttribute('src') !== null;
}

/** Call from the element's constructor. */
export function enableImageZoom(host: Host): void {
  host.addController(new ImageZoomController(host));
}

class ImageZoomController implements ReactiveController {
  private root: HTMLElement | DocumentFragment | undefined;

  constructor(private readonly host: Host) {}

  hostConnected(): void {
    this.root = this.host.renderRoot;
    this.root.addEventListener('click', this.onClick);
    this.root.addEventListener('keydown', this.onKeydown);
  }

  hostDisconnected(): void {
    this.root?.removeEventListener('click', this.onClick);
    this.root?.removeEventListener('keydown', this.onKeydown);
  }

  /** New images (a page, a description) become reachable from the keyboard, as the buttons they act as. */
  hostUpdated(): void {
    for (const img of this.root?.querySelectorAll<HTMLImageElement>('img:not([data-zoom])') ?? []) {
      if (!zoomable(img, this.host.renderRoot)) continue;
      const alt = img.getAttribute('alt')?.trim() ?? '';
      img.setAttribute('data-zoom', '');
      img.setAttribute('tabindex', '0');
      img.setAttribute('role', 'button');
      img.setAttribute('aria-haspopup', 'dialog');
      img.setAttribute('aria-label', alt === '' ? 'Enlarge image' : `Enlarge image: ${alt}`);
    }
  }

  private readonly onClick = (event: Event): void => {
    const target = event.composedPath()[0];
    if (!zoomable(target, this.host.renderRoot) || (event as MouseEvent).button !== 0) return;
    event.preventDefault();
    this.open(target);
  };

  private readonly onKeydown = (event: Event): void => {
    const key = (event as KeyboardEvent).key;
    const target = event.composedPath()[0];
    if ((key !== 'Enter' && key !== ' ') || !zoomable(target, this.host.renderRoot)) return;
    event.preventDefault();
    this.open(target);
  };

  private open(source: HTMLImageElement): void {
    const root = this.host.renderRoot;
    zoomDialog ??= import('./image-zoom-dialog.js');
    void zoomDialog.then(({ openImageZoom }) => {
      if (source.isConnected) openImageZoom(root, source);
    });
  }
}
