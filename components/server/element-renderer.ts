/**
 * Lit's element renderer with the stylesheet of each drawn shadow root chosen here, through its public
 * `renderShadow` (what Lit drew is never edited afterwards):
 * - `linked`: one `<link rel="stylesheet">` per element kind, to a file named by its content's hash, the same in every
 *   page and every thread; the browser fetches and parses it once for the whole site.
 * - `inline`: the element's `<style>`, without what cannot change how it looks: the rules for a `theme` attribute
 *   the element does not have (`themeAttributeStyles`), and, inside another element, the built-in token defaults
 *   (`tokenDefaults`: the same `--_default-*` values on every element, so an inner one inherits exactly what it
 *   would declare).
 */
import { LitElementRenderer, type RenderInfo } from '@lit-labs/ssr';
import type { CSSResultOrNative, LitElement } from 'lit';
import type { ServerSheet, ServerStyles } from '../../src/site/server-page.js';
import { themeAttributeStyles, tokenDefaults } from '../themes/tokens.js';
import { escapeHtml } from '../../src/escape-html.js';
import { sheetName } from './sheet-name.js';

type Shadow = ReturnType<LitElementRenderer['renderShadow']>;

/** The text of a stylesheet as Lit keeps it. */
const textOf = (style: CSSResultOrNative): string => ('cssText' in style ? style.cssText : '');

/** A renderer class for one render: it writes its roots' sheets as `styles` says and notes the linked ones. */
export function elementRenderer(styles: ServerStyles, linked: Map<string, ServerSheet>): typeof LitElementRenderer {
  return class SheetRenderer extends LitElementRenderer {
    override renderShadow(renderInfo: RenderInfo): Shadow {
      const drawn = super.renderShadow(renderInfo);
      if (!Array.isArray(drawn)) return drawn;
      // Lit's result is its `<style>` (strings) followed by the template (a thunk): only the template is kept.
      const template = drawn.filter((part) => typeof part === 'function');
      const sheets = (this.element.constructor as typeof LitElement).elementStyles.map(textOf);
      if (sheets.length === 0) return template;
      return [this.sheetMarkup(sheets, renderInfo), ...template];
    }

    private sheetMarkup(sheets: readonly string[], renderInfo: RenderInfo): string {
      if (styles.mode === 'linked') {
        const css = sheets.join('\n');
        const name = sheetName(css);
        if (!linked.has(name)) linked.set(name, { name, css });
        return `<link rel="stylesheet" href="${escapeHtml(`${styles.href}${name}`)}">`;
      }
      const omit = new Set<string>();
      if (!this.element.hasAttribute('theme')) omit.add(themeAttributeStyles.cssText);
      if (renderInfo.customElementHostStack.length > 1) omit.add(tokenDefaults.cssText);
      return `<style>${sheets.filter((css) => !omit.has(css)).join('')}</style>`;
    }
  };
}
