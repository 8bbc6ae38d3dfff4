/**
 * Reads an MDX page's `<param-field>` children (nested ones included) as declarations for the core's
 * `requestFromDeclared`, so the playground offers an input for each field the page documents.
 */
import type { Schema } from '../../src/openapi/types.js';
import type { DeclaredField, DeclaredLocation } from '../../src/mdx/declared-fields.js';

const LOCATIONS: readonly DeclaredLocation[] = ['path', 'query', 'header', 'cookie', 'body'];

function declared(el: Element, inherited?: DeclaredLocation): DeclaredField | undefined {
  const location = LOCATIONS.find((l) => el.hasAttribute(l)) ?? inherited;
  if (location === undefined) return undefined;
  const name = el.getAttribute(location) ?? el.getAttribute('name') ?? '';
  const attr = (n: string) => el.getAttribute(n) ?? undefined;
  const schema = (el as Element & { schema?: Schema }).schema;
  const type = attr('type');
  const dflt = attr('default');
  const placeholder = attr('placeholder');
  return {
    location,
    name,
    ...(type === undefined ? {} : { type }),
    ...(dflt === undefined ? {} : { default: dflt }),
    ...(placeholder === undefined ? {} : { placeholder }),
    ...(schema === undefined ? {} : { schema }),
    required: el.hasAttribute('required'),
    deprecated: el.hasAttribute('deprecated'),
    children: childFields(el, location),
  };
}

/** The `<param-field>` children of `parent`, looking through wrappers such as `<Expandable>` (any non-field element). */
function childFields(parent: Element, inherited?: DeclaredLocation): DeclaredField[] {
  const out: DeclaredField[] = [];
  for (const child of parent.children) {
    if (child.localName === 'param-field') {
      const field = declared(child, inherited);
      if (field) out.push(field);
    } else if (child.localName !== 'response-field' && child.getAttribute('slot') !== 'response') {
      out.push(...childFields(child, inherited));
    }
  }
  return out;
}

/** Every top-level `<param-field>` declared inside `host`'s light DOM. */
export function declaredFieldsOf(host: Element): DeclaredField[] {
  return childFields(host);
}

/** A hand-written request sample, in the shape of an `x-codeSamples` entry. */
export interface DeclaredSample {
  readonly lang: string;
  readonly label?: string;
  readonly source: string;
}

/**
 * The code blocks of an MDX page's `<RequestExample>`: they replace the generated snippets for their
 * languages, exactly as `x-codeSamples` does for a spec. A block without a language is left out.
 */
export function requestExamplesOf(host: Element): DeclaredSample[] {
  const blocks = host.querySelectorAll<HTMLElement>('.code-group[data-kind="request-example"] pre[data-language]');
  return [...blocks].map((pre) => {
    const label = pre.dataset['title']?.trim();
    return {
      lang: pre.dataset['language']!,
      ...(label ? { label } : {}),
      source: pre.querySelector('code')?.textContent ?? pre.textContent ?? '',
    };
  });
}
