// A @web/test-runner plugin for the <api-channel> tests: a real WebSocket server (package `ws`) on
// 127.0.0.1 at a random port. What it does, per connection:
//   - paths containing `/secure` need credentials at the handshake: `?api_key=secret-key` or the
//     subprotocol `secret-token` (Sec-WebSocket-Protocol); otherwise the handshake is refused with 401
//     (the browser sees close code 1006). Paths containing `/policy` accept the handshake and then close
//     with 1008 when the credentials are missing or wrong.
//   - it selects the first subprotocol the client offers;
//   - on connect it pushes {"event":"welcome","path","query","auth","protocols"} (api_key redacted);
//   - a text frame that is JSON {"command":"push"} gets a pushed {"event":"notice","text"};
//     {"command":"binary","size":n} gets a binary frame de ad be ef 00 01 … of n bytes (default 300);
//     {"command":"close","code":c,"reason":r} makes it close with that code; anything else is echoed
//     as it came (binary frames too).
// The dev server exposes to the test page:
//   GET /__ws.json             → { url: "ws://127.0.0.1:<port>", host: "127.0.0.1:<port>", port }
//   GET /__ws/spec/<file>      → test/fixtures/channel/<file> with __WS_HOST__ replaced by that host
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { WebSocketServer } from 'ws';

const fixtures = join(process.cwd(), 'test/fixtures/channel');
export const SECRET_KEY = 'secret-key';
export const SECRET_TOKEN = 'secret-token';

function credentialsOk(url, protocols) {
  return url.searchParams.get('api_key') === SECRET_KEY || protocols.includes(SECRET_TOKEN);
}

function offered(request) {
  return (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

function binaryFrame(size) {
  const head = [0xde, 0xad, 0xbe, 0xef];
  return Buffer.from(Array.from({ length: size }, (_, i) => (i < 4 ? head[i] : (i - 4) % 256)));
}

function onConnection(socket, request) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const protocols = offered(request);
  if (url.pathname.includes('/policy') && !credentialsOk(url, protocols)) {
    socket.close(1008, 'Missing or wrong credentials');
    return;
  }
  const query = Object.fromEntries([...url.searchParams].map(([k, v]) => [k, k === 'api_key' ? '***' : v]));
  const auth =
    url.searchParams.get('api_key') === SECRET_KEY
      ? 'query'
      : protocols.includes(SECRET_TOKEN)
        ? 'subprotocol'
        : 'none';
  socket.send(JSON.stringify({ event: 'welcome', path: url.pathname, query, auth, protocols: protocols.length }));
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      socket.send(data, { binary: true });
      return;
    }
    const text = data.toString('utf8');
    let command;
    try {
      command = JSON.parse(text);
    } catch {
      command = undefined;
    }
    switch (command?.command) {
      case 'push':
        socket.send(JSON.stringify({ event: 'notice', text: command.text ?? 'pushed by the server' }));
        return;
      case 'binary':
        socket.send(binaryFrame(Number(command.size) || 300), { binary: true });
        return;
      case 'close':
        socket.close(Number(command.code) || 1000, String(command.reason ?? ''));
        return;
      default:
        socket.send(text);
    }
  });
}

export function wsServerPlugin() {
  let server;
  let host;
  return {
    name: 'ws-test-server',
    async serverStart() {
      server = new WebSocketServer({
        host: '127.0.0.1',
        port: 0,
        handleProtocols: (protocols) => [...protocols][0] ?? false,
        verifyClient: ({ req }, done) => {
          const url = new URL(req.url ?? '/', 'http://127.0.0.1');
          if (url.pathname.includes('/secure') && !credentialsOk(url, offered(req))) done(false, 401, 'Unauthorized');
          else done(true);
        },
      });
      server.on('connection', onConnection);
      await new Promise((resolve, reject) => {
        server.once('listening', resolve);
        server.once('error', reject);
      });
      host = `127.0.0.1:${server.address().port}`;
    },
    async serverStop() {
      for (const client of server?.clients ?? []) client.terminate();
      await new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    async serve(context) {
      if (context.path === '/__ws.json')
        return {
          body: JSON.stringify({ url: `ws://${host}`, host, port: Number(host.split(':')[1]) }),
          type: 'json',
          headers: { 'cache-control': 'no-store' },
        };
      if (context.path.startsWith('/__ws/spec/')) {
        const name = normalize(decodeURIComponent(context.path.slice('/__ws/spec/'.length)));
        if (name.startsWith('..')) return undefined;
        const text = await readFile(join(fixtures, name), 'utf8').catch(() => undefined);
        if (text === undefined) return undefined;
        return {
          body: text.replaceAll('__WS_HOST__', host),
          type: name.endsWith('.json') ? 'json' : 'text/yaml',
          headers: { 'cache-control': 'no-store' },
        };
      }
      return undefined;
    },
  };
}
