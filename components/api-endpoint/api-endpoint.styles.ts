import { css } from 'lit';
import { referenceSheets } from '../shared/reference-styles.js';

/** What only an endpoint has: its width knob and the response statuses' colours. */
const endpointStyles = css`
  :host {
    --_status-success: var(--api-endpoint-status-success, var(--_method-post));
    --_status-redirect: var(--api-endpoint-status-redirect, var(--_method-put));
    --_status-error: var(--api-endpoint-status-error, var(--_method-delete));
  }
  .base {
    max-width: var(--api-endpoint-max-width, none);
  }
  .status {
    font-family: var(--_font-mono);
    font-weight: 600;
    padding: 0.1em 0.5em;
    border-radius: var(--_radius);
    border: 1px solid currentColor;
  }
  .status-success {
    color: color-mix(in srgb, var(--_status-success) 80%, var(--_text));
  }
  .status-redirect {
    color: color-mix(in srgb, var(--_status-redirect) 80%, var(--_text));
  }
  .status-error {
    color: color-mix(in srgb, var(--_status-error) 80%, var(--_text));
  }
  .response-status {
    margin: 0 0 0.5em;
  }
`;

export const styles = [...referenceSheets('api-endpoint'), endpointStyles];
