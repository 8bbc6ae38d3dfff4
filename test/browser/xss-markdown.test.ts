/**
 * Every payload of ../shared/corpus/xss/payloads/ through renderMarkdown and renderInlineMarkdown, then
 * into the live page in a way that would run anything left (a contextual fragment runs <script>; images
 * load and fire their handlers). Nothing may run, and no dangerous markup may survive.
 */
import { expect } from '@open-wc/testing';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import { renderInlineMarkdown, renderMarkdown, safeUrl } from '../../src/markdown/index.js';

interface CoreVector {
  id: number;
  category: string;
  payload: string;
  contexts: string[];
}
interface ListVector {
  index: number;
  payload: string;
  title?: string;
  section?: string;
}

const base = '/__shared/corpus/xss/payloads/';
const load = async <T>(name: string): Promise<T> => {
  const response = await fetch(base + name);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  return (await response.json()) as T;
};
const core = await load<CoreVector[]>('core-vectors.json');
const dompurify = (await load<{ vectors: ListVector[] }>('dompurify-expect.json')).vectors;
const owasp = (await load<{ vectors: ListVector[] }>('owasp-xss-filter-evasion.json')).vectors;

// Anything that executes calls one of these (the payloads use alert/confirm/prompt/print, some eval a string).
const hits: string[] = [];
const win = window as unknown as Record<string, unknown>;
for (const name of ['alert', 'confirm', 'prompt', 'print']) {
  win[name] = (...args: unknown[]) => {
    hits.push(`${name}(${args.map(String).join(',')})`);
    return undefined;
  };
}
const realEval = window.eval;
win.eval = (code: unknown) => {
  hits.push(`eval(${String(code)})`);
  return realEval(String(code));
};

const forbiddenElements =
  'script,style,iframe,frame,frameset,object,embed,applet,form,input,button,textarea,select,option,base,meta,link,svg,math,template,noscript,xmp,portal,video,audio,source,track';
const urlAttributes = [
  'href',
  'src',
  'xlink:href',
  'action',
  'formaction',
  'srcset',
  'background',
  'poster',
  'data',
  'lowsrc',
  'dynsrc',
  'cite',
];

/** Problems with sanitised markup, checked on an inert parse. */
function auditHtml(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const el of template.content.querySelectorAll('*')) {
    if (el.matches(forbiddenElements)) problems.push(`<${el.localName}> survived`);
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${el.localName}[${name}] survived`);
      if (name === 'style' || name === 'id' || name === 'name' || name === 'srcdoc' || name === 'formaction')
        problems.push(`${el.localName}[${name}] survived`);
      if (urlAttributes.includes(name)) {
        const scheme = /^([a-z][a-z0-9+.-]*):/i
          .exec(attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''))?.[1]
          ?.toLowerCase();
        if (scheme !== undefined && !['http', 'https', 'mailto'].includes(scheme))
          problems.push(`${el.localName}[${name}=${attr.value.slice(0, 40)}]`);
        if (el.localName === 'img' && scheme === 'mailto') problems.push('img with mailto src');
      }
    }
  }
  return problems;
}

const stage = document.createElement('div');
document.body.append(stage);

/** Inserts the HTML live (scripts in a contextual fragment would run), then waits for every image to settle. */
async function mountLive(html: string): Promise<void> {
  const holder = document.createElement('div');
  stage.append(holder);
  holder.append(document.createRange().createContextualFragment(html));
  const images = [...holder.querySelectorAll('img')].filter((img) => !img.complete);
  await Promise.all(
    images.map(
      (img) =>
        new Promise((done) => {
          img.addEventListener('load', done, { once: true });
          img.addEventListener('error', done, { once: true });
        }),
    ),
  );
  // Let queued event handlers (none should exist) run before the next check.
  await new Promise((done) => requestAnimationFrame(() => done(undefined)));
}

const remoteActiveLoads = (): string[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) =>
      ['script', 'link', 'css', 'iframe', 'frame', 'object', 'embed', 'xmlhttprequest'].includes(entry.initiatorType),
    )
    .filter((entry) => new URL(entry.name).host !== location.host)
    .map((entry) => `${entry.initiatorType} ${entry.name}`);

async function checkPayload(payload: string): Promise<void> {
  const before = hits.length;
  for (const html of [renderMarkdown(payload), renderInlineMarkdown(payload)]) {
    expect(auditHtml(html), html).to.deep.equal([]);
    await mountLive(html);
  }
  expect(hits.slice(before), 'executed').to.deep.equal([]);
}

describe('XSS: core vectors through markdown', () => {
  afterEach(() => stage.replaceChildren());
  for (const vector of core) {
    it(`#${vector.id} ${vector.category}: ${vector.payload.slice(0, 60)}`, async () => {
      await checkPayload(vector.payload);
    });
  }
  it('the corpus was read', () => {
    expect(core.length).to.be.greaterThan(60);
  });
});

describe('XSS: URL vectors through safeUrl', () => {
  const urlVectors = core.filter((vector) => vector.contexts.includes('url'));
  for (const vector of urlVectors) {
    it(`#${vector.id}: ${JSON.stringify(vector.payload).slice(0, 60)}`, () => {
      const url = safeUrl(vector.payload);
      if (url !== undefined) {
        // Only a protocol-relative URL may pass: the page's own http(s) completes it.
        expect(url.startsWith('//'), url).to.equal(true);
        const a = document.createElement('a');
        a.href = url;
        expect(['http:', 'https:']).to.include(a.protocol);
      }
    });
  }
  it('found the URL vectors', () => {
    expect(urlVectors.length).to.be.greaterThan(5);
  });
});

describe('XSS: DOMPurify expect.mjs vectors through markdown', () => {
  afterEach(() => stage.replaceChildren());
  for (const vector of dompurify) {
    it(`#${vector.index} ${(vector.title ?? '').slice(0, 60)}`, async () => {
      await checkPayload(vector.payload);
    });
  }
  it('the corpus was read', () => {
    expect(dompurify.length).to.be.greaterThan(200);
  });
});

describe('XSS: OWASP filter evasion cheat sheet through markdown', () => {
  afterEach(() => stage.replaceChildren());
  for (const vector of owasp) {
    it(`#${vector.index} ${vector.section ?? ''}`, async () => {
      await checkPayload(vector.payload);
    });
  }
  it('the corpus was read', () => {
    expect(owasp.length).to.be.greaterThan(100);
  });
});

describe('XSS: the whole run', () => {
  it('nothing executed and no remote script, style or frame was requested', () => {
    expect(hits).to.deep.equal([]);
    expect(remoteActiveLoads()).to.deep.equal([]);
  });

  it('the detectors work: an unsanitised handler is caught', async () => {
    const before = hits.length;
    const holder = document.createElement('div');
    stage.append(holder);
    holder.append(
      document
        .createRange()
        .createContextualFragment(
          '<img src="/__nope__.png" onerror="alert(\'probe\')"><script>confirm("probe")</script>',
        ),
    );
    const img = holder.querySelector('img') as HTMLImageElement;
    if (!img.complete) await new Promise((done) => img.addEventListener('error', done, { once: true }));
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    expect(hits.slice(before)).to.deep.equal(['confirm(probe)', 'alert(probe)']);
    expect(auditHtml('<img src=x onerror=alert(1)><a href="javascript:x">y</a>')).to.have.length(2);
    hits.length = before;
    stage.replaceChildren();
  });
});
