import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ApiPlaygroundPanel } from '../components/api-playground/playground-panel.element.js';
import { PETSTORE, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  label?: string;
  spec?: string;
  operation?: string;
  theme?: 'light' | 'dark' | 'auto';
}

/** The panel opens from a button, as `<api-endpoint>`'s "Try it" opens it; the playground stays inside when closed. */
function openPanel(event: Event): void {
  const panel = (event.currentTarget as HTMLElement).nextElementSibling as ApiPlaygroundPanel;
  void panel.show();
}

const meta: Meta<Args> = {
  title: 'Elements/api-playground-panel',
  component: 'api-playground-panel',
  args: { label: 'Try GET /pets', spec: PETSTORE, operation: 'GET /pets' },
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<button type="button" @click=${openPanel}>Try it</button>
      <api-playground-panel label=${ifDefined(args.label)} theme=${ifDefined(args.theme)}>
        <span slot="title">${args.label}</span>
        ${
          args.spec === undefined
            ? ''
            : html`<api-playground
              spec=${args.spec}
              operation=${ifDefined(args.operation)}
              theme=${ifDefined(args.theme)}
            ></api-playground>`
        }
      </api-playground-panel>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A "Try it" button opening the panel around the playground of one operation. */
export const Default: Story = {};

/** The playground inside is still loading its spec. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** An operation the spec does not have: the playground inside explains why it cannot be tried. */
export const Error: Story = { args: { operation: 'PATCH /nowhere' } };

/** No playground slotted: the panel holds only its heading and Close button. */
export const Empty: Story = { args: { spec: undefined } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };
