/** The playground's pure parts: where it connects, how credentials travel, and how frames and close codes read. */
import { expect } from '@open-wc/testing';
import type { AsyncSecurityScheme, AsyncServer, Channel } from '../../src/asyncapi/index.js';
import { connectTarget, displayUrl, routeFor, serverUrl } from '../../components/api-channel/channel-url.js';
import { explainClose, hexPreview, prettyText } from '../../components/api-channel/ws-frames.js';
import { checkText, initialText } from '../../components/api-channel/ws-composer.js';
import { describe, it } from '../fixtures/endpoint/mocha.js';

const server: AsyncServer = {
  id: 'local',
  url: 'ws://127.0.0.1:{port}/ws/',
  protocol: 'ws',
  host: '127.0.0.1:{port}',
  variables: { port: { default: '8080' } },
  security: [],
  testable: true,
  bindings: {},
};

const channel = {
  id: 'room',
  address: '/rooms/{roomId}',
  parameters: [{ name: 'roomId', schema: { type: 'string' } }],
  servers: ['local'],
  bindings: {},
  operations: [],
  messages: [],
  send: [],
  receive: [],
  pointer: '/channels/room',
} as unknown as Channel;

const scheme = (s: Partial<AsyncSecurityScheme>): AsyncSecurityScheme =>
  ({ key: 'k', type: 'http', ...s }) as AsyncSecurityScheme;

describe('channel-url', () => {
  it('fills server variables, parameters and query, joining with one slash', () => {
    expect(serverUrl(server)).to.equal('ws://127.0.0.1:8080/ws/');
    const target = connectTarget({
      server,
      channel,
      variables: { port: '9000' },
      parameters: { roomId: 'a b' },
      query: { client: 'docs', empty: '' },
      credentials: {},
      subprotocols: [],
    });
    expect(target).to.deep.equal({
      url: 'ws://127.0.0.1:9000/ws/rooms/a%20b?client=docs',
      protocols: [],
      problems: [],
    });
    expect(displayUrl(server, channel)).to.equal('ws://127.0.0.1:{port}/ws/rooms/{roomId}');
  });

  it('routes credentials: query keys in the URL, header credentials as subprotocols, the rest not at all', () => {
    expect(routeFor(scheme({ type: 'httpApiKey', in: 'query', name: 'key' }))).to.deep.equal({
      via: 'query',
      name: 'key',
    });
    expect(routeFor(scheme({ type: 'httpApiKey', in: 'header', name: 'X-Key' }))).to.deep.equal({
      via: 'subprotocol',
      form: 'key',
    });
    expect(routeFor(scheme({ type: 'http', scheme: 'basic' }))).to.deep.equal({ via: 'subprotocol', form: 'basic' });
    expect(routeFor(scheme({ type: 'userPassword' })).via).to.equal('unsupported');
    const basic = scheme({ key: 'basic', type: 'http', scheme: 'basic' });
    const target = connectTarget({
      server,
      channel: { ...channel, parameters: [] } as Channel,
      variables: {},
      parameters: {},
      query: {},
      requirement: [{ scheme: basic, scopes: [] }],
      credentials: { basic: { username: 'ana', password: 'pässword?' } },
      subprotocols: ['chat.v1'],
    });
    expect(target.protocols[0]).to.equal('chat.v1');
    const encoded = target.protocols[1]!;
    expect(encoded).to.match(/^[A-Za-z0-9_-]+$/);
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    );
    expect(decoded).to.equal('ana:pässword?');
  });

  it('reports what cannot be opened: missing parameters and keys, tokens that are not subprotocols, other schemes', () => {
    const bearer = scheme({ key: 'bearer', type: 'http', scheme: 'bearer' });
    const target = connectTarget({
      server: { ...server, url: 'mqtt://broker' },
      channel,
      variables: {},
      parameters: {},
      query: {},
      requirement: [{ scheme: bearer, scopes: [] }],
      credentials: { bearer: { value: 'a=b' } },
      subprotocols: [],
    });
    expect(target.problems.join(' '))
      .to.contain('roomId')
      .and.to.contain('mqtt:')
      .and.to.contain('Sec-WebSocket-Protocol');
  });
});

describe('ws-frames and the composer', () => {
  it('explains close codes, previews bytes in hex and pretty-prints JSON', () => {
    expect(explainClose(1000)).to.contain('normal');
    expect(explainClose(1001)).to.contain('going away');
    expect(explainClose(1006)).to.contain('abnormal');
    expect(explainClose(1008)).to.contain('policy');
    expect(explainClose(1011)).to.contain('server error');
    expect(explainClose(4321)).to.contain('application code');
    expect(hexPreview(Uint8Array.from([0, 15, 255]))).to.equal('00 0f ff');
    expect(hexPreview(new Uint8Array(70)).endsWith('…')).to.equal(true);
    expect(prettyText('{"a":1}')).to.deep.equal({ text: '{\n  "a": 1\n}', json: true });
    expect(prettyText('plain')).to.deep.equal({ text: 'plain', json: false });
  });

  it('prefills from the example, else from the schema, and checks the text against the schema', () => {
    const message = {
      id: 'm',
      examples: [],
      tags: [],
      deprecated: false,
      bindings: {},
      pointer: '',
      payload: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } } },
    } as const;
    expect(JSON.parse(initialText(message as never, () => undefined))).to.have.property('n');
    expect(initialText({ ...message, examples: [{ payload: { n: 5 } }] } as never, () => undefined)).to.equal(
      '{\n  "n": 5\n}',
    );
    expect(checkText(message as never, '{"n": 2}')).to.deep.equal([]);
    expect(checkText(message as never, '{"n": 0}').join()).to.contain('n');
    expect(checkText(message as never, '{}').join()).to.contain('n');
    expect(checkText(message as never, '{').join()).to.contain('not valid JSON');
  });
});
