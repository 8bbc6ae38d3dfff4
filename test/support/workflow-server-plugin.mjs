// A @web/test-runner plugin for the <api-workflow> tests: starts test/support/pets-api.ts (bundled for Node with
// esbuild at start): `api`, the pets API of test/fixtures/arazzo-run/, and `other`, a second origin nothing may
// reach. The dev server exposes to the test page (same origin):
//   GET /__workflow/servers.json       → { api, other } origins
//   GET /__workflow/requests?server=x  → what server x received (method, rawPath, headers, bodyText)
//   GET /__workflow/clear              → forgets every recorded request
import { controlRoutes, createGates, loadForNode } from './recording-plugin.mjs';

export function workflowServerPlugin() {
  let pets;
  return {
    name: 'workflow-servers',
    async serverStart() {
      const lib = await loadForNode('test/support/pets-api.ts', 'workflow-pets-api');
      pets = await lib.startPetsApi();
    },
    async serverStop() {
      await pets?.close();
    },
    serve: controlRoutes('/__workflow/', {
      origins: () => ({ api: pets.api.origin, other: pets.other.origin }),
      recorders: () => ({ api: pets.api, other: pets.other }),
      fallback: 'api',
      gates: createGates(),
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
