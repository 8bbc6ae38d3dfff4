/**
 * Manual slot assignment for MDX-style children: Mintlify pages put `<ResponseField>`s in the same
 * body as `<ParamField>`s, so authors should not have to add `slot="response"`. Response fields go
 * to the `response` slot (under a "Response" heading), the page's `<RequestExample>` / `<ResponseExample>`
 * blocks to the `examples` slot (the right-hand column), everything else to the default slot, each in
 * document order.
 */
import { isServer } from 'lit';

/** Children's attributes that change the slots or the request an MDX page declares. */
export const DECLARING_ATTRIBUTES = [
  'slot',
  'path',
  'query',
  'header',
  'cookie',
  'body',
  'name',
  'type',
  'required',
  'default',
  'placeholder',
  'deprecated',
];

function isResponseChild(node: Node): boolean {
  if (!(node instanceof Element)) return false;
  return node.localName === 'response-field' || node.getAttribute('slot') === 'response';
}

/** A `<RequestExample>` or `<ResponseExample>` block of an MDX page (as the MDX renderer writes it). */
function isExampleChild(node: Node): boolean {
  return node instanceof Element && node.matches('.code-group[data-kind$="-example"], [slot="examples"]');
}

/** Whether the page brings its own request example (it replaces the generated one). */
export function hasOwnRequestExample(host: HTMLElement): boolean {
  if (isServer) return false; // a pre-rendered page's element has no MDX children
  return host.querySelector(':scope > .code-group[data-kind="request-example"]') !== null;
}

/** Whether any child belongs in the response slot (the host shows the "Response" heading then). */
export function hasResponseChild(host: HTMLElement): boolean {
  if (isServer) return false;
  return Array.from(host.children).some(isResponseChild);
}

/** Assigns the host's children to the shadow root's slots. */
export function assignSlots(host: HTMLElement, root: ShadowRoot): void {
  const defaultSlot = root.querySelector<HTMLSlotElement>('slot:not([name])');
  const responseSlot = root.querySelector<HTMLSlotElement>('slot[name="response"]');
  const children = [...host.childNodes].filter(
    (n) => n instanceof Element || (n instanceof Text && n.data.trim() !== ''),
  );
  const responses = children.filter(isResponseChild) as Element[];
  const examples = children.filter(isExampleChild) as Element[];
  const rest = children.filter((n) => !isResponseChild(n) && !isExampleChild(n)) as (Element | Text)[];
  const examplesSlot = root.querySelector<HTMLSlotElement>('slot[name="examples"]');
  examplesSlot?.assign(...examples);
  if (!examplesSlot) rest.push(...examples);
  defaultSlot?.assign(...rest);
  if (responseSlot) responseSlot.assign(...responses);
  else if (defaultSlot) defaultSlot.assign(...rest, ...responses);
}
