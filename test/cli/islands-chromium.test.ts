// `docs build --islands` in real Chromium: the server's HTML is the page. A small bootstrap wakes its controls in
// place (components/islands/): the server's nodes stay the page's nodes, the theme toggle acts at the first frame,
// `/` opens search, "Try it" opens the playground and a Send reaches the example API, the layout never shifts, and
// axe-core finds nothing on the page, with search open and with Try it open. Without JavaScript the page reads whole.
// Needs the bundle: `npm run build`.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ElementHandle, Page } from 'puppeteer-core';
// @ts-expect-error: a plain .mjs module without types
import { createApiServer, listenOn } from '../../examples/api-server/server.mjs';
import { routeExampleApi } from '../support/example-api.js';
import { buildSite, operationSlugs, visibleInSite, type BuiltSite } from '../support/built-site.js';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let site: BuiltSite;
let api: Server;
let apiPort: number;
let slug: (op: string) => string;

before(async () => {
  site = await buildSite({ project: 'examples/docs', prefix: 'docs-islands-', flags: ['--islands'] });
  api = createApiServer() as Server;
  apiPort = (await listenOn(api, 0)) as number;
  ({ slug } = operationSlugs(site.out));
});

after(async () => {
  api?.close();
  await site?.close();
});

async function click(page: Page, selector: string): Promise<void> {
  const handle = await page.waitForFunction(visibleInSite(selector), { timeout: 15_000 });
  await (handle.asElement() as ElementHandle<Element>).click();
}

/** axe-core's violations under `<api-docs>`, colour contrast on. */
async function axe(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return (await page.evaluate(
    `axe.run({ include: [{ fromShadowDom: ['api-docs'] }] }, { rules: { 'color-contrast': { enabled: true } } }).then((r) => r.violations.map((v) => v.id + ': ' + JSON.stringify(v.nodes.map((n) => n.target))))`,
  )) as string[];
}

