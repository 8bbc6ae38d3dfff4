import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { ResolvedOperation } from '../src/openapi/types.js';
import { MISSING_SPEC, PETSTORE, themed } from './support/frames.js';
import { PENDING_SPEC_URL } from './support/pending-fetch.js';

interface Args {
  spec?: string;
  operation?: string;
  languages?: string;
  defaults?: 'required' | 'all';
  server?: string;
  theme?: 'light' | 'dark' | 'auto';
  revealSecrets: boolean;
}

const meta: Meta<Args> = {
  title: 'Elements/api-snippets',
  component: 'api-snippets',
  args: { spec: PETSTORE, operation: 'POST /pets', revealSecrets: false },
  argTypes: {
    defaults: { control: 'inline-radio', options: [undefined, 'required', 'all'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
  },
  render: (args) =>
    html`<api-snippets
      spec=${ifDefined(args.spec)}
      operation=${ifDefined(args.operation)}
      languages=${ifDefined(args.languages)}
      defaults=${ifDefined(args.defaults)}
      server=${ifDefined(args.server)}
      theme=${ifDefined(args.theme)}
      ?reveal-secrets=${args.revealSecrets}
    ></api-snippets>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The default tabs (curl, Python, JavaScript) for a POST with a JSON body and bearer auth. */
export const Default: Story = {};

/** Many languages in the reader's order; the chosen tab is shared and remembered. */
export const ManyLanguages: Story = {
  args: {
    operation: 'GET /pets',
    languages: 'curl,python,javascript,node,typescript,go,java,kotlin,csharp',
    defaults: 'all',
  },
};

/** The spec request never completes. */
export const Loading: Story = { args: { spec: PENDING_SPEC_URL } };

/** The spec cannot be fetched (404). */
export const Error: Story = { args: { spec: MISSING_SPEC } };

/** No operation named: the hint (the \`empty\` slot) says what to set. */
export const Empty: Story = { args: { operation: undefined } };

/** \`theme="light"\`, on a light page. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** \`theme="dark"\`, on a dark page: the code colours come from the dark \`--api-code-*\` tokens. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** \`theme="auto"\`: follows the reader's \`prefers-color-scheme\`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/**
 * Example values that look like attacks on each language's quoting: shell substitution, quotes of
 * every kind, backslashes, newlines, a closing `</script>`. Every tab must print them as literal
 * data, and the page must show them as text.
 */
const HOSTILE = `'; rm -rf ~ #"$(whoami)\`id\`\\n</script><img src=x onerror=alert(1)>`;
const hostileOperation: ResolvedOperation = {
  id: 'POST /notes/{noteId}',
  kind: 'operation',
  method: 'post',
  path: '/notes/{noteId}',
  tags: [],
  deprecated: false,
  pointer: '/paths/~1notes~1{noteId}/post',
  extensions: {},
  servers: [{ url: 'https://api.example.com/v1', variables: {} }],
  parameters: [
    { name: 'noteId', in: 'path', required: true, deprecated: false, examples: [], example: '../../etc/passwd' },
    { name: 'q', in: 'query', required: true, deprecated: false, examples: [], example: HOSTILE },
    { name: 'X-Trace', in: 'header', required: true, deprecated: false, examples: [], example: 'a"b\'c$HOME%PATH%' },
  ],
  requestBody: {
    required: true,
    content: [
      {
        mediaType: 'application/json',
        examples: [
          { value: { title: HOSTILE, path: 'C:\\Users\\${USER}\\notes', multiline: 'line one\nline two\t"tab"' } },
        ],
      },
    ],
  },
  responses: [],
  security: [[{ scheme: { key: 'bearerAuth', type: 'http', scheme: 'bearer' }, scopes: [] }]],
  diagnostics: [],
};

export const HostileExamples: Story = {
  args: { spec: undefined, operation: undefined },
  render: () =>
    html`<api-snippets
      .operation=${hostileOperation}
      languages="curl,python,javascript,go,java,csharp"
      defaults="all"
    ></api-snippets>`,
};
