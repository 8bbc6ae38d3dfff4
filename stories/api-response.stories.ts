import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { themed } from './support/frames.js';

interface Args {
  body?: Blob;
  response?: Response;
  contentType?: string;
  filename?: string;
  displayLimit?: number;
  theme?: 'light' | 'dark' | 'auto';
}

const encoder = new TextEncoder();

/** A JSON body such as an API returns it: one line, pretty-printed by the element. */
const JSON_BODY = new Blob(
  [
    JSON.stringify({
      id: 7,
      name: 'Rex',
      kind: { type: 'dog', breed: 'collie' },
      tags: ['good', '<b>not bold</b>'],
      adopted: null,
    }),
  ],
  { type: 'application/json' },
);

/** Three server-sent events, one with an id and one with two data lines. */
const EVENT_STREAM = new Blob(
  [
    'event: welcome\ndata: {"room":"general"}\n\n',
    'id: 42\nevent: message\ndata: {"text":"hello"}\n\n',
    'event: notice\ndata: first line\ndata: second line\n\n',
  ],
  { type: 'text/event-stream' },
);

/** A Response whose body never ends: the element waits for it. */
function pendingResponse(): Response {
  const body = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => undefined) });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** A Response whose body breaks after a few bytes, like a dropped connection. */
function brokenResponse(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"partial": tr'));
      controller.error(new TypeError('network error: the connection was reset'));
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

/** A PNG drawn on a canvas, so the story needs no image file. */
async function drawnPng(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 240;
  canvas.height = 120;
  const ctx = canvas.getContext('2d')!;
  const gradient = ctx.createLinearGradient(0, 0, 240, 120);
  gradient.addColorStop(0, '#0d9373');
  gradient.addColorStop(1, '#55d7b1');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 240, 120);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 28px sans-serif';
  ctx.fillText('image/png', 52, 70);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new globalThis.Error('toBlob failed'))), 'image/png'),
  );
}

const meta: Meta<Args> = {
  title: 'Elements/api-response',
  component: 'api-response',
  args: { body: JSON_BODY, contentType: 'application/json' },
  argTypes: {
    body: { control: false },
    response: { control: false },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
  },
  render: (args) =>
    html`<api-response
      .body=${args.body}
      .response=${args.response}
      content-type=${ifDefined(args.contentType)}
      filename=${ifDefined(args.filename)}
      display-limit=${ifDefined(args.displayLimit)}
      theme=${ifDefined(args.theme)}
    ></api-response>`,
};
export default meta;

type Story = StoryObj<Args>;

/** A JSON body from a Blob: pretty-printed and highlighted; markup inside strings stays text. */
export const Default: Story = {};

/** A Response whose body has not arrived yet. */
export const Loading: Story = {
  args: { body: undefined, contentType: undefined },
  render: () => html`<api-response .response=${pendingResponse()}></api-response>`,
};

/** The body stream fails part way: the element says why. */
export const Error: Story = {
  args: { body: undefined, contentType: undefined },
  render: () => html`<api-response .response=${brokenResponse()}></api-response>`,
};

/** No body yet: the element shows nothing. */
export const Empty: Story = { args: { body: undefined, contentType: undefined } };

/** `theme="light"`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`, on a dark page. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** \`application/x-ndjson\`: one JSON value per line, each shown on its own. */
export const NdJson: Story = {
  args: {
    body: new Blob(['{"id":1,"name":"Rex"}\n{"id":2,"name":"Tom"}\n{"id":3,"name":"Kit"}\n'], {
      type: 'application/x-ndjson',
    }),
    contentType: 'application/x-ndjson',
  },
};

/** An image body, shown inline from a blob URL. */
export const Image: Story = {
  loaders: [async () => ({ png: await drawnPng() })],
  render: (_args, { loaded }) =>
    html`<api-response .body=${loaded.png as Blob} content-type="image/png"></api-response>`,
};

/** `text/event-stream` from a Blob, shown event by event. */
export const EventStream: Story = { args: { body: EVENT_STREAM, contentType: 'text/event-stream' } };

/** Unknown bytes: a download link named by `filename`. */
export const Binary: Story = {
  args: {
    body: new Blob([new Uint8Array([0, 159, 146, 150, 1, 2, 3, 255])]),
    contentType: 'application/octet-stream',
    filename: 'report.bin',
  },
};

/** A long body cut at `display-limit` characters, with "Show all". */
export const Truncated: Story = {
  args: {
    body: new Blob([JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `pet ${i}` })))]),
    contentType: 'application/json',
    displayLimit: 600,
  },
};
