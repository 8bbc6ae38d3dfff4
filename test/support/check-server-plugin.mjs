// A @web/test-runner plugin for the response-check and webhook tests: starts two real servers on
// 127.0.0.1 (test/support/recording-server.ts, bundled for Node with esbuild at start):
//   `api`      answers test/fixtures/check/checked-api.yaml's routes with conforming and non-conforming
//              bodies, headers, status codes and streams (one bad event among good ones);
//   `receiver` a webhook receiver: records every request and answers 202 with a small JSON body.
// The dev server exposes to the test page (same origin):
//   GET /__check/servers.json          → { api, receiver } origins, and `proxy`: the playground proxy's URL
//                                        (src/proxy/handler.ts on its own origin, allowed to reach `api` only)
//   GET /__check/requests?server=x     → what server x received (bodyText, headers, method, path)
//   GET /__check/clear                 → forgets every recorded request
//   GET /__check/release?gate=id       → lets a held stream (`?gate=id`) send its last item
import { createServer } from 'node:http';
import { controlRoutes, createGates, loadForNode } from './recording-plugin.mjs';

const gates = createGates();

const goodPet = { id: 1, name: 'Rex', tag: null, kind: 'dog' };
const badPet = { id: 'one', tag: 5, password: 'hunter2', kind: true };

function apiRoutes() {
  return async (request, res, req) => {
    const url = new URL(request.rawUrl, 'http://x');
    const path = url.pathname;
    const send = (status, type, body, extra = {}) => {
      res.writeHead(status, { 'content-type': type, ...extra });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
      return true;
    };
    const json = 'application/json; charset=utf-8';
    if (path === '/pets/good') return send(200, json, goodPet, { 'x-rate-limit': '100' });
    if (path === '/pets/bad') return send(200, json, badPet, { 'x-rate-limit': 'lots' });
    if (path === '/pets/noheader') return send(200, json, goodPet);
    if (path === '/pets/missing') return send(404, json, { error: 'no such pet' });
    if (path === '/pets/teapot') return send(500, json, { error: 'boom' });
    if (path === '/pets/html') return send(200, 'text/html', '<p>not json</p>', { 'x-rate-limit': '1' });
    const held = async () => {
      const id = url.searchParams.get('gate');
      if (id !== null) await gates.hold(id, req);
    };
    if (path === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('event: tick\ndata: {"n":1}\n\n');
      res.write(`event: tick\ndata: ${url.searchParams.get('bad') === '1' ? '{"n":"two"}' : '{"n":2}'}\n\n`);
      await held();
      res.end('event: tick\ndata: {"n":3}\nid: 3\n\n');
      return true;
    }
    if (path === '/lines') {
      res.writeHead(200, { 'content-type': 'application/jsonl' });
      res.write('{"n":1}\n{"n":-1}\n');
      await held();
      res.end('{"n":3}\n');
      return true;
    }
    return false;
  };
}

function receiverRoutes() {
  return async (request, res) => {
    res.writeHead(202, { 'content-type': 'application/json', 'x-receiver': 'test' });
    res.end(JSON.stringify({ received: true, bytes: request.body.length }));
    return true;
  };
}

export function checkServerPlugin() {
  let servers;
  let proxyServer;
  return {
    name: 'check-servers',
    async serverStart({ config }) {
      const lib = await loadForNode('test/support/recording-server.ts', 'check-recording-server');
      const proxyLib = await loadForNode('src/proxy/handler.ts', 'check-proxy-handler');
      servers = {
        api: await lib.startRecordingServer({ respond: apiRoutes() }),
        receiver: await lib.startRecordingServer({ respond: receiverRoutes() }),
      };
      // The playground proxy on its own origin, allowed to reach `api` only and to be used by the test page.
      const pages = [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
      const handler = proxyLib.createProxyHandler({ allowedServers: [servers.api.origin], allowedOrigins: pages });
      proxyServer = createServer((req, res) => void handler(req, res));
      await new Promise((r) => proxyServer.listen(0, '127.0.0.1', r));
      servers.proxy = `http://127.0.0.1:${proxyServer.address().port}/proxy`;
    },
    async serverStop() {
      gates.openAll();
      proxyServer?.closeAllConnections();
      await Promise.all([
        servers?.api.close(),
        servers?.receiver.close(),
        new Promise((r) => (proxyServer ? proxyServer.close(r) : r())),
      ]);
    },
    serve: controlRoutes('/__check/', {
      origins: () => ({ api: servers.api.origin, receiver: servers.receiver.origin, proxy: servers.proxy }),
      recorders: () => ({ api: servers.api, receiver: servers.receiver }),
      fallback: 'api',
      gates,
      requests: (server) =>
        server.requests.map((r) => ({
          method: r.method,
          rawPath: r.rawPath,
          headers: r.headers,
          bodyText: r.bodyText,
        })),
    }),
  };
}
