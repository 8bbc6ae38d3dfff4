import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { ApiDocs } from '../components/api-docs/api-docs.element.js';

/**
 * The elements put together as a reader meets them: a whole documentation site from one docs.json
 * (the example project in examples/docs, served by Storybook's staticDirs), with MDX guides, generated
 * OpenAPI pages with the playground, and an AsyncAPI WebSocket channel.
 */
const meta: Meta = {
  title: 'Composition/api-docs',
  component: 'api-docs',
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj;

/** The example project, as `docs dev` serves it: sidebar, tabs, search, pages, playgrounds. */
export const WholeSite: Story = {
  render: () => html`<api-docs src="/example-docs/docs.json" routing="hash"></api-docs>`,
};

/** The same site opened on a generated endpoint page, with its parameters, responses and "Try it". */
export const EndpointPage: Story = {
  render: () => html`<api-docs src="/example-docs/docs.json" routing="hash"></api-docs>`,
  play: async ({ canvasElement }) => {
    const docs = canvasElement.querySelector<ApiDocs>('api-docs');
    if (!docs) throw new Error('no <api-docs> in the story');
    await docs.updateComplete;
    const slug = docs.site?.navigation.order.find((s) => s.endsWith('get-user'));
    if (slug === undefined) throw new Error('the example site has no get-user page');
    docs.navigate(slug);
    await docs.updateComplete;
    if (docs.shadowRoot?.querySelector('api-endpoint') === null)
      throw new Error('the endpoint page shows no <api-endpoint>');
  },
};
