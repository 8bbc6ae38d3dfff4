import { css } from 'lit';

/**
 * What the site adds under a page's content (site-directory.ts, site-page-meta.ts): a group root page's directory
 * (the cards and accordions themselves are the MDX components' styles), "Related topics" and "Last modified on".
 */
export const pageMetaStyles = css`
  .directory {
    margin: 2rem 0 0;
  }
  .directory-list {
    list-style: none;
    margin: 0.5rem 0;
    padding: 0;
  }
  .directory-list li {
    padding: 0.35rem 0;
  }
  .directory-list a {
    font-weight: 500;
  }
  .directory-description {
    display: block;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .directory .card-body p {
    margin: 0.2em 0 0;
  }
  .related {
    margin: 3rem 0 0;
    padding-top: 1.25rem;
    border-top: 1px solid var(--_border);
  }
  .related-title {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  .related ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .related li {
    padding: 0.2rem 0;
  }
  .last-modified {
    margin: 2rem 0 0;
    color: var(--_muted);
    font-size: 0.875rem;
  }
  .last-modified + .edit-page {
    margin-top: 0.5rem;
  }
`;
