// Element stylesheets linked from a built page's declarative shadow roots (one per element kind, as `docs build`
// writes every page, src/cli/shadow-styles.ts) style the pre-rendered reference from its first frame, as inline
// sheets do: in real Chromium, the List users page as built (every sheet linked) and the same page with every sheet
// put back inline are compared — the first parameter field's box and computed style at the first animation frame that shows it (each
// linked sheet answered 400 ms late, so a page drawn before its sheets would show), with JavaScript off, and with it
// on (the live frame taking over without a warning, no layout shift). A control page whose links lead nowhere shows
// what an unstyled field looks like. Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { STYLES_DIR } from '../../src/cli/shadow-styles.js';
import { buildSite, waitForLive, type BuiltSite } from '../support/built-site.js';

const SLUG = 'api-reference/users/list-users';
const LINK = /<link rel="stylesheet" href="\/_site\/styles\/([0-9a-f]{16}\.css)">/g;
let site: BuiltSite;
/** The page's variants; the host serves `variant` at the page's own path (the site routes by it). */
const variants = new Map<string, string>();
let variant = 'inline';

before(async () => {
  site = await buildSite({
    project: 'examples/docs',
    prefix: 'docs-shadow-styles-',
    intercept: (path, res, send) => {
      if (path.replace(/\/$/, '') === `/${SLUG}`) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(variants.get(variant));
        return true;
      }
      if (path.startsWith(`/${STYLES_DIR}/`)) setTimeout(send, 400);
      else return false;
      return true;
    },
  });
  // The page as built links its sheets; the inline variant is the same page with each link replaced by its sheet.
  const built = readFileSync(join(site.out, SLUG, 'index.html'), 'utf8');
  assert.ok([...built.matchAll(LINK)].length >= 3, 'the built page links its sheets');
  variants.set('linked', built);
  const inline = built
    .replace(/ {4}<link rel="preload" as="style" href="[^"]*" \/>\n/g, '')
    .replace(LINK, (_all, name: string) => `<style>${readFileSync(join(site.out, STYLES_DIR, name), 'utf8')}</style>`);
  assert.doesNotMatch(inline, /_site\/styles\//);
  variants.set('inline', inline);
  variants.set('unstyled', built.replaceAll(`/${STYLES_DIR}/`, '/_site/nowhere/'));
});

after(() => site?.close());

interface Look {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly padding: string;
  readonly fontSize: string;
}

/** In the page: the first `<param-field>`'s base part, its box and style (null while there is none). */
const LOOK = `(() => {
  function* deep(root) {
    for (const el of root.querySelectorAll('*')) {
      yield el;
      if (el.shadowRoot) yield* deep(el.shadowRoot);
    }
  }
  const field = [...deep(document)].find((e) => e.localName === 'param-field' && e.shadowRoot);
  const base = field?.shadowRoot.querySelector('[part~="base"]');
  if (!base) return null;
  const r = base.getBoundingClientRect();
  const s = getComputedStyle(base);
  return { x: r.x, y: r.y, width: r.width, height: r.height, padding: s.padding, fontSize: s.fontSize };
})()`;

/** With JavaScript: the look at the first frame that has the field, the layout shift, and what went wrong. */
async function firstFrame(name: string): Promise<{ look: Look; cls: number; problems: string[] }> {
  const { page, problems } = await site.open();
  await page.setViewport({ width: 1440, height: 900 });
  page.on('console', (m) => {
    if (m.type() === 'warn' || /hydrat/i.test(m.text())) problems.push(m.text());
  });
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.evaluateOnNewDocument(`
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const look = ${LOOK};
      if (look !== null) window.__first = look;
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  `);
  variant = name;
  await page.goto(site.url(SLUG), { waitUntil: 'load' });
  await waitForLive(page); // the live frame has taken the server's place
  await page.waitForFunction(
    `document.querySelector('api-docs')?.shadowRoot?.querySelector('api-endpoint')?.shadowRoot?.querySelector('[part~="responses"]')`,
    { timeout: 15_000 },
  );
  const { look, cls } = (await page.evaluate('({ look: window.__first, cls: window.__cls })')) as {
    look: Look;
    cls: number;
  };
  await page.close();
  return { look, cls, problems };
}

describe('linked element stylesheets in Chromium', () => {
  test('without JavaScript the fields look exactly as with the sheets inline', async () => {
    const looks = new Map<string, Look>();
    for (const name of ['inline', 'linked', 'unstyled']) {
      variant = name;
      const page = await site.browser!.newPage();
      await page.setViewport({ width: 1440, height: 900 });
      await page.setJavaScriptEnabled(false);
      await page.goto(site.url(SLUG), { waitUntil: 'load' });
      looks.set(name, (await page.evaluate(LOOK)) as Look);
      await page.close();
    }
    console.log(`without JavaScript: ${JSON.stringify(Object.fromEntries(looks))}`);
    assert.deepEqual(looks.get('linked'), looks.get('inline'));
    assert.notDeepEqual(looks.get('unstyled'), looks.get('inline'), 'the control shows what unstyled looks like');
  });

  test('the first frame is styled, the live frame takes over cleanly and nothing shifts, as with the sheets inline', async () => {
    const inline = await firstFrame('inline');
    const linked = await firstFrame('linked');
    const unstyled = await firstFrame('unstyled');
    console.log(
      `first frame: inline ${JSON.stringify(inline.look)} cls ${inline.cls}; linked ${JSON.stringify(linked.look)} cls ${linked.cls}; unstyled ${JSON.stringify(unstyled.look)}`,
    );
    assert.notDeepEqual(unstyled.look, inline.look, 'the probe sees an unstyled field');
    assert.deepEqual(linked.look, inline.look);
    assert.deepEqual(linked.problems, []);
    // The frame is drawn by the server too (prerender-chromium): with the sheets linked, as inline, nothing shifts.
    assert.equal(linked.cls, 0, `layout shift ${linked.cls}, ${inline.cls} with the sheets inline`);
    assert.equal(inline.cls, 0);
  });
});
