import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ApiPlayground } from '../components/api-playground/api-playground.element.js';
import type { ApiSnippets } from '../components/api-snippets/api-snippets.element.js';
import type { ApiInputsChangeEvent } from '../components/shared/events.js';
import { EXAMPLE_OPENAPI, PETSTORE, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  operation?: string;
  server?: string;
  authMethod?: string;
  timeout?: number;
  theme?: 'light' | 'dark' | 'auto';
}

const meta: Meta<Args> = {
  title: 'Elements/api-playground',
  component: 'api-playground',
  args: { spec: PETSTORE, operation: 'GET /pets' },
  argTypes: {
    authMethod: { control: 'inline-radio', options: [undefined, 'bearer', 'basic', 'key', 'none'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
  },
  render: (args) =>
    html`<api-playground
      spec=${ifDefined(args.spec)}
      operation=${ifDefined(args.operation)}
      server=${ifDefined(args.server)}
      auth-method=${ifDefined(args.authMethod)}
      timeout=${ifDefined(args.timeout)}
      theme=${ifDefined(args.theme)}
    ></api-playground>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A GET with query and header parameters and a server picker with variables (Petstore, OpenAPI 3.0). */
export const Default: Story = {};

/** The spec request never completes: nothing to try yet, so the element stays empty. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** An operation the spec does not have: the element explains why it cannot be tried. */
export const Error: Story = { args: { operation: 'PATCH /nowhere' } };

/** No operation yet: nothing to try, so the element renders nothing. */
export const Empty: Story = { args: { spec: undefined, operation: undefined } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** A `multipart/form-data` body with a file: a form with a file picker instead of a JSON editor. */
export const MultipartUpload: Story = { args: { spec: EXAMPLE_OPENAPI, operation: 'POST /files' } };

/** Types into a field inside the playground's shadow root, the way a reader would. */
async function typeInto(playground: ApiPlayground, selector: string, value: string): Promise<void> {
  await playground.updateComplete;
  const field = playground.shadowRoot?.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  if (!field) throw new globalThis.Error(`no ${selector} in <api-playground>`);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * A POST with a JSON body and bearer auth, filled in: a token typed and the body edited. Storybook
 * cannot reach the API, so this shows the composed request — the playground's inputs feed the
 * `<api-snippets>` below, which print exactly what Send would send (the token masked until shown).
 */
export const PostWithJsonAndBearer: Story = {
  args: { operation: 'POST /pets' },
  render: (args) => {
    const follow = (e: ApiInputsChangeEvent): void => {
      const snippets = (e.currentTarget as HTMLElement).parentElement?.querySelector<ApiSnippets>('api-snippets');
      if (snippets) snippets.inputs = e.inputs;
    };
    return html`<div style="display: grid; gap: 1.5rem;">
      <api-playground
        spec=${ifDefined(args.spec)}
        operation=${ifDefined(args.operation)}
        @api-inputs-change=${follow}
      ></api-playground>
      <api-snippets
        spec=${ifDefined(args.spec)}
        operation=${ifDefined(args.operation)}
        languages="curl,javascript,python"
      ></api-snippets>
    </div>`;
  },
  play: async ({ canvasElement }) => {
    const playground = canvasElement.querySelector<ApiPlayground>('api-playground');
    if (!playground) return;
    // The inputs exist once the spec is loaded and the operation resolved.
    if (playground.requestInputs === undefined) {
      await new Promise((resolve) => playground.addEventListener('api-inputs-change', resolve, { once: true }));
    }
    await typeInto(playground, 'input[id$="-token"]', 'sk_live_storybook_example');
    await typeInto(
      playground,
      '#body-text',
      JSON.stringify({ name: 'Whiskers', kind: { type: 'cat', indoor: false } }, null, 2),
    );
  },
};
