/**
 * The keys that open site search: `/` (outside a text field) and Ctrl/Cmd+K. One rule for `<api-docs>` and for a
 * built page's bootstrap (components/islands/), which listens before any of search is loaded.
 */

function isEditable(target: EventTarget | undefined): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  const slash =
    event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.composedPath()[0]);
  const k = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
  return slash || k;
}
