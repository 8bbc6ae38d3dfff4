import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { EVENTS_31, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  operation?: string;
  receiver?: string;
  theme?: 'light' | 'dark' | 'auto';
}

const meta: Meta<Args> = {
  title: 'Elements/api-webhook-test',
  component: 'api-webhook-test',
  args: { spec: EVENTS_31, operation: 'WEBHOOK eventCreated', receiver: 'http://localhost:3000/webhooks' },
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<api-webhook-test
      spec=${ifDefined(args.spec)}
      operation=${ifDefined(args.operation)}
      receiver=${ifDefined(args.receiver)}
      theme=${ifDefined(args.theme)}
    ></api-webhook-test>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A 3.1 webhook: the payload composed from its example, the receiver URL to send it to. */
export const Default: Story = {};

/** The spec request never completes: nothing to compose yet, so the element stays empty. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** A webhook the spec does not have: the element explains why. */
export const Error: Story = { args: { operation: 'WEBHOOK nowhere' } };

/** No webhook yet: the element renders nothing. */
export const Empty: Story = { args: { spec: undefined, operation: undefined } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };
