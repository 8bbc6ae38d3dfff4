import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { themed } from './support/frames.js';
import { PENDING_ARAZZO_URL } from './support/pending-fetch.js';

const PETS_ARAZZO = '/arazzo/pets.arazzo.yaml';

interface Args {
  src?: string;
  workflow?: string;
  server?: string;
  theme?: 'light' | 'dark' | 'auto';
}

const meta: Meta<Args> = {
  title: 'Elements/api-workflow',
  component: 'api-workflow',
  args: { src: PETS_ARAZZO, workflow: 'adoptPet', server: 'http://127.0.0.1:4010' },
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<api-workflow
      src=${ifDefined(args.src)}
      workflow=${ifDefined(args.workflow)}
      server=${ifDefined(args.server)}
      theme=${ifDefined(args.theme)}
    ></api-workflow>`,
};
export default meta;

type Story = StoryObj<Args>;

/** An Arazzo workflow: its inputs form, its steps with their operations, criteria and outputs, and Run workflow. */
export const Default: Story = {};

/** The Arazzo file is still loading (a fetch that never answers). */
export const Loading: Story = { args: { src: PENDING_ARAZZO_URL } };

/** The Arazzo file cannot be read. */
export const Error: Story = { args: { src: '/arazzo/does-not-exist.arazzo.yaml' } };

/** A workflow id the file does not hold. */
export const Empty: Story = { args: { workflow: 'noSuchWorkflow' } };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };
