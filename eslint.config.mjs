// Flat config. Layers: typescript-eslint everywhere; Lit, web-component and accessibility rules for
// the elements (and their stories and tests); and the core's boundary for src/:
//  - src/** may not import lit, lit/* or @lit/* (the core knows nothing of Lit or the DOM);
//  - src/** may not touch `document` or `window` as globals, so importing the core in Node never
//    crashes. src/markdown/** is the one exception: DOMPurify needs a DOM in the browser. It must
//    still reach it lazily (inside functions, never at module load), which this rule cannot check
//    and the build test does (it imports the core entry in Node with no DOM globals).
import { defineConfig } from 'eslint/config';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

const elementFiles = ['components/**/*.ts', 'stories/**/*.ts', 'test/components/**/*.ts', 'test/browser/**/*.ts'];

const browserGlobals = Object.fromEntries(
  ['window', 'document', 'customElements', 'HTMLElement', 'navigator', 'location', 'console', 'fetch', 'URL'].map(
    (g) => [g, 'readonly'],
  ),
);

/**
 * A physical side in CSS (an esquery regex, so no slash in it): margin/padding/border/inset/scroll-* -left|-right,
 * left: and right:, text-align, float and clear to a side, a corner radius named by a side.
 */
const PHYSICAL_SIDE =
  '/(margin|padding|border|scroll-margin|scroll-padding)-(left|right)|(^|[^-\\w])(left|right)\\s*:|(text-align|float|clear)\\s*:\\s*(left|right)|border-(top|bottom)-(left|right)-radius/';
const PHYSICAL_SIDE_MESSAGE =
  'Elements mirror in right-to-left pages: use the logical property (margin-inline-start, padding-inline-end, inset-inline-start, border-inline-start, text-align: start, float: inline-start, border-start-start-radius), not left or right.';

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'storybook-static/**',
      'node_modules/**',
      'custom-elements.json',
      'coverage/**',
      '.test-results/**',
      'bench-results/**',
      'test/fixtures/**',
      // Icon data generated from the icon packages (scripts/gen-icons.mjs).
      'src/icons/data/**',
      // Vite's output when an example host is built by hand (the tests build into .test-results).
      'examples/hosts/*/dist/**',
    ],
  },
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    // A few of eslint's own recommended rules (@eslint/js is not installed; typescript-eslint covers the rest).
    rules: {
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-self-assign': 'error',
      'no-unreachable': 'error',
      'no-unsafe-finally': 'error',
      'no-cond-assign': 'error',
      'no-constant-binary-expression': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-fallthrough': 'error',
      'no-sparse-arrays': 'error',
      'no-prototype-builtins': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Node scripts and configs.
  {
    files: ['**/*.mjs', 'scripts/**/*.js'],
    rules: { 'no-undef': 'error' },
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        URLSearchParams: 'readonly',
      },
    },
  },
  // Elements: Lit, web-component best practice, accessibility of templates.
  {
    files: elementFiles,
    ...lit.configs['flat/recommended'],
    languageOptions: { globals: browserGlobals },
  },
  { files: elementFiles, ...wc.configs['flat/best-practice'] },
  { files: elementFiles, ...litA11y.configs.recommended },
  // Right-to-left pages mirror the elements only if their layout names no physical side: logical properties
  // (margin-inline-start, inset-inline-end, text-align: start, ...) in every css`` and styleMap of an element.
  {
    files: ['components/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TaggedTemplateExpression[tag.name='css'] TemplateElement[value.raw=${PHYSICAL_SIDE}]`,
          message: PHYSICAL_SIDE_MESSAGE,
        },
        {
          selector: `CallExpression[callee.name='styleMap'] Property[key.value=${PHYSICAL_SIDE}]`,
          message: PHYSICAL_SIDE_MESSAGE,
        },
      ],
    },
  },
  // Chai's `expect(x).to.be.true` is an expression statement by design.
  { files: ['test/**/*.ts'], rules: { '@typescript-eslint/no-unused-expressions': 'off' } },
  // The core's boundary.
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lit',
              message: 'src/ is the framework-free core: no Lit here. Put DOM and Lit code under components/.',
            },
          ],
          patterns: [
            {
              group: ['lit/*', '@lit/*', '@lit-labs/*'],
              message: 'src/ is the framework-free core: no Lit here. Put DOM and Lit code under components/.',
            },
            {
              group: ['**/components/**'],
              message: 'The core never imports the elements; data flows from src/ to components/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'document',
          message:
            "src/ must load in Node: no DOM globals in the core (only src/markdown may use one, lazily). Feature-test with `'document' in globalThis`.",
        },
        { name: 'window', message: 'src/ must load in Node: use globalThis, and feature-test what you need.' },
        { name: 'customElements', message: 'Registering elements belongs in components/<tag>/<tag>.ts.' },
        { name: 'HTMLElement', message: 'src/ must load in Node: no DOM classes in the core.' },
      ],
    },
  },
  // No function in the core over about 100 lines: split it into named steps with one job each.
  {
    files: ['src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/markdown/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'customElements', message: 'Registering elements belongs in components/<tag>/<tag>.ts.' },
        { name: 'HTMLElement', message: 'src/ must load in Node: no DOM classes in the core.' },
      ],
    },
  },
);
