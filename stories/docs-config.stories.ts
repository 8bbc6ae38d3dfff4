import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { darkFrame, PETSTORE } from './support/frames.js';
import { PENDING_DOCS_URL } from './support/pending-fetch.js';

interface Args {
  src?: string;
}

const DOCS_JSON = '/demo/docs.json';

const meta: Meta<Args> = {
  title: 'Elements/docs-config',
  component: 'docs-config',
  args: { src: DOCS_JSON },
  render: (args) =>
    html`<docs-config src=${ifDefined(args.src)}>
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

/** The dark theme. */
export const Dark: Story = { decorators: [(story) => darkFrame(story() as ReturnType<typeof html>)] };
