/**
 * Hostile specs: every payload of the shared core-vectors list is placed in descriptions, summaries,
 * titles, parameter names, example values and URL fields of a spec built here, served as a blob:
 * URL, and rendered. Nothing may execute: dialogs and eval are counted, and every shadow root is
 * searched for inline handlers, script-bearing elements and script URLs.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { after, afterEach, before, beforeEach, describe, it } from '../fixtures/endpoint/mocha.js';
import '../../components/api-endpoint/api-endpoint.js';
import '../../components/param-field/param-field.js';
import '../../components/response-field/response-field.js';
import type { ApiEndpoint } from '../../components/api-endpoint/api-endpoint.element.js';
import { deepElements, watchUncaught } from '../fixtures/endpoint/deep-query.js';

interface Vector {
  readonly id: number;
  readonly category: string;
  readonly payload: string;
  readonly contexts: readonly string[];
}

const executed: string[] = [];
const original = { alert: window.alert, confirm: window.confirm, prompt: window.prompt, eval: window.eval };

function trap(): void {
  window.alert = (msg?: unknown) => void executed.push(`alert(${String(msg)})`);
  window.confirm = (msg?: unknown) => (executed.push(`confirm(${String(msg)})`), false);
  window.prompt = (msg?: unknown) => (executed.push(`prompt(${String(msg)})`), null);
  window.eval = ((code: string) => {
    executed.push(`eval(${String(code).slice(0, 40)})`);
    return undefined;
  }) as typeof eval;
}

function untrap(): void {
  Object.assign(window, original);
}

const scriptUrl = /^(javascript|vbscript|data:text\/html|data:image\/svg)/i;
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'background', 'poster'];

/** Every way a rendered tree could run code, as readable findings. */
function findDangers(root: Element): string[] {
  const found: string[] = [];
  for (const el of deepElements(root)) {
    const tag = el.localName;
    if (['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta', 'form'].includes(tag))
      found.push(`<${tag}> element`);
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      // Browsers drop control characters and spaces before a scheme.
      const value = attr.value.replace(/[\u0000-\u0020]/g, '');
      if (urlAttributes.includes(attr.name.toLowerCase()) && scriptUrl.test(value))
        found.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
      if (attr.name === 'style' && /expression\(|url\(\s*['"]?\s*javascript/i.test(attr.value))
        found.push(`${tag}[style]`);
    }
  }
  return found;
}

/** One operation per vector: the payload in every field a spec author controls. */
function hostileSpec(vectors: readonly Vector[]): unknown {
  const paths: Record<string, unknown> = {};
  for (const v of vectors) {
    const p = v.payload;
    paths[`/v${v.id}/{id}`] = {
      get: {
        operationId: `vector${v.id}`,
        summary: p,
        description: `Vector ${v.id}: ${p}\n\n[link](${p}) ![img](${p})\n\n\`\`\`${p}\n${p}\n\`\`\``,
        externalDocs: { url: p, description: p },
        tags: [p],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: p,
            schema: { type: 'string', title: p, default: p, example: p, enum: [p, 'safe'] },
          },
          { name: p, in: 'query', description: p, schema: { type: 'string', format: p, pattern: p } },
          { name: `h${v.id}`, in: 'header', description: p, schema: { type: 'string', description: p } },
        ],
        requestBody: {
          description: p,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                title: p,
                description: p,
                required: [p],
                properties: {
                  [p]: { type: 'string', description: p, example: p },
                  nested: { type: 'object', properties: { [p]: { type: 'string', description: p } } },
                },
              },
              example: { [p]: p },
            },
          },
        },
        responses: {
          '200': {
            description: p,
            headers: { [`X-${v.id}`]: { description: p, schema: { type: 'string' } } },
            content: {
              'application/json': {
                schema: { type: 'object', properties: { [p]: { type: 'string', description: p } } },
                examples: { [p]: { summary: p, value: { html: p } } },
              },
              'text/html': { example: p },
            },
          },
          default: {
            description: p,
            content: {
              'application/json': {
                schema: { type: 'object', properties: { message: { type: 'string', example: p } } },
              },
            },
          },
        },
      },
    };
  }
  const first = vectors[0]?.payload ?? '';
  return {
    openapi: '3.0.3',
    info: {
      title: first,
      version: '1',
      description: vectors.map((v) => v.payload).join('\n\n'),
      termsOfService: 'javascript:alert("tos")',
      contact: { name: first, url: 'javascript:alert("contact")', email: first },
      license: { name: first, url: 'javascript:alert("license")' },
    },
    externalDocs: { url: 'javascript:alert("externalDocs")', description: first },
    servers: [
      ...vectors.filter((v) => v.contexts.includes('url')).map((v) => ({ url: v.payload, description: v.payload })),
      { url: 'https://ok.example.com/{p}', variables: { p: { default: 'javascript:alert(1)' } } },
    ],
    paths,
  };
}

