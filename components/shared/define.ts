import { ContextRoot } from '@lit/context';
import { isServer } from 'lit';

let contextRoot: ContextRoot | undefined;

/**
 * Registers a custom element once. Defining the same tag again with the same class is a no-op
 * (two copies of a bundle on one page); with another class it warns instead of throwing, so one
 * stray script cannot break the whole page.
 */
export function define(tag: string, ctor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return; // server rendering: nothing to register
  // Elements upgrade in the order their tags are defined, so an <api-endpoint> may ask for settings
  // before the <docs-config> around it is defined. The root keeps such requests and answers them
  // once a provider appears.
  if (contextRoot === undefined && !isServer && typeof document !== 'undefined') {
    contextRoot = new ContextRoot();
    contextRoot.attach(document.documentElement);
  }
  const existing = customElements.get(tag);
  if (existing === undefined) {
    customElements.define(tag, ctor);
  } else if (existing !== ctor) {
    console.warn(`api-docs-elements: <${tag}> is already defined by another class; keeping the first.`);
  }
}
