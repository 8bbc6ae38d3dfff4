import { css } from 'lit';

/** Diagrams (mdx-mermaid.ts): loaded with their chunk, adopted into the page's shadow root. */
export const diagramStyles = css`
  figure.diagram { margin: var(--_spacing) 0; overflow-x: auto; text-align: center; }
  figure.diagram > svg { max-width: 100%; height: auto; }
`;
