// Some dependencies do real work when their module is evaluated: marked assembles its whole grammar (dozens of
// regular expressions built from strings, about 4 ms), DOMPurify builds its tag and attribute tables for a default
// instance we never use. In the script-tag bundle that runs on every page before any element can be defined,
// although many pages never need either (plain descriptions take src/markdown/plain-text.ts's path). This plugin
// wraps such a module's body in a function that runs on first use, so the cost moves to the first description
// that needs it, or away entirely. Each of these modules is one file without imports ending in a single
// `export{…}`; if that ever changes, the build fails here rather than quietly evaluating it up front again.
const DEFERRED = [
  { name: 'marked', file: /[\\/]node_modules[\\/]marked[\\/]lib[\\/]marked\.esm\.js$/, uses: 'Marked' },
  { name: 'dompurify', file: /[\\/]node_modules[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/, uses: 'default' },
];
const TRAILING_EXPORT = /export\s*\{([^}]*)\};?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/;
const STATIC_IMPORT = /(^|[;}])\s*import(\s*[{*"']|\s+[\w$])/m;

/**
 * The module's code with its body deferred: each export becomes a stand-in that evaluates the module the first
 * time it is called, constructed or read from (`new Marked()`, mermaid's `marked.lexer()`), then forwards.
 * `uses` names an export the bundle relies on, so a renamed one fails the build.
 */
export function deferModule(code, { name, uses }) {
  const exported = TRAILING_EXPORT.exec(code);
  if (!exported || STATIC_IMPORT.test(code.slice(0, exported.index))) {
    throw new Error(`deferred-modules: ${name} no longer has the expected shape (one trailing export, no imports)`);
  }
  const bindings = exported[1].split(',').map((binding, index) => {
    const [local, exportedAs = local] = binding.trim().split(/\s+as\s+/);
    return { local, exportedAs, standIn: `deferred$${index}` };
  });
  if (!bindings.some(({ exportedAs }) => exportedAs === uses)) {
    throw new Error(`deferred-modules: ${name} does not export ${uses}`);
  }
  const fields = bindings.map(({ local, exportedAs }) => `${JSON.stringify(exportedAs)}: ${local}`).join(', ');
  return [
    'let evaluated;',
    `function evaluate() {\n${code.slice(0, exported.index)}\nreturn { ${fields} };\n}`,
    // A function target, so the stand-in can be called and constructed as well as read.
    'const deferred = (name) => {',
    '  const real = () => (evaluated ??= evaluate())[name];',
    '  return new Proxy(function () {}, {',
    '    get: (_, key) => Reflect.get(real(), key),',
    '    set: (_, key, value) => Reflect.set(real(), key, value),',
    '    has: (_, key) => Reflect.has(real(), key),',
    '    apply: (_, self, args) => Reflect.apply(real(), self, args),',
    '    construct: (_, args) => Reflect.construct(real(), args),',
    '  });',
    '};',
    ...bindings.map(({ exportedAs, standIn }) => `const ${standIn} = deferred(${JSON.stringify(exportedAs)});`),
    `export { ${bindings.map(({ exportedAs, standIn }) => `${standIn} as ${exportedAs}`).join(', ')} };`,
  ].join('\n');
}

export function deferredModules() {
  return {
    name: 'deferred-modules',
    transform(code, id) {
      const module = DEFERRED.find(({ file }) => file.test(id));
      return module ? { code: deferModule(code, module), map: null } : null;
    },
  };
}
