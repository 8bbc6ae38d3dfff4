/** Styles of the authorization dialog, shipped in its lazy chunk (a `<style>` inside the dialog). */
import { html } from 'lit';

export const dialogStyles = html`<style>
  .oauth-dialog {
    max-width: min(36rem, calc(100vw - 2rem));
    width: 100%;
    border: 1px solid var(--api-border-color, #d0d0d7);
    border-radius: var(--api-radius, 8px);
    padding: 1rem 1.25rem;
    color: var(--api-text-color, #1b1b1f);
    background: var(--api-surface-color, #fff);
    font: inherit;
  }
  .oauth-dialog::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  .oauth-dialog h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
  .oauth-dialog .row {
    display: grid;
    gap: 0.25rem;
    margin-block: 0.5rem;
  }
  .oauth-dialog label {
    font-weight: 600;
  }
  .oauth-dialog input[type='text'],
  .oauth-dialog input[type='password'],
  .oauth-dialog select {
    font: inherit;
    padding: 0.375rem 0.5rem;
    border: 1px solid var(--api-border-color, #8a8a93);
    border-radius: 4px;
    color: inherit;
    background: transparent;
  }
  .oauth-dialog .scopes {
    border: 1px solid var(--api-border-color, #d0d0d7);
    border-radius: 4px;
    margin-block: 0.5rem;
  }
  .oauth-dialog .scope {
    display: block;
    font-weight: normal;
    margin-block: 0.25rem;
  }
  .oauth-dialog .warning,
  .oauth-dialog .problem {
    border-inline-start: 4px solid #b45309;
    padding: 0.25rem 0.5rem;
    color: inherit;
  }
  .oauth-dialog .problem {
    border-color: #b42318;
  }
  .oauth-dialog .user-code {
    font-size: 1.5rem;
    letter-spacing: 0.15em;
  }
  .oauth-dialog .buttons {
    display: flex;
    gap: 0.5rem;
    margin-top: 0.75rem;
  }
  .oauth-dialog button {
    font: inherit;
    padding: 0.375rem 0.875rem;
    border-radius: 4px;
    border: 1px solid var(--api-border-color, #8a8a93);
    color: inherit;
    background: transparent;
    cursor: pointer;
  }
  .oauth-dialog button.primary {
    background: var(--api-accent-color, #1d4ed8);
    border-color: transparent;
    color: #fff;
  }
  .oauth-dialog .mono {
    font-family: var(--api-font-mono, ui-monospace, monospace);
    overflow-wrap: anywhere;
  }
</style>`;
