import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
// preview.ts registers every tag through register-all.js; import this one too in case that list lacks it.
import '../components/api-docs/api-docs.js';
import { themed } from './support/frames.js';
import { PENDING_DOCS_URL } from './support/pending-fetch.js';

interface Args {
  src?: string;
  config?: Readonly<Record<string, unknown>>;
  routing: 'history' | 'hash';
  theme?: 'light' | 'dark' | 'auto';
}

/** The example documentation project, served by Storybook's staticDirs (see .storybook/main.ts). */
const EXAMPLE_DOCS = '/example-docs/docs.json';

/** A docs.json in memory; `src` names it, so `specs/…` resolves to /demo/specs/…. */
const IN_MEMORY = {
  name: 'Petstore (in memory)',
  api: { playground: { display: 'interactive' }, examples: { languages: ['curl', 'python'] } },
  navigation: { groups: [{ group: 'Pets', openapi: 'specs/petstore-3.0.json' }] },
};

/** A docs.json with mistakes: a page that does not exist and an operation the spec does not have. */
const WITH_PROBLEMS = {
  name: 'Docs with problems',
  navigation: {
    groups: [
      { group: 'Guides', pages: ['guides/missing-page'] },
      { group: 'Pets', openapi: 'specs/petstore-3.0.json', pages: ['GET /pets', 'PATCH /nowhere'] },
    ],
  },
};

const meta: Meta<Args> = {
  title: 'Elements/api-docs',
  component: 'api-docs',
  // Hash routing keeps Storybook's iframe URL (its path and query) untouched.
  args: { src: EXAMPLE_DOCS, routing: 'hash' },
  argTypes: {
    config: { control: false },
    routing: { control: 'inline-radio', options: ['hash', 'history'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) =>
    html`<api-docs
      src=${ifDefined(args.src)}
      .config=${args.config}
      routing=${args.routing}
      theme=${ifDefined(args.theme)}
    ></api-docs>`,
};
export default meta;

type Story = StoryObj<Args>;

/** The example project: tabs, groups, MDX guides, generated OpenAPI pages and an AsyncAPI channel. */
export const Default: Story = {};

/** docs.json never arrives. */
export const Loading: Story = { args: { src: PENDING_DOCS_URL } };

/** docs.json cannot be loaded (404): the site-wide error panel. */
export const Error: Story = { args: { src: '/example-docs/does-not-exist.json' } };

/** No docs.json named: the hint that says what to set. */
export const Empty: Story = { args: { src: undefined } };

/** `theme="light"`. */
export const Light: Story = { args: { theme: 'light' }, decorators: [themed('light')] };

/** `theme="dark"`: the whole site, and every element on its pages. */
export const Dark: Story = { args: { theme: 'dark' }, decorators: [themed('dark')] };

/** `theme="auto"`: follows the reader's `prefers-color-scheme`. */
export const Auto: Story = { args: { theme: 'auto' }, decorators: [themed('auto')] };

/** docs.json `colors.primary` is the site's accent: the sidebar, the tabs and the elements on its pages take it. */
export const BrandColour: Story = {
  args: {
    src: '/demo/docs.json',
    config: { ...IN_MEMORY, name: 'Petstore (brand colour)', colors: { primary: '#0a7d5a' } },
  },
};

/** A docs.json handed over as an object (`.config`); `src` is only the base for its paths. */
export const InMemoryConfig: Story = { args: { src: '/demo/docs.json', config: IN_MEMORY } };

/** Problems in docs.json are listed with their place in the diagnostics panel; the rest of the site still works. */
export const WithProblems: Story = { args: { src: '/demo/docs.json', config: WITH_PROBLEMS } };
