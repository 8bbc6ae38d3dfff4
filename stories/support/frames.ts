import { html, type TemplateResult } from 'lit';

/** The dark theme around a story: the page tokens (data-theme) and the page background. */
export function darkFrame(story: TemplateResult): TemplateResult {
  return html`<div
    data-theme="dark"
    style="background: var(--api-background); color: var(--api-text); padding: 1.5rem; min-height: 100%;"
  >
    ${story}
  </div>`;
}

/** Example specs served by Storybook's staticDirs (see .storybook/main.ts). */
export const PETSTORE = '/specs/petstore-3.0.json';
export const EVENTS_31 = '/specs/events-3.1.yaml';
export const MISSING_SPEC = '/specs/does-not-exist.json';
