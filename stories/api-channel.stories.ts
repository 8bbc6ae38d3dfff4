import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  channel?: string;
  server?: string;
  heading?: string;
  theme?: 'light' | 'dark' | 'auto';
  playground?: 'interactive' | 'simple' | 'none' | 'auth';
  subprotocols?: string;
}

/** Served by Storybook's staticDirs (see .storybook/main.ts). */
const ECHO_30 = '/example-docs/asyncapi.yaml';
const CHAT_26 = '/asyncapi/chat-2.6.yaml';
const CHAT_30 = '/asyncapi/chat-3.0.yaml';

const meta: Meta<Args> = {
  title: 'Elements/api-channel',
  component: 'api-channel',
  args: { spec: ECHO_30, channel: 'echo' },
  argTypes: {
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    playground: { control: 'inline-radio', options: [undefined, 'interactive', 'simple', 'none', 'auth'] },
  },
  render: (args) =>
    html`<api-channel
      spec=${ifDefined(args.spec)}
      channel=${ifDefined(args.channel)}
      server=${ifDefined(args.server)}
      heading=${ifDefined(args.heading)}
      theme=${ifDefined(args.theme)}
      playground=${ifDefined(args.playground)}
      subprotocols=${ifDefined(args.subprotocols)}
    ></api-channel>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The example project's echo WebSocket (AsyncAPI 3.0): messages sent and received, and the playground. */
export const Default: Story = {};

/** The spec request never completes: the skeleton stays. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** The spec cannot be fetched (404): the error panel names the file and the problem. */
export const Error: Story = { args: { spec: '/asyncapi/does-not-exist.yaml' } };

/** A channel the document does not have. */
export const UnknownChannel: Story = { args: { channel: 'nowhere' } };

/** A document but no channel named: the hint lists the document's channels. */
export const Empty: Story = { args: { channel: undefined } };

/** `playground="interactive"`: the WebSocket playground (connect, compose, the frames log) under the reference. */
export const InteractivePlayground: Story = { args: { playground: 'interactive' } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** AsyncAPI 2.6: `publish`/`subscribe`, the channel named by its address, server variables, the ws binding's query. */
export const AsyncApi26: Story = { args: { spec: CHAT_26, channel: 'rooms/{roomId}' } };

/** The same chat API written for AsyncAPI 3.0 (channel id `room`, `operations` with `send`/`receive`): the same page. */
export const AsyncApi30: Story = { args: { spec: CHAT_30, channel: 'room' } };

/** `playground="simple"`: only the full WebSocket URL to copy. */
export const SimplePlayground: Story = { args: { spec: CHAT_30, channel: 'room', playground: 'simple' } };
