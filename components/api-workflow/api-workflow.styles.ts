import { css } from 'lit';
import { styles as playgroundStyles } from '../api-playground/api-playground.styles.js';

const workflowStyles = css`
  .section-title {
    margin-block: var(--_spacing) 0.5em;
    font-size: 1.1em;
  }
  .flow {
    margin-block: var(--_spacing) 0;
  }
  .flow summary {
    cursor: pointer;
    font-weight: 600;
  }
  .summary {
    margin-block: 0 0.5em;
    font-weight: 600;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
  .steps {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_spacing);
  }
  .step {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.5em var(--_spacing) var(--_spacing);
    min-width: 0;
  }
  .step[data-state='failed'] {
    border-color: var(--_badge-required);
  }
  .step-head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75em;
    align-items: baseline;
  }
  .step-head h3 {
    margin: 0;
    font-size: 1em;
    font-family: var(--_font-mono);
  }
  .step-head button {
    margin-inline-start: auto;
  }
  .state,
  .label,
  .hint {
    color: var(--_muted);
  }
  .label {
    margin-block: 0.5em 0.25em;
    font-weight: 600;
  }
  .pass {
    font-weight: 600;
  }
  .fail,
  .criterion-message {
    color: var(--_badge-required);
    font-weight: 600;
  }
  .criterion-message {
    margin: 0.25em 0 0;
  }
  table.parameters {
    border-collapse: collapse;
    margin-block: 0.5em;
  }
  table.parameters caption {
    text-align: start;
    font-weight: 600;
    color: var(--_muted);
  }
  table.parameters th,
  table.parameters td {
    text-align: start;
    padding-block: 0.15em;
    padding-inline: 0 1em;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2em;
  }
  pre {
    margin: 0;
    padding-block: 0.5em;
    padding-inline: 0.75em;
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font-family: var(--_font-mono);
    font-size: 0.85em;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .outputs div {
    display: flex;
    gap: 0.5em;
  }
  .outputs dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .required {
    color: var(--_badge-required);
    font-size: 0.85em;
  }
`;

export const styles = [...playgroundStyles, workflowStyles];
