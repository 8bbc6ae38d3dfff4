import { setCustomElementsManifest } from '@storybook/web-components-vite';
import type { Preview } from '@storybook/web-components-vite';
import '../components/themes/light.css';
import '../components/themes/dark.css';
import '../components/register-all.js';
import { holdPendingRequests } from '../stories/support/pending-fetch.js';

// The manifest drives the argument tables and docs; read it only if it has been generated.
const manifests = import.meta.glob<{ default: object }>('../custom-elements.json', { eager: true });
const manifest = Object.values(manifests)[0]?.default;
if (manifest) setCustomElementsManifest(manifest);

holdPendingRequests();

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