describe('docs build --islands in Chromium', () => {
  test('pages load the bootstrap, not the bundle, and the build prints its size', () => {
    const html = readFileSync(join(site.out, slug('GET /users'), 'index.html'), 'utf8');
    assert.match(
      html,
      /<script type="module" blocking="render" src="\/api-docs-assets\/islands\/api-docs-islands\.js"><\/script>/,
    );
    assert.doesNotMatch(html, /api-docs-elements\.js/);
    assert.match(site.built.out, /islands bootstrap \d+\.\d KB gzip up front/);
  });

  test("the server's nodes are the page's: nothing is drawn again, nothing shifts", async () => {
    const { page, problems } = await site.open();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    // Noted when parsing ends, before any deferred script runs.
    await page.evaluateOnNewDocument(`
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const root = document.querySelector('api-docs').shadowRoot;
        window.__first = { endpoint: root.querySelector('api-endpoint'), title: root.querySelector('[part~="page-title"], h2.title') };
      });
    `);
    await page.goto(site.url(slug('GET /users')), { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1000));
    const seen = (await page.evaluate(`(() => {
      const root = document.querySelector('api-docs').shadowRoot;
      const endpoint = root.querySelector('api-endpoint');
      return {
        same: window.__first.endpoint === endpoint && endpoint.isConnected,
        endpoints: root.querySelectorAll('api-endpoint').length,
        defined: customElements.get('api-docs') !== undefined,
        cls: window.__cls,
      };
    })()`)) as { same: boolean; endpoints: number; defined: boolean; cls: number };
    assert.deepEqual(seen, { same: true, endpoints: 1, defined: false, cls: 0 });
    // Before any interaction only the bootstrap is fetched: "Try it" in view fetches no playground.
    assert.deepEqual(scripts, ['/api-docs-assets/islands/api-docs-islands.js']);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('the theme toggle acts at the first frame that shows the page', async () => {
    const page = await site.browser!.newPage();
    // At the first animation frame with the server's toggle on show: a click on "Dark", then, a frame later, what it did.
    await page.evaluateOnNewDocument(`
      window.__theme = new Promise((resolve) => {
        const frame = () => {
          const root = document.querySelector('api-docs')?.shadowRoot;
          const dark = root?.querySelector('.scheme-option[data-scheme="dark"]');
          if (!dark) return requestAnimationFrame(frame);
          dark.click();
          requestAnimationFrame(() => resolve({
            theme: document.querySelector('api-docs').getAttribute('theme'),
            pressed: dark.getAttribute('aria-pressed'),
            stored: localStorage.getItem('api-docs:scheme'),
          }));
        };
        requestAnimationFrame(frame);
      });
    `);
    await page.goto(site.url(slug('GET /users')), { waitUntil: 'load' });
    assert.deepEqual(await page.evaluate('window.__theme'), { theme: 'dark', pressed: 'true', stored: 'dark' });
    // Remembered: the next page opens dark.
    await page.evaluate(`localStorage.setItem('api-docs:scheme', 'dark')`);
    await page.goto(site.url('introduction'), { waitUntil: 'load' });
    await page.waitForFunction(`document.querySelector('api-docs').getAttribute('theme') === 'dark'`, {
      timeout: 5000,
    });
    await page.evaluate(`localStorage.clear()`);
    await page.close();
  });

  test('`/` opens search; a query finds a page, and Enter opens it; axe finds nothing with search open', async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    await page.keyboard.press('/');
    await page.waitForFunction(`${visibleInSite('dialog.search')}?.open === true`, { timeout: 10_000 });
    assert.deepEqual(await axe(page), []);
    await page.keyboard.type('upload');
    await page.waitForFunction(`${visibleInSite('[role="option"]')} !== null`, { timeout: 10_000 });
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    assert.match(new URL(page.url()).pathname, /upload/);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('the sidebar groups collapse and open again in place', async () => {
    const { page } = await site.open(slug('GET /users'));
    const group = `${visibleInSite('.group-toggle[aria-expanded]')}`;
    const state = `(() => { const b = ${group}; return [b.getAttribute('aria-expanded'), b.getRootNode().getElementById(b.getAttribute('aria-controls')).hidden]; })()`;
    assert.deepEqual(await page.evaluate(state), ['true', false]);
    await click(page, '.group-toggle[aria-expanded]');
    assert.deepEqual(await page.evaluate(state), ['false', true]);
    await page.close();
  });

  test("Try it opens the playground with the page's operation, and Send reaches the example API; axe finds nothing", async () => {
    const page = await site.browser!.newPage();
    const sent = await routeExampleApi(page, apiPort);
    await page.goto(site.url(slug('GET /media/image.png')), { waitUntil: 'load' });
    await click(page, '[part~="try-it"]');
    await page.waitForFunction(`${visibleInSite('[part~="send"]')} !== null`, { timeout: 15_000 });
    assert.deepEqual(await axe(page), []);
    await click(page, '[part~="send"]');
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(sent.length, 1, 'no request reached the example API');
    assert.match(sent[0]!, /^200 .*\/media\/image\.png$/);
    await page.close();
  });

  test("the request example's language menu shows another language, drawn in the server's element; axe finds nothing", async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    await page.evaluate(`window.__snippets = ${visibleInSite('api-snippets')}`);
    await click(page, '[part~="language-button"]');
    await page.waitForFunction(`${visibleInSite('[role="option"]')} !== null`, { timeout: 15_000 });
    assert.deepEqual(await axe(page), []);
    await page.evaluate(`(() => {
      const list = ${visibleInSite('[role="listbox"]')};
      [...list.querySelectorAll('[role="option"]')].find((o) => o.textContent.includes('Python')).click();
    })()`);
    await page.waitForFunction(
      `${visibleInSite('[part~="code"][data-language="python"]')}?.textContent.includes('requests') === true`,
      {
        timeout: 15_000,
      },
    );
    const seen = (await page.evaluate(`(() => {
      const snippets = ${visibleInSite('api-snippets')};
      return { same: snippets === window.__snippets, label: snippets.shadowRoot.querySelector('[part~="language-button"]').getAttribute('aria-label') };
    })()`)) as { same: boolean; label: string };
    assert.deepEqual(seen, { same: true, label: 'Language: Python' });
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(problems, []);
    await page.evaluate(`localStorage.clear()`);
    await page.close();
  });

  test("the response examples' status tabs show each status's example, by click and by arrow keys", async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    const shown = `(() => {
      const card = ${visibleInSite('[part~="response-example"]')};
      const selected = [...card.querySelectorAll('[role="tab"]')].filter((t) => t.getAttribute('aria-selected') === 'true');
      return [selected.map((t) => t.textContent.trim()).join(), card.querySelector('[role="tabpanel"] [part~="code"]')?.getAttribute('aria-label')];
    })()`;
    assert.deepEqual(await page.evaluate(shown), ['200', 'Example 200 response']);
    // A real click: the tab takes focus, so the arrow keys go to it.
    const tab = await page.evaluateHandle(
      `[...${visibleInSite('[part~="response-example"]')}.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === '400')`,
    );
    await (tab as ElementHandle<Element>).click();
    await page.waitForFunction(`${shown}[1] === 'Example 400 response'`, { timeout: 15_000 });
    assert.deepEqual(await page.evaluate(shown), ['400', 'Example 400 response']);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(`${shown}[1] === 'Example 401 response'`, { timeout: 15_000 });
    assert.deepEqual(await page.evaluate(shown), ['401', 'Example 401 response']);
    assert.deepEqual(await axe(page), []);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('headings carry anchor links, the table of contents marks the section read, and #anchors open in place', async () => {
    const page = await site.browser!.newPage();
    await page.setViewport({ width: 1400, height: 900 }); // wide enough for the "On this page" column
    await page.evaluateOnNewDocument(`
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto(site.url('guides/authentication'), { waitUntil: 'networkidle0' });
    const current = `${visibleInSite('a.toc-link[aria-current="location"]')}?.hash ?? null`;
    const anchors = (await page.evaluate(`(() => {
      const root = document.querySelector('api-docs').shadowRoot;
      return [...root.querySelectorAll('.mdx-body :is(h2, h3) > a.heading-anchor')].map((a) => new URL(a.href).hash);
    })()`)) as string[];
    assert.ok(anchors.includes('#bearer-token') && anchors.includes('#api-key'), anchors.join());
    assert.equal(await page.evaluate(current), '#bearer-token');
    await click(page, 'a.toc-link[href$="#where-the-playground-keeps-it"]');
    await page.waitForFunction(`${current} === '#where-the-playground-keeps-it'`, { timeout: 5000 });
    assert.equal(new URL(page.url()).hash, '#where-the-playground-keeps-it');
    // Scrolled to it (the last section of a short page reaches the screen, not its top).
    const top = `(() => { const t = document.querySelector('api-docs').shadowRoot.getElementById('where-the-playground-keeps-it').getBoundingClientRect().top; return scrollY > 0 && t >= 0 && t < innerHeight ? 0 : 999; })()`;
    assert.ok(((await page.evaluate(top)) as number) < 200, 'the section is not at the top of the screen');
    await page.goBack();
    await page.waitForFunction(`location.hash === ''`, { timeout: 5000 });
    assert.equal(await page.evaluate('window.__cls'), 0);
    // A page opened at an anchor opens there.
    await page.goto(site.url('guides/authentication#api-key'), { waitUntil: 'networkidle0' });
    await page.waitForFunction(`${current} === '#api-key'`, { timeout: 5000 });
    assert.ok(((await page.evaluate(top.replace('where-the-playground-keeps-it', 'api-key'))) as number) < 200);
    assert.deepEqual(await axe(page), []);
    await page.close();
  });

  /** The page shown: its article's slug, the document's title, the sidebar's current link, and a mark set on load. */
  const shown = `(() => {
    const root = document.querySelector('api-docs').shadowRoot;
    return {
      slug: root.querySelector('article.page')?.dataset.slug,
      title: document.title,
      current: root.querySelector('.sidebar [aria-current="page"]')?.dataset.slug,
      sameDocument: window.__loaded === true,
      scrollY: Math.round(scrollY),
    };
  })()`;

  async function sidebarLink(page: Page, to: string): Promise<void> {
    await click(page, `.sidebar a.nav-link[data-slug="${to}"]`);
    await page.waitForFunction(`${shown}.slug === ${JSON.stringify(to)}`, { timeout: 15_000 });
    // A View Transition's pseudo-elements take the clicks while it runs, as for any reader.
    await page.waitForFunction(`!document.documentElement.matches(':active-view-transition')`);
  }

  test('a sidebar link swaps the next page in place; Back and Forward return with their scroll; axe finds nothing', async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    await page.evaluate(`window.__loaded = true; scrollTo(0, 300)`);
    const node = await page.evaluate(`window.__frame = document.querySelector('api-docs'); true`);
    assert.equal(node, true);
    await sidebarLink(page, slug('POST /users'));
    const next = (await page.evaluate(shown)) as Record<string, unknown>;
    assert.equal(next['sameDocument'], true, 'the page was loaded again, not swapped');
    assert.equal(next['current'], slug('POST /users'));
    assert.match(String(next['title']), /Create a user/);
    assert.equal(next['scrollY'], 0);
    assert.equal(new URL(page.url()).pathname, `/${slug('POST /users')}`);
    assert.equal(await page.evaluate(`window.__frame === document.querySelector('api-docs')`), true);
    // The swapped page's controls work as the first page's: its Try it opens with its own operation.
    await click(page, '[part~="try-it"]');
    await page.waitForFunction(`${visibleInSite('[part~="send"]')} !== null`, { timeout: 15_000 });
    await page.keyboard.press('Escape');
    assert.deepEqual(await axe(page), []);

    await page.evaluate('history.back()');
    await page.waitForFunction(`${shown}.slug === ${JSON.stringify(slug('GET /users'))}`, { timeout: 15_000 });
    await page.waitForFunction(`${shown}.scrollY === 300`, { timeout: 15_000 });
    assert.equal(((await page.evaluate(shown)) as Record<string, unknown>)['sameDocument'], true);
    await page.evaluate('history.forward()');
    await page.waitForFunction(`${shown}.slug === ${JSON.stringify(slug('POST /users'))}`, { timeout: 15_000 });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('a credential typed on one page is still in the playground after a sidebar link and after Back, and never stored', async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    await page.evaluate(`window.__loaded = true`);
    const openTryIt = async (): Promise<ElementHandle<Element>> => {
      await click(page, '[part~="try-it"]');
      const field = await page.waitForFunction(visibleInSite('input[type="password"]'), { timeout: 15_000 });
      return field.asElement() as ElementHandle<Element>;
    };
    const secret = 'demo-token-typed-once';
    await (await openTryIt()).type(secret);
    await page.keyboard.press('Escape');
    await sidebarLink(page, slug('POST /users'));
    const typed = `${visibleInSite('input[type="password"]')}?.value`;
    await openTryIt();
    assert.equal(await page.evaluate(typed), secret, 'the credential is gone after a sidebar link');
    await page.keyboard.press('Escape');
    await page.evaluate('history.back()');
    await page.waitForFunction(`${shown}.slug === ${JSON.stringify(slug('GET /users'))}`, { timeout: 15_000 });
    await page.waitForFunction(`!document.documentElement.matches(':active-view-transition')`);
    await openTryIt();
    assert.equal(await page.evaluate(typed), secret, 'the credential is gone after Back');
    assert.equal(((await page.evaluate(shown)) as Record<string, unknown>)['sameDocument'], true);
    const stored = (await page.evaluate(
      `JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage), document.cookie, location.href, history.state])`,
    )) as string;
    assert.ok(!stored.includes(secret), `the credential was stored: ${stored}`);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('a link to a file of the site (the .md twin) is a normal link, loaded by the browser', async () => {
    const { page } = await site.open(slug('GET /users'));
    await page.evaluate(`window.__loaded = true`);
    // The `.md` twin is a file, not a page: the browser loads it.
    await page.evaluate(`(() => {
      const a = document.createElement('a');
      a.href = '/${slug('GET /users')}.md';
      a.textContent = 'markdown';
      document.querySelector('api-docs').shadowRoot.querySelector('article.page').append(a);
    })()`);
    await Promise.all([page.waitForNavigation(), click(page, 'article.page a[href$=".md"]')]);
    assert.match(new URL(page.url()).pathname, /\.md$/);
    await page.close();
  });

  test('the "Copy page" menu is drawn by the server and wakes on a press: its items, the .md twin, the copy itself; axe finds nothing', async () => {
    const { page, problems } = await site.open(slug('GET /users'));
    await page.browserContext().overridePermissions(site.origin, ['clipboard-read', 'clipboard-sanitized-write']);
    await page.bringToFront(); // the clipboard is the focused tab's
    // Drawn by the server, before any script of the menu has loaded.
    const drawn = (await page.evaluate(`(() => {
      const actions = ${visibleInSite('api-page-actions')};
      return { defined: customElements.get('api-page-actions') !== undefined, label: actions?.shadowRoot.querySelector('[part="button"]')?.textContent.trim() };
    })()`)) as { defined: boolean; label?: string };
    assert.deepEqual(drawn, { defined: false, label: 'Copy page' });
    const menuButton = (await page.evaluateHandle(
      `${visibleInSite('api-page-actions')}.shadowRoot.querySelector('[part="menu-button"]')`,
    )) as ElementHandle<Element>;
    await menuButton.click();
    await page
      .waitForFunction(`${visibleInSite('api-page-actions')}?.shadowRoot.querySelector('[role="menu"]') != null`, {
        timeout: 15_000,
      })
      .catch(async (error: Error) => {
        const state = await page.evaluate(`(() => {
          const actions = ${visibleInSite('api-page-actions')};
          return { defined: !!customElements.get('api-page-actions'), defer: actions?.hasAttribute('defer-hydration'), html: actions?.shadowRoot.innerHTML.slice(0, 400), url: location.href };
        })()`);
        throw new Error(`${error.message}: ${JSON.stringify(state)}; ${problems.join(' | ')}`);
      });
    const menu = (await page.evaluate(`(() => {
      const root = ${visibleInSite('api-page-actions')}.shadowRoot;
      return {
        expanded: root.querySelector('[part="menu-button"]').getAttribute('aria-expanded'),
        items: [...root.querySelectorAll('[role="menuitem"] .item-label')].map((n) => n.textContent),
        twin: root.querySelector('a[role="menuitem"]:not([download])')?.getAttribute('href'),
        focused: root.activeElement?.textContent.trim().startsWith('Copy page'),
      };
    })()`)) as { expanded: string; items: string[]; twin: string; focused: boolean };
    assert.equal(menu.expanded, 'true');
    assert.deepEqual(menu.items.slice(0, 2), ['Copy page', 'View as Markdown']);
    assert.equal(new URL(menu.twin).pathname, `/${slug('GET /users')}.md`);
    assert.ok(menu.focused, 'the first item has the focus');
    assert.deepEqual(await axe(page), []);
    // Escape closes the menu; the Copy page button copies the page's Markdown twin.
    await page.keyboard.press('Escape');
    await click(page, '[part="button"]');
    await page.waitForFunction(
      `${visibleInSite('api-page-actions')}?.shadowRoot.querySelector('.status')?.textContent.trim() !== ''`,
      { timeout: 15_000 },
    );
    const status = await page.evaluate(
      `${visibleInSite('api-page-actions')}.shadowRoot.querySelector('.status').textContent.trim()`,
    );
    assert.equal(status, 'Copied as Markdown');
    const copied = (await page.evaluate(`navigator.clipboard.readText()`)) as string;
    const twin = await (await fetch(site.url(`${slug('GET /users')}.md`))).text();
    assert.equal(copied, twin);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('without JavaScript the page reads whole', async () => {
    const page = await site.browser!.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(site.url(slug('GET /users')), { waitUntil: 'load' });
    const text = (await page.evaluate(`(() => {
      const text = (node) => {
        let out = '';
        for (const child of node.childNodes) {
          if (child.nodeType === 3) out += child.data;
          else if (child.nodeType === 1 && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(child.tagName)) {
            if (child.shadowRoot) out += ' ' + text(child.shadowRoot);
            out += ' ' + text(child);
          }
        }
        return out;
      };
      return text(document.body).replace(/\\s+/g, ' ');
    })()`)) as string;
    for (const expected of ['List users', 'GET', '/users', 'Try it', 'Response', 'Copy page'])
      assert.ok(text.includes(expected), `"${expected}" is not on the page without JavaScript`);
    await page.close();
  });
});
