import { css } from 'lit';

export const apiSchemaStyles = css`
  :host {
    display: block;
  }
  .fields {
    display: flex;
    flex-direction: column;
  }
  .schema-description {
    margin-block-end: 1rem;
  }
`;