describe('api-endpoint does not execute hostile spec content', () => {
  let vectors: Vector[] = [];
  let specUrl = '';
  let uncaught: ReturnType<typeof watchUncaught>;

  before(async () => {
    vectors = (await (await fetch('/__shared/corpus/xss/payloads/core-vectors.json')).json()) as Vector[];
    specUrl = URL.createObjectURL(new Blob([JSON.stringify(hostileSpec(vectors))], { type: 'application/json' }));
  });
  after(() => URL.revokeObjectURL(specUrl));
  beforeEach(() => {
    executed.length = 0;
    trap();
    uncaught = watchUncaught();
  });
  afterEach(() => {
    untrap();
    uncaught.stop();
  });

  it('the detectors work: they see handlers, script URLs and dialogs in a deliberately unsafe tree', async () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<img src="x" onerror="alert(\'probe\')"><a href=" javascript:alert(2)">x</a>';
    document.body.append(host);
    await new Promise((resolve) => root.querySelector('img')!.addEventListener('error', resolve, { once: true }));
    expect(findDangers(host)).to.have.length(2);
    expect(executed).to.deep.equal(['alert(probe)']);
    host.remove();
    executed.length = 0;
  });

  it('loads all core vectors', () => {
    expect(vectors.length).to.be.greaterThan(60);
  });

  it('renders every hostile operation without running anything', async () => {
    const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${specUrl} url="full"></api-endpoint>`);
    await el.updateComplete;
    const dangers = new Set<string>();
    let rendered = 0;
    for (const v of vectors) {
      el.operation = `vector${v.id}`;
      await el.updateComplete;
      // Show the second response media type and body tab too, so every field is in the DOM once.
      const title = el.shadowRoot?.querySelector('[part="title"]');
      if (title && el.shadowRoot?.querySelector('[part="error"]') === null) rendered++;
      for (const d of findDangers(el)) dangers.add(`vector ${v.id}: ${d}`);
      // Hover and click every link and button the payload could have produced, as a reader would.
      for (const node of deepElements(el)) {
        node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        if (node instanceof HTMLAnchorElement)
          node.addEventListener('click', (e) => e.preventDefault(), { once: true });
        if (node instanceof HTMLAnchorElement) node.click();
      }
    }
    // Let image errors and load handlers (the usual triggers) fire before counting.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await new Promise((r) => setTimeout(r, 200));
    expect(rendered, 'every hostile operation renders').to.equal(vectors.length);
    expect([...dangers], 'no script-capable markup').to.deep.equal([]);
    expect(executed, 'nothing executed').to.deep.equal([]);
    expect(uncaught.errors).to.deep.equal([]);
  });

  it('shows spec text as text: summaries and parameter names keep their characters', async () => {
    const v = vectors.find((x) => x.payload.includes('<script>'))!;
    const el = await fixture<ApiEndpoint>(
      html`<api-endpoint spec=${specUrl} operation=${`vector${v.id}`}></api-endpoint>`,
    );
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('[part="title"]')?.textContent).to.contain(v.payload);
    const query = el.shadowRoot?.querySelector('param-field[query]');
    expect(query?.getAttribute('query')).to.equal(v.payload);
  });

  it('links servers only for http(s) URLs', async () => {
    const el = await fixture<ApiEndpoint>(html`<api-endpoint spec=${specUrl} operation="vector1"></api-endpoint>`);
    await el.updateComplete;
    const links = Array.from(el.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[part="servers"] a') ?? []);
    for (const a of links) expect(a.protocol).to.match(/^https?:$/);
    const items = el.shadowRoot?.querySelectorAll('[part="servers"] li') ?? [];
    expect(items.length).to.be.greaterThan(links.length);
  });
});
