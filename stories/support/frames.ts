import type { Decorator } from '@storybook/web-components-vite';
import { html, nothing, type TemplateResult } from 'lit';

export type Theme = 'light' | 'dark' | 'auto';

/**
 * A page in a theme around a story: the page tokens (data-theme from light.css/dark.css, which
 * preview.ts loads; none for `auto`, so `:root` follows the reader) and the page background, so text
 * outside the element's own boxes stays readable.
 */
export function themeFrame(theme: Theme, story: TemplateResult): TemplateResult {
  return html`<div
    data-theme=${theme === 'auto' ? nothing : theme}
    style="background: var(--api-background); color: var(--api-text); padding: 1.5rem; min-height: 100%;"
  >
    ${story}
  </div>`;
}

/** The decorator form of `themeFrame`, for a story's `decorators`. */
export function themed(theme: Theme): Decorator {
  return (story) => themeFrame(theme, story() as TemplateResult);
}

/** The dark theme around a story. */
export function darkFrame(story: TemplateResult): TemplateResult {
  return themeFrame('dark', story);
}

/** Example specs served by Storybook's staticDirs (see .storybook/main.ts). */
export const PETSTORE = '/specs/petstore-3.0.json';
export const EVENTS_31 = '/specs/events-3.1.yaml';
export const MISSING_SPEC = '/specs/does-not-exist.json';
/** The example project's OpenAPI document (media responses, SSE, a multipart upload). */
export const EXAMPLE_OPENAPI = '/example-docs/openapi.yaml';
