import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { darkFrame } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  name?: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: string;
  description: string;
}

const meta: Meta<Args> = {
  title: 'Elements/response-field',
  component: 'response-field',
  args: {
    name: 'status',
    type: 'string',
    required: true,
    deprecated: false,
    default: 'active',
    description: 'Account status.',
  },
  render: (args) =>
    html`<response-field
      name=${ifDefined(args.name)}
      type=${ifDefined(args.type)}
      default=${ifDefined(args.default)}
      ?required=${args.required}
      ?deprecated=${args.deprecated}
      >${args.description}</response-field
    >`,
};
export default meta;

type Story = StoryObj<Args>;

/** A response field on its own, on any page. */
export const Default: Story = {};

/** Nested fields of an object in a response. */
export const Nested: Story = {
  render: () =>
    html`<response-field name="user" type="object" required>
      The user.
      <response-field name="id" type="string" required>Id.</response-field>
      <response-field name="legacy_id" type="integer" deprecated>Old numeric id.</response-field>
    </response-field>`,
};

/** A field inside an endpoint whose spec is still loading. */
export const Loading: Story = {
  render: () =>
    html`<api-endpoint spec=${PENDING_SPEC_URL} operation="GET /pets">
      <response-field name="id" type="string">Id.</response-field>
    </api-endpoint>`,
};

/** No name: what the element shows for an incomplete declaration. */
export const Error: Story = { args: { name: undefined, type: undefined, description: 'A field without a name.' } };

/** The dark theme. */
export const Dark: Story = { decorators: [(story) => darkFrame(story() as ReturnType<typeof html>)] };
