/**
 * The response examples' status tabs on a built page, loaded by the bootstrap when the reader picks a status: the
 * server drew the first status's example only, so the chosen one is drawn into the tab panel the server drew, by the
 * same template `<api-endpoint>` uses (endpoint-examples.ts), from the operation's slice the build embedded. The tabs
 * themselves stay the server's nodes; only their selection moves (WAI-ARIA tabs: the chosen one is the tab stop).
 */
import { render } from 'lit';
import { sliceResolver } from '../../src/openapi/slice.js';
import { prerenderedSlice } from '../api-docs/page-prerendered.js';
import { examplePanel, responseExample, type ExampleOf } from '../api-endpoint/example-panel.js';
import { plainCode } from '../shared/example-code.js';
import { siteOf } from './event-path.js';

/** Where the island draws a panel: the server's panel, emptied once, so Lit's `render` owns what is inside. */
const places = new WeakMap<HTMLElement, HTMLElement>();

function placeIn(panel: HTMLElement): HTMLElement {
  let place = places.get(panel);
  if (place === undefined) {
    place = document.createElement('div');
    place.style.display = 'contents';
    panel.replaceChildren(place);
    places.set(panel, place);
  }
  return place;
}

/** Shows the example of the `index`th status in the server's response examples of `endpoint`. */
export function showExample(endpoint: HTMLElement, card: HTMLElement, index: number): void {
  const docs = siteOf(card);
  const spec = endpoint.getAttribute('spec');
  const ref = endpoint.getAttribute('operation');
  if (docs === undefined || spec === null || ref === null) return;
  const slice = prerenderedSlice(docs, new URL(spec, document.baseURI).href, ref);
  const tabs = [...card.querySelectorAll<HTMLElement>('[role="tab"]')];
  const panel = card.querySelector<HTMLElement>('[role="tabpanel"]');
  if (slice === undefined || panel === null || tabs[index] === undefined) return;
  const resolver = sliceResolver(slice);
  const example: ExampleOf = (media) => responseExample(media, resolver);
  render(examplePanel(slice.operation.responses[index], example, plainCode), placeIn(panel));
  tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
    tab.tabIndex = i === index ? 0 : -1;
  });
  panel.setAttribute('aria-labelledby', tabs[index].id);
}
