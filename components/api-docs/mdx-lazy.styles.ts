import { css } from 'lit';

/** Drawn icons (mdx-icons.ts) and diagrams (mdx-mermaid.ts): loaded with their chunks, adopted into the page's shadow root. */
export const iconStyles = css`
  .icon > svg {
    display: block;
    width: 100%;
    height: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const diagramStyles = css`
  figure.diagram { margin: var(--_spacing) 0; overflow-x: auto; text-align: center; }
  figure.diagram > svg { max-width: 100%; height: auto; }
`;
