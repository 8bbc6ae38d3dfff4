import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { darkFrame } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  query?: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: string;
  placeholder?: string;
  description: string;
}

const meta: Meta<Args> = {
  title: 'Elements/param-field',
  component: 'param-field',
  args: {
    query: 'limit',
    type: 'integer',
    required: true,
    deprecated: false,
    default: '20',
    placeholder: '50',
    description: 'How many items to return, at most **100**.',
  },
  render: (args) =>
    html`<param-field
      query=${ifDefined(args.query)}
      type=${ifDefined(args.type)}
      default=${ifDefined(args.default)}
      placeholder=${ifDefined(args.placeholder)}
      ?required=${args.required}
      ?deprecated=${args.deprecated}
      >${args.description}</param-field
    >`,
};
export default meta;

type Story = StoryObj<Args>;

/** A query parameter on its own, on any page. */
export const Default: Story = {};

/** Nested fields: a body object with children; anchors carry the parent path. */
export const Nested: Story = {
  render: () =>
    html`<param-field body="user" type="object" required>
      The user to create.
      <param-field body="name" type="string" required>Full name.</param-field>
      <param-field body="address" type="object">
        Postal address.
        <param-field body="city" type="string">City.</param-field>
      </param-field>
    </param-field>`,
};

/** A field inside an endpoint whose spec is still loading: the field shows as soon as it is defined. */
export const Loading: Story = {
  render: () =>
    html`<api-endpoint spec=${PENDING_SPEC_URL} operation="GET /pets">
      <param-field query="limit" type="integer">How many.</param-field>
    </api-endpoint>`,
};

/** Contradictory attributes (two locations, no type): what the element shows for a wrong declaration. */
export const Error: Story = {
  render: () => html`<param-field query="a" header="b" required>Declared in two places at once.</param-field>`,
};

/** The dark theme. */
export const Dark: Story = { decorators: [(story) => darkFrame(story() as ReturnType<typeof html>)] };
