/**
 * Icons of groups and pages in the sidebar (docs.json `icon`, frontmatter `icon`). No icon font is
 * fetched: a few common Font Awesome / Lucide names are drawn as inline strokes, an icon given as an
 * https: URL or a path is shown as an image, and any other name falls back to a small dot so
 * titles stay aligned. Icons are decorative: the title beside them names the link.
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';

const PATHS: Readonly<Record<string, SVGTemplateResult>> = {
  book: svg`<path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z"/><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5"/>`,
  rocket: svg`<path d="M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1z"/><path d="M12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2z"/>`,
  code: svg`<path d="m16 18 6-6-6-6M8 6l-6 6 6 6"/>`,
  terminal: svg`<path d="m4 17 6-6-6-6M12 19h8"/>`,
  key: svg`<circle cx="7.5" cy="15.5" r="5.5"/><path d="m21 2-9.6 9.6M15.5 7.5l3 3L22 7l-3-3"/>`,
  lock: svg`<rect x="3" y="11" width="18" height="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/>`,
  gear: svg`<circle cx="12" cy="12" r="3"/><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"/>`,
  bolt: svg`<path d="M13 2 3 14h9l-1 8 10-12h-9z"/>`,
  globe: svg`<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z"/>`,
  image: svg`<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-5-5L5 21"/>`,
  users: svg`<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8"/>`,
  plug: svg`<path d="M12 22v-5M9 8V2M15 8V2M18 8v5a6 6 0 0 1-12 0V8z"/>`,
  star: svg`<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"/>`,
  file: svg`<path d="M14.5 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7.5z"/><path d="M14 2v6h6"/>`,
  wave: svg`<path d="M2 12h3l3-8 4 16 3-8h7"/>`,
};

const ALIASES: Readonly<Record<string, string>> = {
  'book-open': 'book',
  'book-open-cover': 'book',
  books: 'book',
  'rocket-launch': 'rocket',
  'code-simple': 'code',
  'square-terminal': 'terminal',
  'shield-check': 'lock',
  shield: 'lock',
  'lock-keyhole': 'lock',
  cog: 'gear',
  settings: 'gear',
  gears: 'gear',
  zap: 'bolt',
  'bolt-lightning': 'bolt',
  earth: 'globe',
  'globe-pointer': 'globe',
  photo: 'image',
  'user-group': 'users',
  user: 'users',
  'plug-circle-bolt': 'plug',
  'file-lines': 'file',
  'file-text': 'file',
  activity: 'wave',
  'tower-broadcast': 'wave',
  radio: 'wave',
};

/** An icon before a title: inline strokes for known names, an image for a URL or path, else a dot. */
export function renderIcon(name: string | undefined, cls: string): TemplateResult | typeof nothing {
  if (name === undefined || name === '') return nothing;
  if (/^(https:\/\/|\/)[^\s"'<>]*$/.test(name) && !name.startsWith('//'))
    return html`<img class=${`icon ${cls}`} src=${name} alt="" width="16" height="16" />`;
  const key = name.toLowerCase().replace(/^fa-/, '');
  const body = PATHS[ALIASES[key] ?? key];
  return html`<svg class=${`icon ${cls}`} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body ?? svg`<circle cx="12" cy="12" r="3" fill="currentColor" stroke="none"/>`}</svg>`;
}
