// Some browser-capable dependencies (@asyncapi/parser's file readers) still import Node built-ins
// (`fs`, `util`, `buffer`) on paths a browser never takes. The script-tag bundle replaces them with
// empty modules; named imports resolve to undefined instead of failing the build.
import { builtinModules } from 'node:module';

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const PREFIX = '\0node-builtin-stub:';

/** What some browser paths still read off a built-in at module load (object-inspect reads `inspect.custom`). */
const STUBS = {
  util: `{
    inspect: Object.assign(() => '', { custom: Symbol.for('nodejs.util.inspect.custom') }),
    promisify: (fn) => fn,
    TextEncoder: globalThis.TextEncoder,
    TextDecoder: globalThis.TextDecoder,
  }`,
};

export function nodeBuiltinsStub() {
  return {
    name: 'node-builtins-stub',
    resolveId(source) {
      return builtins.has(source) ? `${PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length).replace(/^node:/, '');
      return { code: `export default ${STUBS[name] ?? '{}'};`, syntheticNamedExports: true };
    },
  };
}
