import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { EVENTS_31, EXAMPLE_OPENAPI, MISSING_SPEC, PETSTORE, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  operation?: string;
  api?: string;
  server?: string;
  url?: 'full';
  theme?: 'light' | 'dark' | 'auto';
  playground?: 'interactive' | 'simple' | 'none' | 'auth';
}

const meta: Meta<Args> = {
  title: 'Elements/api-endpoint',
  component: 'api-endpoint',
  args: { spec: PETSTORE, operation: 'POST /pets' },
  argTypes: {
    url: { control: 'inline-radio', options: [undefined, 'full'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    playground: { control: 'inline-radio', options: [undefined, 'interactive', 'simple', 'none', 'auth'] },
  },
  render: (args) =>
    html`<api-endpoint
      spec=${ifDefined(args.spec)}
      operation=${ifDefined(args.operation)}
      api=${ifDefined(args.api)}
      server=${ifDefined(args.server)}
      url=${ifDefined(args.url)}
      theme=${ifDefined(args.theme)}
      playground=${ifDefined(args.playground)}
    ></api-endpoint>`,
};
export default meta;

type Story = StoryObj<Args>;

/** An operation of the Petstore (OpenAPI 3.0): parameters, a request body with a discriminated `oneOf`, responses. */
export const Default: Story = {};

/** An OpenAPI 3.1 document in YAML with JSON Schema 2020-12 keywords, showing the full URL. */
export const OpenApi31: Story = { args: { spec: EVENTS_31, operation: 'GET /events/{id}', url: 'full' } };

/** The spec request never completes, so the element stays in its loading state. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL, operation: 'GET /pets' } };

/** The spec cannot be fetched (404): the error panel names the file and the problem. */
export const Error: Story = { args: { spec: MISSING_SPEC, operation: 'GET /pets' } };

/** An operation the spec does not have. */
export const UnknownOperation: Story = { args: { operation: 'PATCH /nowhere' } };

/** Nothing named yet: the hint that says what to set. */
export const Empty: Story = { args: { spec: undefined, operation: undefined } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { operation: 'GET /pets', theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { operation: 'GET /pets', theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`, like the page around it. */
export const Auto: Story = { args: { operation: 'GET /pets', theme: 'auto' }, decorators: [themed('auto')] };

/** A request body that is a discriminated `oneOf` (dog or cat): one tab per variant, with its own fields. */
export const PolymorphicBody: Story = { args: { operation: 'POST /pets' } };

/** A deprecated operation: the badge, and the description that says what to use instead. */
export const DeprecatedOperation: Story = { args: { operation: 'DELETE /pets/{petId}' } };

/** An OpenAPI 3.1 webhook: the request the API sends to the reader's server. */
export const Webhook: Story = { args: { spec: EVENTS_31, operation: 'webhook eventCreated' } };

/** A binary response: an `image/png` body described with `contentMediaType`. */
export const ImageResponse: Story = { args: { spec: EXAMPLE_OPENAPI, operation: 'GET /media/image.png' } };

/** A streaming response: `text/event-stream`, with the shape of each event. */
export const ServerSentEvents: Story = { args: { spec: EXAMPLE_OPENAPI, operation: 'GET /events' } };

/** `playground="interactive"`: "Try it" loads `<api-playground>` and `<api-snippets>` below the reference. */
export const InteractivePlayground: Story = { args: { operation: 'GET /pets/{petId}', playground: 'interactive' } };

/** `playground="simple"`: only the method and the full URL to copy. */
export const SimplePlayground: Story = { args: { operation: 'GET /pets/{petId}', playground: 'simple' } };

/** MDX style: no spec, the page comes from the children. */
export const MdxStyle: Story = {
  args: { spec: undefined, operation: undefined, api: 'POST /users', server: 'https://api.example.com' },
  render: (args) =>
    html`<api-endpoint api=${ifDefined(args.api)} server=${ifDefined(args.server)}>
      <param-field header="Authorization" type="string" required>Bearer token.</param-field>
      <param-field body="email" type="string" required placeholder="ada@example.com">The user's email.</param-field>
      <param-field body="profile" type="object">
        Profile details.
        <param-field body="name" type="string">Display name.</param-field>
      </param-field>
      <response-field name="id" type="string" required>The new user's id.</response-field>
    </api-endpoint>`,
};
