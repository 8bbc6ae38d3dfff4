// custom-elements-manifest analyzer plugin: what the JSDoc cannot say once per element.
// 1. Every element gets its theme knobs, `--<tag>-<token>` for each core token of
//    components/themes/token-values.ts, unless its JSDoc already documents that knob.
// 2. Modules are sorted by path, so the manifest does not depend on the file system's order.
// 3. Events the analyzer guessed from `dispatchEvent(new X(...))` calls (no name, or a constructor
//    argument taken for a name) are dropped: `@fires` documents the real ones, with a description.
import { loadTokenValues } from './lib/token-values.mjs';

const { coreTokenDescriptions } = await loadTokenValues();

function knobsFor(tag) {
  return Object.entries(coreTokenDescriptions).map(([token, description]) => ({
    name: `--${tag}-${token}`,
    description: `${description}, for this element only (falls back to \`--api-${token}\`).`,
  }));
}

export function themeTokensPlugin() {
  return {
    name: 'api-docs-theme-tokens',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in the order the file system returns them, which differs between
      // checkouts; sorted, the manifest is the same everywhere and its freshness check is reliable.
      customElementsManifest.modules?.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      for (const mod of customElementsManifest.modules ?? []) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement || !decl.tagName) continue;
          if (decl.events) decl.events = decl.events.filter((e) => e.name && e.description);
          const documented = new Set((decl.cssProperties ?? []).map((p) => p.name));
          const knobs = knobsFor(decl.tagName).filter((k) => !documented.has(k.name));
          decl.cssProperties = [...(decl.cssProperties ?? []), ...knobs];
        }
      }
    },
  };
}
