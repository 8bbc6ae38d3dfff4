/**
 * The image zoom's modal `<dialog>` (image-zoom.ts): a lazy chunk, since a page's first render needs only
 * the images' button roles, not the dialog.
 */

/** Opens `source` full screen in a modal dialog appended to `root`; closing it gives focus back to the image. */
export function openImageZoom(root: HTMLElement | DocumentFragment, source: HTMLImageElement): void {
  const alt = source.getAttribute('alt')?.trim() ?? '';
  const dialog = document.createElement('dialog');
  dialog.className = 'image-zoom';
  dialog.setAttribute('aria-label', alt === '' ? 'Image' : alt);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'image-zoom-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  const image = document.createElement('img');
  image.src = source.currentSrc || source.src;
  image.alt = alt;
  image.className = 'image-zoom-image';
  image.title = 'Click for actual size';
  dialog.append(close, image);
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  image.addEventListener('click', () => {
    const actual = image.toggleAttribute('data-actual-size');
    image.title = actual ? 'Click to fit the screen' : 'Click for actual size';
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (source.isConnected) source.focus({ preventScroll: true });
  });
  root.append(dialog);
  dialog.showModal();
  close.focus();
}
