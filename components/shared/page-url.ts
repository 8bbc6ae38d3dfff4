/** Addresses written in attributes, resolved the way the page resolves its links. */
import { absoluteUrlOrAsWritten } from '../../src/source-url.js';

/**
 * Resolves a URL against the page's base (`document.baseURI`, which a `<base>` element sets, where
 * the core's default is the page's own location); an unparseable one is returned as written.
 */
export function pageUrl(url: string): string {
  return absoluteUrlOrAsWritten(url, typeof document === 'undefined' ? undefined : document.baseURI);
}
