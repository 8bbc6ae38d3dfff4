import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { Schema } from '../src/openapi/types.js';
import { themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

/** A payment that is a card or a bank transfer (\`oneOf\` with a discriminator). */
const PAYMENT: Schema = {
  type: 'object',
  discriminator: { propertyName: 'method' },
  oneOf: [
    {
      title: 'Card',
      type: 'object',
      required: ['method', 'number'],
      properties: {
        method: { const: 'card' },
        number: { type: 'string', description: 'The card number.', examples: ['4242 4242 4242 4242'] },
        expires: { type: 'string', pattern: '^[0-9]{2}/[0-9]{2}$', description: 'MM/YY.' },
      },
    },
    {
      title: 'Bank transfer',
      type: 'object',
      required: ['method', 'iban'],
      properties: {
        method: { const: 'transfer' },
        iban: { type: 'string', description: 'The account to debit.' },
      },
    },
  ],
};

interface Args {
  query?: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: string;
  placeholder?: string;
  description: string;
  theme?: 'light' | 'dark' | 'auto';
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
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<param-field
      query=${ifDefined(args.query)}
      type=${ifDefined(args.type)}
      default=${ifDefined(args.default)}
      placeholder=${ifDefined(args.placeholder)}
      ?required=${args.required}
      ?deprecated=${args.deprecated}
      theme=${ifDefined(args.theme)}
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

/** Only a name: no type, no description, no badges. */
export const Empty: Story = {
  render: () => html`<param-field query="note"></param-field>`,
};

/** \`theme="light"\`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** \`theme="dark"\`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** \`theme="auto"\`: follows the reader's \`prefers-color-scheme\`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** A deprecated field: the badge, struck through. */
export const Deprecated: Story = { args: { deprecated: true, required: false } };

/** A schema with \`oneOf\` variants, opened: one tab per variant, each with its own fields. */
export const OneOfVariants: Story = {
  render: () => html`<param-field body="payment" expanded .schema=${PAYMENT}>How the order is paid.</param-field>`,
};
