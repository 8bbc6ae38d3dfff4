// What the @web/test-runner plugins over recording servers (check-server-plugin.mjs,
// playground-server-plugin.mjs) share: TypeScript modules bundled for Node at start, the gates that hold a
// streamed answer until the test page releases it, and the control routes the test page calls on the dev
// server (same origin) under the plugin's prefix:
//   GET <prefix>servers.json        → the servers' origins
//   GET <prefix>requests?server=x   → what server x received (as the plugin serialises it)
//   GET <prefix>clear               → forgets every recorded request
//   GET <prefix>release?gate=id     → opens gate `id` (default `default`)
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import esbuild from 'esbuild';

const root = process.cwd();

/** Bundles `entry` (a path from the repository root) for Node into .test-results/<name>.mjs and imports it. */
export async function loadForNode(entry, name) {
  const outfile = resolve(root, `.test-results/${name}.mjs`);
  await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** Named gates: `gate(id).promise` resolves once the test page releases `id`. */
export function createGates() {
  const gates = new Map();
  const gate = (id) => {
    if (!gates.has(id)) {
      let open;
      const promise = new Promise((r) => (open = r));
      gates.set(id, { promise, open });
    }
    return gates.get(id);
  };
  return {
    gate,
    /** Waits for gate `id`, or for the request's socket to close; then forgets the gate. */
    async hold(id, req) {
      await Promise.race([gate(id).promise, new Promise((r) => req.socket.once('close', r))]);
      gates.delete(id);
    },
    openAll() {
      for (const g of gates.values()) g.open();
    },
  };
}

/**
 * The control routes under `prefix`. `origins()` is what servers.json answers; `recorders()` names the
 * recording servers (`requests?server=` picks one, else `fallback`); `requests(server)` serialises what it
 * received. Answers undefined for any other path, so the dev server goes on.
 */
export function controlRoutes(prefix, { origins, recorders, fallback, gates, requests }) {
  return async (context) => {
    if (!context.path.startsWith(prefix)) return undefined;
    const what = context.path.slice(prefix.length);
    const params = new URLSearchParams(context.querystring);
    const json = (value) => ({ body: JSON.stringify(value), type: 'json', headers: { 'cache-control': 'no-store' } });
    if (what === 'servers.json') return json(origins());
    if (what === 'clear') {
      for (const server of Object.values(recorders())) server.clear();
      return json({ ok: true });
    }
    if (what === 'release') {
      gates.gate(params.get('gate') ?? 'default').open();
      return json({ ok: true });
    }
    if (what === 'requests') return json(await requests(recorders()[params.get('server') ?? fallback]));
    return undefined;
  };
}
