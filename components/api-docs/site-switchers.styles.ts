/**
 * Styles of the navigation switchers (site-switchers.ts): the version and language selects, the dropdown and
 * product menus, and the anchors at the top of the sidebar. Built on the frame's private tokens.
 */
import { css } from 'lit';

export const switcherStyles = css`
  .switchers {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
    margin: 0 0 1rem;
  }
  .switcher-select {
    width: 100%;
    min-height: 2.25rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--_hairline, currentColor);
    border-radius: 10px;
    background: var(--_soft, transparent);
    color: inherit;
    font: inherit;
    font-size: 0.875rem;
  }
  .switcher-menu {
    position: relative;
  }
  .switcher-summary {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.25rem;
    padding: 0.35rem 0.6rem;
    border: 1px solid var(--_hairline, currentColor);
    border-radius: 10px;
    cursor: pointer;
    font-weight: 600;
    font-size: 0.875rem;
    list-style: none;
  }
  .switcher-summary::-webkit-details-marker {
    display: none;
  }
  .switcher-summary::after {
    content: '';
    margin-inline-start: auto;
    width: 0.45rem;
    height: 0.45rem;
    /* A turned square's two sides: a chevron pointing down (up when open), the same in both directions. */
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  .switcher-menu[open] > .switcher-summary::after {
    transform: rotate(-135deg);
  }
  .switcher-list,
  .anchors {
    margin: 0.25rem 0 0;
    padding: 0;
    list-style: none;
  }
  .switcher-item,
  .anchor-link {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.4rem 0.6rem;
    border-radius: 10px;
    color: var(--_muted, inherit);
    text-decoration: none;
    font-size: 0.875rem;
  }
  .switcher-item:hover,
  .anchor-link:hover {
    background: var(--_soft, transparent);
    color: var(--_text, inherit);
  }
  .switcher-item[aria-current='true'],
  .anchor-link[aria-current='true'] {
    color: var(--_accent, inherit);
    font-weight: 600;
  }
  .switcher-item-text {
    display: flex;
    flex-direction: column;
  }
  .switcher-item-description {
    font-size: 0.8rem;
    font-weight: 400;
    color: var(--_muted, inherit);
  }
  .anchors {
    margin: 0 0 1rem;
  }
  .anchor-icon-none {
    flex: none;
    width: 16px;
  }
  .nav-tag {
    margin-inline-start: 0.4rem;
    padding: 0 0.35rem;
    border-radius: 6px;
    background: var(--_accent-soft, transparent);
    color: var(--_accent, inherit);
    font-size: 0.65rem;
    font-weight: 700;
    letter-spacing: 0.02em;
  }
`;
