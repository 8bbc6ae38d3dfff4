import vue from '@vitejs/plugin-vue';
import { isCustomElement } from 'api-docs-elements/vue';
import { defineConfig } from 'vite';

export default defineConfig({
  // The library's tags are custom elements: Vue leaves them to the browser instead of resolving components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement } } })],
  base: './',
});
