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
  name?: string;
  type?: string;
  required: boolean;
  deprecated: boolean;
  default?: string;
  description: string;
  theme?: 'light' | 'dark' | 'auto';
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
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  render: (args) =>
    html`<response-field
      name=${ifDefined(args.name)}
      type=${ifDefined(args.type)}
      default=${ifDefined(args.default)}
      ?required=${args.required}
      ?deprecated=${args.deprecated}
      theme=${ifDefined(args.theme)}
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

/** Only a name: no type, no description, no badges. */
export const Empty: Story = {
  render: () => html`<response-field name="note"></response-field>`,
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
  render: () =>
    html`<response-field name="payment" expanded .schema=${PAYMENT}>How the order is paid.</response-field>`,
};
