/**
 * The top bar's light / dark / system toggle on a built page: the same rule as `<api-docs>` (scheme-storage.ts), in
 * the buttons the server drew. The server drew docs.json's scheme (the host's `theme` and the pressed button); the
 * reader's remembered choice wins over it unless `appearance.strict`, which draws no toggle.
 */
import { initialScheme, schemeOf, storeScheme, themeOf, type Scheme } from '../api-docs/scheme-storage.js';

function isTheme(value: string | null): value is 'light' | 'dark' | 'auto' {
  return value === 'light' || value === 'dark' || value === 'auto';
}

function isScheme(value: string | undefined): value is Scheme {
  return value === 'light' || value === 'dark' || value === 'system';
}

function showScheme(site: HTMLElement, scheme: Scheme): void {
  site.setAttribute('theme', themeOf(scheme));
  for (const button of site.shadowRoot?.querySelectorAll<HTMLElement>('.scheme-option[data-scheme]') ?? [])
    button.setAttribute('aria-pressed', button.dataset['scheme'] === scheme ? 'true' : 'false');
}

/** The scheme the page opens with: the reader's, over the one the server drew. */
export function startScheme(site: HTMLElement): void {
  const attribute = site.getAttribute('theme');
  const drawn = isTheme(attribute) ? attribute : undefined;
  const strict = site.shadowRoot?.querySelector('.scheme-toggle') == null;
  const scheme = initialScheme({ default: schemeOf(drawn) ?? 'system', strict }, drawn);
  if (scheme !== (schemeOf(drawn) ?? 'system')) showScheme(site, scheme);
}

/** A click on one of the toggle's buttons. */
export function chooseScheme(site: HTMLElement, button: HTMLElement): void {
  const scheme = button.dataset['scheme'];
  if (!isScheme(scheme)) return;
  showScheme(site, scheme);
  storeScheme(scheme);
}
