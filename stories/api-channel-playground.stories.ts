import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { requirementsFor } from '../components/api-channel/channel-url.js';
import { loadAsyncApi, type AsyncApiSpec, type AsyncServer, type Channel } from '../src/asyncapi/index.js';
import { themed } from './support/frames.js';

interface Args {
  subprotocols?: string;
  theme?: 'light' | 'dark' | 'auto';
}

/** The example project's echo WebSocket (AsyncAPI 3.0), served by Storybook's staticDirs. */
const ECHO = '/example-docs/asyncapi.yaml';

interface Loaded {
  readonly spec: AsyncApiSpec;
  readonly channel: Channel;
  readonly server: AsyncServer;
}

async function loadEcho(): Promise<Loaded> {
  const spec = await loadAsyncApi(new URL(ECHO, location.href).href);
  return { spec, channel: spec.channel('echo'), server: spec.servers[0]! };
}

/** `<api-channel-playground>` as `<api-channel>` hands it a channel and a server (nothing connects until Connect). */
function playground(args: Args, channel?: Channel, server?: AsyncServer, spec?: AsyncApiSpec): TemplateResult {
  return html`<api-channel-playground
    .channel=${channel}
    .server=${server}
    .requirements=${channel === undefined ? [] : requirementsFor(channel, server)}
    .resolver=${(ref: string) => spec?.resolveSchemaRef(ref)}
    subprotocols=${ifDefined(args.subprotocols)}
    theme=${ifDefined(args.theme)}
  ></api-channel-playground>`;
}

const meta: Meta<Args> = {
  title: 'Elements/api-channel-playground',
  component: 'api-channel-playground',
  argTypes: { theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] } },
  loaders: [async () => ({ echo: await loadEcho() })],
  render: (args, { loaded }) => {
    const { spec, channel, server } = loaded['echo'] as Loaded;
    return playground(args, channel, server, spec);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The echo channel: the URL it will open, the message composer with its example, and the empty frames log. */
export const Default: Story = {};

/** Before `<api-channel>` has loaded its document there is no channel yet, and nothing to show. */
export const Loading: Story = { render: (args) => playground(args) };

/** A server a browser cannot reach (MQTT): the element says so instead of offering to connect. */
export const Error: Story = {
  render: (args, { loaded }) => {
    const { spec, channel, server } = loaded['echo'] as Loaded;
    const broker: AsyncServer = {
      ...server,
      id: 'broker',
      protocol: 'mqtt',
      url: 'mqtt://broker.example.com',
      host: 'broker.example.com',
      testable: false,
    };
    return playground(args, channel, broker, spec);
  },
};

/** A channel whose document names no server: nothing to connect to. */
export const Empty: Story = {
  render: (args, { loaded }) => {
    const { spec, channel } = loaded['echo'] as Loaded;
    return playground(args, channel, undefined, spec);
  },
};

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** `subprotocols`: the `Sec-WebSocket-Protocol` values offered when connecting. */
export const Subprotocols: Story = { args: { subprotocols: 'echo.v1, echo.v2' } };
