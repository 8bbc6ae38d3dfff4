import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { EXAMPLE_OPENAPI, MISSING_SPEC, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  schema?: string;
  theme?: 'light' | 'dark' | 'auto';
}

const meta: Meta<Args> = {
  title: 'Elements/api-schema',
  component: 'api-schema',
  args: { spec: EXAMPLE_OPENAPI, schema: 'User' },
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<api-schema spec=${ifDefined(args.spec)} schema=${ifDefined(args.schema)} theme=${ifDefined(args.theme)}></api-schema>`,
};
export default meta;

type Story = StoryObj<Args>;

/** One schema of the example API as a tree of fields (Mintlify's `openapi-schema` page). */
export const Default: Story = {};

/** The spec is still loading. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** The spec cannot be read. */
export const Error: Story = { args: { spec: MISSING_SPEC } };

/** A name the spec does not hold. */
export const Empty: Story = { args: { schema: 'Nothing' } };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };
