// Every page of the example site on a phone (issue 14, item 8): at 360 and 390 px nothing sticks out
// to the right. Wide content (code, long paths, tables) may scroll inside its own box, never the page.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport, writeFile } from '@web/test-runner-commands';
import '../../components/api-docs/api-docs.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiDocs } from '../../components/api-docs/api-docs.element.js';
import { deepElements } from '../fixtures/endpoint/deep-query.js';
import { after, afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { resetLocation, until, visit } from '../fixtures/site-element/helpers.js';

afterEach(resetLocation);
after(() => setViewport({ width: 800, height: 600 }));

/** The parent in the rendered (flat) tree: a slotted node's slot, a shadow root's host. */
function flatParent(node: Element | Text): Element | null {
  if (node.assignedSlot) return node.assignedSlot;
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

/** Inside a box that scrolls sideways and itself ends within the viewport (a box that clips cuts it off). */
function insideScroller(node: Element | Text, width: number): boolean {
  for (let up = flatParent(node); up !== null; up = flatParent(up)) {
    const overflow = getComputedStyle(up).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return up.getBoundingClientRect().right <= width + 0.5;
  }
  return false;
}

function describeElement(node: Element): string {
  const root = node.getRootNode();
  const host = root instanceof ShadowRoot ? `${root.host.localName} › ` : '';
  const cls =
    typeof node.className === 'string' && node.className !== '' ? `.${node.className.split(/\s+/).join('.')}` : '';
  const part = node.getAttribute('part');
  const text = (node.textContent ?? '').trim().slice(0, 30);
  return `${host}${node.localName}${cls}${part ? `[part=${part}]` : ''} "${text}"`;
}

/**
 * Elements whose right edge is past the viewport, outside any box that scrolls them; only the
 * innermost of each chain, which is what makes its ancestors too wide.
 */
function overflowing(el: ApiDocs): string[] {
  const width = document.documentElement.clientWidth;
  const found: Element[] = [];
  for (const node of deepElements(el)) {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
    if (getComputedStyle(node).visibility === 'hidden') continue;
    if (insideScroller(node, width)) continue;
    found.push(node);
  }
  // Text past the edge of its own (narrower) box.
  for (const node of deepElements(el)) {
    for (const child of node.childNodes) {
      if (child.nodeType !== Node.TEXT_NODE || child.textContent!.trim() === '') continue;
      // Text its own box clips (visually hidden, cut with an ellipsis) does not widen anything.
      if (getComputedStyle(node).overflowX !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(child);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5 && !found.includes(node) && !insideScroller(child as Text, width))
        found.push(node);
    }
  }
  const ancestors = new Set<Element>();
  for (const node of found) for (let up = flatParent(node); up !== null; up = flatParent(up)) ancestors.add(up);
  return found
    .filter((node) => !ancestors.has(node))
    .map((node) => `${describeElement(node)} right=${Math.round(node.getBoundingClientRect().right)}`);
}

async function settled(el: ApiDocs): Promise<void> {
  await el.updateComplete;
  await until(() => deepElements(el).every((e) => !(e as { isLoading?: boolean }).isLoading));
  for (const child of deepElements(el)) await (child as { updateComplete?: Promise<unknown> }).updateComplete;
  // Highlighted code replaces plain code when the idle callback runs.
  await new Promise((r) => setTimeout(r, 250));
}

const LONG = 'a_really_long_identifier_that_has_no_place_to_break_on_a_phone_screen_at_all';
const URL_TEXT = 'https://example.com/a/very/long/path/that/does/not/break/anywhere/because/it/is/one/token';

/** A page and an operation made of what usually widens pages: long words, paths, code, tables. */
const STRESS_MDX = `---
title: Stress
---

## ${LONG}

See ${URL_TEXT} and \`${LONG}\`.

| Column ${LONG} | Second | Third | Fourth |
| --- | --- | --- | --- |
| ${URL_TEXT} | two words | three words here | four |

\`\`\`json title="${LONG}"
{ "${LONG}": "${URL_TEXT}", "another": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] }
\`\`\`

> ${LONG}

<Note>${URL_TEXT}</Note>

<ParamField query="${LONG}" type="string" default="${LONG}">A parameter, ${URL_TEXT}.</ParamField>

<ResponseField name="${LONG}" type="${LONG}">A field.</ResponseField>

![Banner](/test/fixtures/site-element/media/banner-4500x300.png)
`;

const STRESS_SPEC = {
  openapi: '3.0.3',
  info: { title: 'Stress', version: '1' },
  servers: [{ url: 'https://api.example.com/a/really/long/base/path/for/every/single/request/of/this/api' }],
  paths: {
    '/organizations/{organizationIdentifier}/projects/{projectIdentifier}/environments/{environmentIdentifier}': {
      get: {
        operationId: 'getEnvironment',
        summary: 'Get an environment',
        description: `| ${LONG} | b |\n| --- | --- |\n| ${URL_TEXT} | c |\n\n    ${URL_TEXT} ${URL_TEXT}`,
        parameters: ['organizationIdentifier', 'projectIdentifier', 'environmentIdentifier']
          .map((name): Record<string, unknown> => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string', example: LONG },
          }))
          .concat([
            {
              name: LONG,
              in: 'query',
              required: true,
              schema: { type: 'string', enum: [LONG, URL_TEXT], example: URL_TEXT },
            },
          ]),
        responses: {
          '200': {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { [LONG]: { type: 'string', format: LONG, pattern: `^${LONG}$` } },
                },
                example: { [LONG]: URL_TEXT, list: [URL_TEXT, URL_TEXT] },
              },
            },
          },
        },
      },
    },
  },
};

async function pagesFit(el: ApiDocs, width: number): Promise<string[]> {
  await setViewport({ width, height: 780 });
  const problems: string[] = [];
  for (const slug of el.site!.navigation.pages.keys()) {
    await visit(el, slug);
    await settled(el);
    const page = document.scrollingElement!.scrollWidth;
    if (page > innerWidth) problems.push(`${slug}: the page is ${page} px wide`);
    problems.push(...overflowing(el).map((p) => `${slug}: ${p}`));
  }
  return problems;
}

describe('<api-docs> long words, paths, code and tables on a narrow screen', () => {
  it('nothing sticks out at 360 px, the open menu included', async function () {
    this.timeout(120_000);
    const dir = '/.test-results/narrow-stress';
    const docs = {
      name: 'A site name that is rather long for a phone',
      navigation: {
        tabs: [
          { tab: 'Guides', groups: [{ group: `Group ${LONG}`, pages: ['stress'] }] },
          { tab: 'API', groups: [{ group: 'Reference', openapi: 'spec.json' }] },
        ],
      },
    };
    await writeFile({ path: `../..${dir}/docs.json`, content: JSON.stringify(docs) });
    await writeFile({ path: `../..${dir}/stress.mdx`, content: STRESS_MDX });
    await writeFile({ path: `../..${dir}/spec.json`, content: JSON.stringify(STRESS_SPEC) });
    const el = await fixture<ApiDocs>(html`<api-docs src=${`${dir}/docs.json`} base="/narrow-stress"></api-docs>`);
    await el.updateComplete;
    expect(el.site!.navigation.pages.size).to.equal(2);
    const problems = await pagesFit(el, 360);
    (el.shadowRoot!.querySelector('[part="menu-button"]') as HTMLButtonElement).click();
    await settled(el);
    problems.push(...overflowing(el).map((p) => `menu open: ${p}`));
    expect(problems).to.deep.equal([]);
  });
});

describe('<api-docs> example site on a narrow screen', () => {
  for (const width of [360, 390]) {
    it(`no page is wider than a ${width} px screen`, async function () {
      this.timeout(180_000);
      await setViewport({ width, height: 780 });
      const el = await fixture<ApiDocs>(html`<api-docs src="/examples/docs/docs.json" base="/narrow"></api-docs>`);
      await el.updateComplete;
      expect(el.site!.navigation.pages.size).to.be.greaterThan(10);
      expect(await pagesFit(el, width)).to.deep.equal([]);
    });
  }
});
