// Which of rollup's warnings the build shows.

/**
 * Warnings about our own code are shown (a bare Node built-in in the browser bundle names the module that pulled
 * it in). Dependencies' harmless ones are not: cycles, `this` at a CommonJS-compiled module's top level, and
 * misplaced `#__PURE__` comments say nothing we could act on.
 */
const DEPENDENCY_NOISE = new Set(['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'INVALID_ANNOTATION']);
export const onwarn = (warning, warn) => {
  const where = [warning.id, ...(warning.ids ?? [])].join();
  if (DEPENDENCY_NOISE.has(warning.code) && /node_modules/.test(where)) return;
  warn(warning);
};
