/// <reference types="vite/client" />
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Decorator, Preview, WebComponentsRenderer } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { action } from 'storybook/actions';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import '../components/themes/light.css';
import '../components/themes/dark.css';
import '../components/register-all.js';
import { holdPendingRequests } from '../stories/support/pending-fetch.js';

interface ManifestMember {
  readonly kind?: string;
  readonly static?: boolean;
  readonly privacy?: string;
}

interface ManifestDeclaration {
  readonly tagName?: string;
  readonly members?: readonly ManifestMember[];
  readonly events?: readonly { readonly name?: string }[];
  readonly cssParts?: readonly { readonly name: string }[];
}

interface Manifest {
  readonly modules?: readonly { readonly declarations?: readonly ManifestDeclaration[] }[];
}

/**
 * The manifest as the argument tables should show it: no private or static members (they are no
 * one's controls), and parts named `::part(x)`: Storybook keys every row by name, so a part called
 * like an attribute (`playground`, `server`, `type`) would otherwise replace that attribute's row.
 */
function forTables(manifest: Manifest): Manifest {
  return {
    ...manifest,
    modules: manifest.modules?.map((mod) => ({
      ...mod,
      declarations: mod.declarations?.map((d) => ({
        ...d,
        members: d.members?.filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public'),
        cssParts: d.cssParts?.map((p) => ({ ...p, name: `::part(${p.name})` })),
      })),
    })),
  };
}

// The manifest drives the argument tables (attributes, properties, events, slots, CSS parts and
// custom properties) and the docs pages; read it only if it has been generated.
const manifests = import.meta.glob<{ default: Manifest }>('../custom-elements.json', { eager: true });
const manifest = Object.values(manifests)[0]?.default;
if (manifest) setCustomElementsManifest(forTables(manifest));

/** Parts, custom properties, events and slots are listed in the tables, not edited. */
const LISTED_ONLY = new Set(['css shadow parts', 'css custom properties', 'events', 'slots']);
const listedWithoutControls: ArgTypesEnhancer<WebComponentsRenderer> = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const category = (argType.table as { category?: string } | undefined)?.category;
      return [name, category !== undefined && LISTED_ONLY.has(category) ? { ...argType, control: false } : argType];
    }),
  );

/** Every event an element documents with `@fires`: each one shows in the actions panel. */
const EVENTS = [
  ...new Set(
    (manifest?.modules ?? [])
      .flatMap((m) => m.declarations ?? [])
      .flatMap((d) => (d.tagName ? (d.events ?? []) : []))
      .flatMap((e) => (e.name ? [e.name] : [])),
  ),
];

const listening = new WeakSet<Element>();

/** Capturing listeners, so events that do not bubble (`<api-response>`'s `load`) are logged too. */
function logEvents(wrapper: Element | undefined): void {
  if (wrapper === undefined || listening.has(wrapper)) return;
  listening.add(wrapper);
  for (const name of EVENTS) wrapper.addEventListener(name, action(name), { capture: true });
}

const withEventActions: Decorator = (story) =>
  html`<div class="sb-events" style="display: contents" ${ref(logEvents)}>${story() as TemplateResult}</div>`;

holdPendingRequests();

const preview: Preview = {
  // A docs page per element, with the manifest's tables.
  tags: ['autodocs'],
  decorators: [withEventActions],
  argTypesEnhancers: [listedWithoutControls],
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Elements', 'Composition', 'Theming'] } },
  },
};

export default preview;
