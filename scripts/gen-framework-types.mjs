#!/usr/bin/env node
// `npm run gen:types`: writes frameworks/ from custom-elements.json, so the types React, Vue, Svelte
// and plain TypeScript see for each tag (its properties, attributes and api-* events) and the React
// wrappers follow the elements' JSDoc. Names come from the manifest; every type is the element class's
// own (`ApiEndpoint['user']`, the event classes), so nothing is copied that could drift.
// `--check` writes nothing and exits 1 when a committed file differs from what it would write.
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const OUT_DIR = 'frameworks';
const HEADER = '// Generated from custom-elements.json by `npm run gen:types`; do not edit by hand.';
/** Where the built element classes and event classes are, seen from frameworks/. */
const TYPES_FROM = '../dist/types/components/index.js';
const CLASSES_FROM = '../dist/components/index.js';

/** `api-spec-load` → `ApiSpecLoad`. */
const pascal = (kebab) =>
  kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** A JSDoc comment (one line of text), or nothing. */
function doc(text, indent = '  ') {
  const clean = (text ?? '').replace(/\s+/g, ' ').replaceAll('*/', '*\\/').trim();
  return clean === '' ? '' : `${indent}/** ${clean} */\n`;
}

/**
 * The elements of the manifest as the generator needs them: writable public properties, attributes
 * whose name differs from their property, and the `api-*` events with their event class. Fails with a
 * message naming the element when an event has no type (write `@fires {EventClass} api-name - …`).
 */
export function elementsOf(manifest) {
  const out = [];
  for (const mod of manifest.modules ?? []) {
    for (const decl of mod.declarations ?? []) {
      if (!decl.customElement || !decl.tagName) continue;
      const properties = (decl.members ?? []).filter(
        (m) =>
          m.kind === 'field' &&
          !m.static &&
          !m.readonly &&
          (m.privacy ?? 'public') === 'public' &&
          !m.name.startsWith('#') &&
          !m.name.startsWith('_'),
      );
      const fieldNames = new Set(properties.map((p) => p.name));
      const attributes = (decl.attributes ?? []).filter(
        (a) => a.fieldName !== undefined && a.name !== a.fieldName && fieldNames.has(a.fieldName),
      );
      const events = new Map();
      for (const event of decl.events ?? []) {
        if (typeof event.name !== 'string' || !event.name.startsWith('api-') || events.has(event.name)) continue;
        const type = event.type?.text;
        if (typeof type !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(type)) {
          throw new Error(
            `${mod.path}: <${decl.tagName}> fires "${event.name}" without an event class; write @fires {EventClass} ${event.name} - …`,
          );
        }
        events.set(event.name, { name: event.name, type, description: event.description });
      }
      out.push({
        tag: decl.tagName,
        className: decl.name,
        description: decl.summary ?? decl.description,
        properties: properties
          .map((p) => ({ name: p.name, description: p.description }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        attributes: attributes
          .map((a) => ({ name: a.name, field: a.fieldName, description: a.description }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        events: [...events.values()].sort((a, b) => a.name.localeCompare(b.name)),
      });
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

/** An exported interface, or an empty object type when it has no member (lint forbids empty interfaces). */
function iface(comment, name, members, base) {
  const head = `/** ${comment} */\n`;
  if (members === '') return `${head}export type ${name} = ${base ?? 'Record<never, never>'};\n`;
  return `${head}export interface ${name}${base ? ` extends ${base}` : ''} {\n${members}}\n`;
}

const eventTypes = (elements) => [...new Set(elements.flatMap((el) => el.events.map((e) => e.type)))].sort();

/** One `import type` line for the element classes (as `…Element`) and the event classes. */
function typeImports(elements, { classes = true, events = true } = {}) {
  const names = [
    ...(classes ? elements.map((el) => `${el.className} as ${el.className}Element`) : []),
    ...(events ? eventTypes(elements) : []),
  ];
  return `import type { ${names.join(', ')} } from '${TYPES_FROM}';\n`;
}

/** elements.d.ts: per element, its properties, its differently named attributes, and its events. */
function elementsModule(elements) {
  let text = `${HEADER}\n// What each tag accepts, shared by the framework types beside this file.\n${typeImports(elements)}\n`;
  for (const el of elements) {
    const E = `${el.className}Element`;
    const props = el.properties.map((p) => `${doc(p.description)}  ${p.name}?: ${E}['${p.name}'];\n`).join('');
    const attrs = el.attributes.map((a) => `${doc(a.description)}  '${a.name}'?: ${E}['${a.field}'];\n`).join('');
    const events = el.events.map((e) => `${doc(e.description)}  '${e.name}': ${e.type};\n`).join('');
    text += iface(`Writable properties of \`<${el.tag}>\`, by property name.`, `${el.className}Properties`, props);
    text += iface(
      `Attributes of \`<${el.tag}>\` whose name is not their property's.`,
      `${el.className}Attributes`,
      attrs,
    );
    text += iface(`The \`api-*\` events \`<${el.tag}>\` fires, by event name.`, `${el.className}Events`, events);
    text += '\n';
  }
  return text;
}

/** globals.d.ts: the tag and event maps of plain TypeScript (`querySelector`, `addEventListener`). */
function globalsModule(elements) {
  const events = new Map();
  for (const el of elements) for (const e of el.events) events.set(e.name, e.type);
  let text = `${HEADER}\n// The DOM's own maps, for plain TypeScript: \`document.querySelector('api-endpoint')\` is an ApiEndpoint,\n// and \`addEventListener('api-response', (e) => e.status)\` knows the event's fields.\n`;
  text += `${typeImports(elements)}\ndeclare global {\n  interface HTMLElementTagNameMap {\n`;
  for (const el of elements) text += `    '${el.tag}': ${el.className}Element;\n`;
  text += `  }\n  interface GlobalEventHandlersEventMap {\n`;
  for (const [name, type] of [...events].sort(([a], [b]) => a.localeCompare(b))) text += `    '${name}': ${type};\n`;
  return `${text}  }\n}\n\nexport {};\n`;
}

const propsImports = (elements) =>
  `import type { ${elements
    .flatMap((el) => [`${el.className}Properties`, `${el.className}Attributes`])
    .join(', ')} } from './elements.js';\n`;

/** react.d.ts: the wrappers' props (`onApiResponse`) and the raw tags in JSX (`onapi-response`). */
function reactTypes(elements) {
  let text = `${HEADER}\n// React 19: the components this module exports (\`<ApiEndpoint onApiSpecLoad={…}>\`, made with @lit/react),\n// and the raw tags in JSX (\`<api-endpoint onapi-spec-load={…}>\`: React 19 listens to \`on<event name>\`).\n`;
  text += `import './globals.js';\nimport type * as React from 'react';\n${typeImports(elements)}${propsImports(elements)}\n`;
  text += `type Html<E extends HTMLElement, Own> = Omit<React.HTMLAttributes<E>, keyof Own> & Own & React.RefAttributes<E>;\n\n`;
  for (const el of elements) {
    const E = `${el.className}Element`;
    const own = `${el.className}Properties & ${el.className}Attributes`;
    const camel = el.events.map((e) => `${doc(e.description)}  on${pascal(e.name)}?: (event: ${e.type}) => void;\n`);
    const raw = el.events.map((e) => `${doc(e.description)}  'on${e.name}'?: (event: ${e.type}) => void;\n`);
    text += iface(`Event props of the \`${el.className}\` component.`, `${el.className}EventProps`, camel.join(''));
    text += iface(`Event props of the raw \`<${el.tag}>\` tag.`, `${el.className}TagEventProps`, raw.join(''));
    text += `export type ${el.className}Props = Html<${E}, ${own} & ${el.className}EventProps>;\n`;
    text += `${doc(el.description, '')}export declare const ${el.className}: React.ForwardRefExoticComponent<${el.className}Props>;\n\n`;
  }
  text += `declare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n`;
  for (const el of elements) {
    text += `      '${el.tag}': Html<${el.className}Element, ${el.className}Properties & ${el.className}Attributes & ${el.className}TagEventProps>;\n`;
  }
  return `${text}    }\n  }\n}\n`;
}

/** react.js: one @lit/react wrapper per tag; importing it registers every element. */
function reactModule(elements) {
  let text = `${HEADER}\n// React wrappers: properties are set as properties, \`on<EventName>\` props listen to the api-* events.\n`;
  text += `// Safe to import on a server: nothing here touches the DOM until React renders in the browser.\n`;
  text += `// 'use client': the wrappers use hooks, so React Server Components render them as client components.\n`;
  text += `'use client';\n\nimport * as React from 'react';\nimport { createComponent } from '@lit/react';\n`;
  text += `import { ${elements.map((el) => `${el.className} as ${el.className}Element`).join(', ')} } from '${CLASSES_FROM}';\n`;
  text += `import '../dist/components/register-all.js';\n\n`;
  for (const el of elements) {
    const events = el.events.map((e) => `on${pascal(e.name)}: '${e.name}'`).join(', ');
    text += `export const ${el.className} = createComponent({\n  react: React,\n  tagName: '${el.tag}',\n  elementClass: ${el.className}Element,\n  events: { ${events} },\n  displayName: '${el.className}',\n});\n\n`;
  }
  return text;
}

/** vue.d.ts: every tag as a global component for vue-tsc (`@api-spec-load` is `onApiSpecLoad`). */
function vueTypes(elements) {
  let text = `${HEADER}\n// Vue 3 templates: vue-tsc checks each tag's props and \`@api-*\` listeners through GlobalComponents.\n`;
  text += `// Vue sets a bound value as a property when the element has one, so props use the property types.\n`;
  text += `import './globals.js';\nimport type { DefineComponent } from 'vue';\n${typeImports(elements, { classes: false })}`;
  text += `import type { ${elements.map((el) => `${el.className}Properties`).join(', ')} } from './elements.js';\n\n`;
  for (const el of elements) {
    const events = el.events.map((e) => `${doc(e.description)}  on${pascal(e.name)}?: (event: ${e.type}) => void;\n`);
    text += iface(
      `Props of \`<${el.tag}>\` in a Vue template.`,
      `${el.className}VueProps`,
      events.join(''),
      `${el.className}Properties`,
    );
  }
  text += `\n/** The tags of this library, for \`compilerOptions.isCustomElement\` (so Vue leaves them to the browser). */\n`;
  text += `export declare const tagNames: readonly [${elements.map((el) => `'${el.tag}'`).join(', ')}];\n`;
  text += `/** True for a tag of this library: pass it as \`template.compilerOptions.isCustomElement\`. */\n`;
  text += `export declare function isCustomElement(tag: string): boolean;\n\n`;
  text += `declare module 'vue' {\n  interface GlobalComponents {\n`;
  for (const el of elements) text += `    '${el.tag}': DefineComponent<${el.className}VueProps>;\n`;
  return `${text}  }\n}\n`;
}

/** vue.js: the tag list for the Vue compiler (no DOM, no registration: vite.config can import it). */
function vueModule(elements) {
  return `${HEADER}\n// The tags for Vue's compilerOptions.isCustomElement. Imports nothing, so a vite.config can use it.\nexport const tagNames = Object.freeze([${elements.map((el) => `'${el.tag}'`).join(', ')}]);\n\nexport function isCustomElement(tag) {\n  return tagNames.includes(tag);\n}\n`;
}

/** svelte.d.ts: every tag in svelte/elements (`onapi-spec-load` is Svelte 5's listener). */
function svelteTypes(elements) {
  let text = `${HEADER}\n// Svelte 5: svelte-check checks each tag's attributes, properties and \`onapi-*\` listeners.\n// Svelte sets a value as a property when the element has one, so props use the property types.\n`;
  text += `import './globals.js';\nimport type { HTMLAttributes } from 'svelte/elements';\n${typeImports(elements)}${propsImports(elements)}\n`;
  text += `type Html<E extends HTMLElement, Own> = Omit<HTMLAttributes<E>, keyof Own> & Own;\n\n`;
  for (const el of elements) {
    const events = el.events.map((e) => `${doc(e.description)}  'on${e.name}'?: (event: ${e.type}) => void;\n`);
    text += iface(`Event attributes of \`<${el.tag}>\` in Svelte 5.`, `${el.className}SvelteEvents`, events.join(''));
  }
  text += `\ndeclare module 'svelte/elements' {\n  interface SvelteHTMLElements {\n`;
  for (const el of elements) {
    text += `    '${el.tag}': Html<${el.className}Element, ${el.className}Properties & ${el.className}Attributes & ${el.className}SvelteEvents>;\n`;
  }
  return `${text}  }\n}\n`;
}

/** Every generated file (path under the repository → text), formatted as prettier would. */
export async function generate(manifest, root = process.cwd()) {
  const elements = elementsOf(manifest);
  if (elements.length === 0) throw new Error('custom-elements.json declares no custom element');
  const files = {
    'elements.d.ts': elementsModule(elements),
    'globals.d.ts': globalsModule(elements),
    'react.d.ts': reactTypes(elements),
    'react.js': reactModule(elements),
    'vue.d.ts': vueTypes(elements),
    'vue.js': vueModule(elements),
    'svelte.d.ts': svelteTypes(elements),
  };
  const out = {};
  for (const [name, text] of Object.entries(files)) {
    const filepath = join(root, OUT_DIR, name);
    const options = (await prettier.resolveConfig(filepath)) ?? {};
    out[join(OUT_DIR, name)] = await prettier.format(text, { ...options, filepath });
  }
  return out;
}

/** Paths of generated files that are missing or differ from what the manifest makes. */
export async function staleFiles(root = process.cwd()) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const stale = [];
  for (const [path, text] of Object.entries(await generate(manifest, root))) {
    const file = join(root, path);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(path);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(`Stale framework types (${stale.join(', ')}): run \`npm run gen:types\` and commit the result.`);
      process.exit(1);
    }
    console.log('frameworks/ is fresh.');
  } else {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    for (const [path, text] of Object.entries(await generate(manifest))) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      console.log(`wrote ${path}`);
    }
  }
}
