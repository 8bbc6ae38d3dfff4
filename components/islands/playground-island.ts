/**
 * "Try it" on a built page, loaded by the bootstrap when the button is on screen, hovered or focused: the endpoint's
 * own "Try it" panel (endpoint-playground.ts, `<api-playground>` with its live request), drawn into the shadow root
 * of the `<api-endpoint>` the server drew, which stays as drawn. The operation is the slice the build embedded in the
 * page, so no spec is fetched; the panel is kept, so what the reader typed stays for the next opening.
 */
import { render } from 'lit';
import { loadPlayground, renderPanel } from '../api-endpoint/endpoint-playground.js';
import { prerenderedSlice } from '../api-docs/page-prerendered.js';
import { focusTryIt, renderTryPanel } from '../shared/try-panel.js';
import type { RequestInputs } from '../../src/request/build.js';
import { siteOf } from './event-path.js';

type PanelElement = HTMLElement & { show(): Promise<void> };

interface Drawn {
  readonly place: HTMLElement;
  inputs?: RequestInputs;
}

const drawn = new WeakMap<HTMLElement, Drawn>();

/** Draws the panel of `endpoint` (once), from the slice in its site; false when the page holds none for it. */
function draw(endpoint: HTMLElement): Drawn | undefined {
  const known = drawn.get(endpoint);
  if (known !== undefined) return known;
  const docs = siteOf(endpoint);
  const spec = endpoint.getAttribute('spec');
  const ref = endpoint.getAttribute('operation');
  const root = endpoint.shadowRoot;
  if (docs === undefined || spec === null || ref === null || root === null) return undefined;
  const specUrl = new URL(spec, document.baseURI).href;
  const slice = prerenderedSlice(docs, specUrl, ref);
  if (slice === undefined) return undefined;
  const state: Drawn = { place: document.createElement('div') };
  state.place.style.display = 'contents';
  (root.querySelector('.base') ?? root).append(state.place);
  drawn.set(endpoint, state);
  const { operation } = slice;
  const server = endpoint.getAttribute('server');
  const authMethod = endpoint.getAttribute('auth-method');
  const redraw = (): void => {
    render(
      renderPanel(
        {
          view: { method: operation.method.toUpperCase(), path: operation.path },
          operation,
          baseUrl: slice.specUrl,
          ...(server === null ? {} : { server }),
          ...(authMethod === null ? {} : { authMethod }),
          ...(state.inputs === undefined ? {} : { inputs: state.inputs }),
          onInputs: (inputs) => {
            state.inputs = inputs;
            redraw();
          },
          onClose: () => focusTryIt(root),
        },
        renderTryPanel,
      ),
      state.place,
    );
  };
  redraw();
  return state;
}

/** Loads the playground (once); what the bootstrap asks for when "Try it" comes near. */
export function preparePlayground(): Promise<unknown> {
  return loadPlayground();
}

/** Opens the "Try it" panel of the server's `<api-endpoint>`. */
export async function openPlayground(endpoint: HTMLElement): Promise<void> {
  await loadPlayground();
  const state = draw(endpoint);
  if (state === undefined) return;
  await customElements.whenDefined('api-playground-panel');
  await state.place.querySelector<PanelElement>('api-playground-panel')?.show();
}
