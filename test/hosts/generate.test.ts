// scripts/gen-framework-types.mjs: frameworks/ is what the committed manifest makes, and a change in
// the manifest (a property, an event) reaches every framework's types and the React wrappers.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { elementsOf, generate, staleFiles } from '../../scripts/gen-framework-types.mjs';

interface Declaration {
  tagName?: string;
  members?: Record<string, unknown>[];
  attributes?: Record<string, unknown>[];
  events?: Record<string, unknown>[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[] }[];
}

const committed = (): Manifest => JSON.parse(readFileSync('custom-elements.json', 'utf8')) as Manifest;

function declaration(manifest: Manifest, tag: string): Declaration {
  const found = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tag);
  assert.ok(found, `no <${tag}> in the manifest`);
  return found;
}

test('the committed frameworks/ is what the committed manifest makes', async () => {
  assert.deepEqual(await staleFiles(), []);
});

test('only public writable properties and api-* events with their class are taken', () => {
  const endpoint = elementsOf(committed()).find((el) => el.tag === 'api-endpoint')!;
  const names = endpoint.properties.map((p) => p.name);
  assert.ok(names.includes('user') && names.includes('operation') && names.includes('authMethod'));
  assert.ok(!names.includes('shownPlayground'), 'a read-only property is offered to hosts');
  assert.deepEqual(
    endpoint.attributes.map(({ name, field }) => ({ name, field })),
    [
      { name: 'auth-method', field: 'authMethod' },
      { name: 'no-validation', field: 'noValidation' },
      { name: 'playground-layout', field: 'playgroundLayout' },
    ],
  );
  // The analyzer also lists unnamed dispatches ("undefined"); only declared api-* events remain.
  assert.deepEqual(
    endpoint.events.map((e) => `${e.name}: ${e.type}`),
    ['api-spec-error: ApiSpecErrorEvent', 'api-spec-load: ApiSpecLoadEvent'],
  );
});

test('a new property and a new event in the manifest reach every framework file', async () => {
  const manifest = committed();
  const endpoint = declaration(manifest, 'api-endpoint');
  endpoint.members!.push({ kind: 'field', name: 'zoom', type: { text: 'number' }, description: 'How big.' });
  endpoint.events!.push({ name: 'api-zoom-change', type: { text: 'ApiZoomEvent' }, description: 'Zoomed.' });
  const files = await generate(manifest);
  assert.match(files['frameworks/elements.d.ts']!, /\/\*\* How big\. \*\/\n {2}zoom\?: ApiEndpointElement\['zoom'\];/);
  assert.match(files['frameworks/react.d.ts']!, /onApiZoomChange\?: \(event: ApiZoomEvent\) => void;/);
  assert.match(files['frameworks/react.d.ts']!, /'onapi-zoom-change'\?: \(event: ApiZoomEvent\) => void;/);
  assert.match(files['frameworks/react.js']!, /onApiZoomChange: 'api-zoom-change'/);
  assert.match(files['frameworks/vue.d.ts']!, /onApiZoomChange\?: \(event: ApiZoomEvent\) => void;/);
  assert.match(files['frameworks/svelte.d.ts']!, /'onapi-zoom-change'\?: \(event: ApiZoomEvent\) => void;/);
  assert.match(files['frameworks/globals.d.ts']!, /'api-zoom-change': ApiZoomEvent;/);
  const stale = Object.entries(files).filter(([path, text]) => readFileSync(path, 'utf8') !== text);
  assert.deepEqual(stale.map(([path]) => path).sort(), [
    'frameworks/elements.d.ts',
    'frameworks/globals.d.ts',
    'frameworks/react.d.ts',
    'frameworks/react.js',
    'frameworks/svelte.d.ts',
    'frameworks/vue.d.ts',
  ]);
});

test('an api-* event without an event class is an error naming the element and the event', () => {
  const manifest = committed();
  declaration(manifest, 'param-field').events!.push({ name: 'api-poke', description: 'Poked.' });
  assert.throws(
    () => elementsOf(manifest),
    /components\/param-field\/param-field\.element\.ts: <param-field> fires "api-poke" without an event class; write @fires \{EventClass\} api-poke/,
  );
});
