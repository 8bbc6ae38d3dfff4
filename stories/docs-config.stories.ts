import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { PETSTORE, themed } from './support/frames.js';
import { PENDING_DOCS_URL } from './support/pending-fetch.js';

interface Args {
  src?: string;
  theme?: 'light' | 'dark' | 'auto';
}

const DOCS_JSON = '/demo/docs.json';

const meta: Meta<Args> = {
  title: 'Elements/docs-config',
  component: 'docs-config',
  args: { src: DOCS_JSON },
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<docs-config src=${ifDefined(args.src)} theme=${ifDefined(args.theme)}>
      <api-endpoint spec=${PETSTORE} operation="GET /pets/{petId}"></api-endpoint>
      <api-endpoint api="POST /users">
        <param-field body="email" type="string" required
          >Email; the server comes from <code>api.mdx.server</code>.</param-field
        >
      </api-endpoint>
    </docs-config>`,
};
export default meta;

type Story = StoryObj<Args>;

/** docs.json sets `api.playground.url: "full"` and `api.mdx.server` for every element inside. */
export const Default: Story = {};

/** docs.json never arrives: the elements inside wait with the defaults. */
export const Loading: Story = { args: { src: PENDING_DOCS_URL } };

/** docs.json cannot be loaded: the configuration error is reported. */
export const Error: Story = { args: { src: '/demo/missing-docs.json' } };

/** No docs.json: the elements inside use the defaults. */
export const Empty: Story = { args: { src: undefined } };

/** \`theme="light"\` on \`<docs-config>\`: every element inside takes the light tokens. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** \`theme="dark"\` on \`<docs-config>\`: every element inside takes the dark tokens. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** \`theme="auto"\`: follows the reader's \`prefers-color-scheme\`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };
