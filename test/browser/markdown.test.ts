import { expect } from '@open-wc/testing';
import { Marked } from 'marked';
import { afterEach, describe, it } from '../fixtures/endpoint/mocha.js';
import {
  SanitizerUnavailableError,
  renderInlineMarkdown,
  renderMarkdown,
  safeUrl,
  sanitizeHtml,
  sanitizeInlineHtml,
  setSanitizerWindow,
} from '../../src/markdown/index.js';
import { simpleBlockHtml, simpleInlineHtml } from '../../src/markdown/plain-text.js';

/** Parses into an inert template, so nothing loads or runs while inspecting. */
function toDom(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured markdown', () => {
    const dom = toDom(
      renderMarkdown(
        '# Title\n\nSome **bold**, _em_, `code` and ~~gone~~.\n\n- one\n- two\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```json\n{"a": 1}\n```\n\n> quote',
      ),
    );
    expect(dom.querySelector('h1')?.textContent).to.equal('Title');
    expect(dom.querySelector('strong')?.textContent).to.equal('bold');
    expect(dom.querySelector('em')?.textContent).to.equal('em');
    expect(dom.querySelector('p code')?.textContent).to.equal('code');
    expect(dom.querySelector('del')?.textContent).to.equal('gone');
    expect(dom.querySelectorAll('ul li')).to.have.length(2);
    expect(dom.querySelectorAll('table td')).to.have.length(2);
    expect(dom.querySelector('th')?.getAttribute('align')).to.equal('left');
    expect(dom.querySelector('pre code')?.className).to.equal('language-json');
    expect(dom.querySelector('pre code')?.textContent).to.equal('{"a": 1}\n');
    expect(dom.querySelector('blockquote p')?.textContent).to.equal('quote');
  });

  it('gives headings no id (ids belong to the page and its field anchors)', () => {
    const dom = toDom(
      renderMarkdown('## Pets\n\n<h3 id="limit" name="x">raw</h3>\n\n<a id="petId" name="petId">x</a>'),
    );
    expect(dom.querySelectorAll('[id]')).to.have.length(0);
    expect(dom.querySelectorAll('[name]')).to.have.length(0);
  });

  it('opens absolute links in a new tab with rel noopener noreferrer', () => {
    const dom = toDom(
      renderMarkdown(
        '[ext](https://example.com/a) [proto](//example.com/b) [rel](/docs/x) [hash](#limit) [mail](mailto:a@example.com) www.example.com',
      ),
    );
    const links = [...dom.querySelectorAll('a')];
    const byText = (text: string): HTMLAnchorElement => links.find((a) => a.textContent === text) as HTMLAnchorElement;
    expect(byText('ext').getAttribute('target')).to.equal('_blank');
    expect(byText('ext').getAttribute('rel')).to.equal('noopener noreferrer');
    expect(byText('proto').getAttribute('target')).to.equal('_blank');
    expect(byText('rel').getAttribute('href')).to.equal('/docs/x');
    expect(byText('rel').hasAttribute('target')).to.equal(false);
    expect(byText('hash').getAttribute('href')).to.equal('#limit');
    expect(byText('hash').hasAttribute('target')).to.equal(false);
    expect(byText('mail').getAttribute('href')).to.equal('mailto:a@example.com');
    expect(byText('www.example.com').getAttribute('href')).to.equal('http://www.example.com');
  });

  it('ignores target and rel written in the source', () => {
    const dom = toDom(renderMarkdown('<a href="/x" target="_top" rel="opener">x</a>'));
    const a = dom.querySelector('a') as HTMLAnchorElement;
    expect(a.getAttribute('href')).to.equal('/x');
    expect(a.hasAttribute('target')).to.equal(false);
    expect(a.hasAttribute('rel')).to.equal(false);
  });

  it('drops links and images with other schemes but keeps their text', () => {
    const dom = toDom(
      renderMarkdown(
        '[a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x) [d](file:///etc/passwd) ![e](data:image/png;base64,AAAA) ![f](https://example.com/i.png) ![g](img/local.png)',
      ),
    );
    const hrefs = [...dom.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.every((h) => h === null)).to.equal(true);
    expect(dom.textContent).to.contain('a').and.contain('d');
    const srcs = [...dom.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).to.deep.equal([null, 'https://example.com/i.png', 'img/local.png']);
  });

  it('renders task lists without form controls', () => {
    const dom = toDom(renderMarkdown('- [x] done\n- [ ] open'));
    expect(dom.querySelectorAll('input')).to.have.length(0);
    expect(dom.textContent).to.contain('☑').and.contain('☐');
  });

  it('removes style, forms, iframes and event handlers', () => {
    const dom = toDom(
      renderMarkdown(
        '<p style="color:red" onclick="x()">p</p><form action="/x"><input name="a"><button>b</button></form><iframe src="/"></iframe><style>p{}</style><details open><summary>s</summary>d</details>',
      ),
    );
    expect(dom.querySelectorAll('[style],[onclick],form,input,button,iframe,style')).to.have.length(0);
    expect(dom.querySelector('details')?.hasAttribute('open')).to.equal(true);
    expect(dom.querySelector('p')?.textContent).to.equal('p');
  });

  it('keeps class only as language-* on code', () => {
    const dom = toDom(
      renderMarkdown('<span class="admin">x</span><code class="language-js">y</code><code class="evil">z</code>'),
    );
    expect(dom.querySelector('span')?.hasAttribute('class')).to.equal(false);
    expect(dom.querySelectorAll('code')[0]?.getAttribute('class')).to.equal('language-js');
    expect(dom.querySelectorAll('code')[1]?.hasAttribute('class')).to.equal(false);
  });

  it('returns an empty string for empty input', () => {
    expect(renderMarkdown('')).to.equal('');
    expect(renderMarkdown('   \n')).to.equal('');
    expect(renderMarkdown(undefined as unknown as string)).to.equal('');
  });
});

describe('renderInlineMarkdown', () => {
  it('renders inline markup without block elements', () => {
    const html = renderInlineMarkdown('Get a **pet** by `id` [docs](https://example.com)');
    const dom = toDom(html);
    expect(dom.querySelector('p')).to.equal(null);
    expect(dom.querySelector('strong')?.textContent).to.equal('pet');
    expect(dom.querySelector('code')?.textContent).to.equal('id');
    expect(dom.querySelector('a')?.getAttribute('rel')).to.equal('noopener noreferrer');
  });

  it('drops block tags written as raw HTML but keeps their text', () => {
    const dom = toDom(renderInlineMarkdown('<h1>Big</h1><table><tr><td>cell</td></tr></table>'));
    expect(dom.querySelectorAll('h1,table,td')).to.have.length(0);
    expect(dom.textContent).to.contain('Big').and.contain('cell');
  });
});

describe('safeUrl', () => {
  it('accepts http, https and relative URLs', () => {
    expect(safeUrl('https://example.com/docs')).to.equal('https://example.com/docs');
    expect(safeUrl('HTTP://example.com')).to.equal('HTTP://example.com');
    expect(safeUrl(' /docs ')).to.equal('/docs');
    expect(safeUrl('docs/intro.html')).to.equal('docs/intro.html');
    expect(safeUrl('../x')).to.equal('../x');
    expect(safeUrl('?page=2')).to.equal('?page=2');
    expect(safeUrl('#top')).to.equal('#top');
    expect(safeUrl('//cdn.example.com/x')).to.equal('//cdn.example.com/x');
    expect(safeUrl('{scheme}://api.example.com')).to.equal('{scheme}://api.example.com');
  });

  it('refuses every other scheme, however it is disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:a@example.com',
      'ftp://example.com',
      '',
      '   ',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).to.equal(undefined);
    }
    expect(safeUrl(42)).to.equal(undefined);
    expect(safeUrl(undefined)).to.equal(undefined);
  });
});

describe('setSanitizerWindow', () => {
  afterEach(() => setSanitizerWindow(undefined));

  it('refuses a window DOMPurify cannot use instead of returning unsanitised HTML', () => {
    setSanitizerWindow({});
    expect(() => renderMarkdown('<img src=x onerror=alert(1)>')).to.throw(SanitizerUnavailableError);
  });

  it('sanitises with another window (as the CLI passes a jsdom window)', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      setSanitizerWindow(frame.contentWindow);
      const html = renderMarkdown('hi <img src=x onerror=alert(1)>');
      expect(html).to.contain('<img src="x">');
      expect(html).not.to.contain('onerror');
    } finally {
      frame.remove();
    }
  });

  it('goes back to globalThis.window when reset', () => {
    setSanitizerWindow({});
    setSanitizerWindow(undefined);
    expect(renderMarkdown('*x*')).to.equal('<p><em>x</em></p>\n');
  });
});

describe('simple-text fast path', () => {
  // The reference: what marked and the sanitiser make of a string, without the fast path.
  const reference = new Marked({ gfm: true, breaks: false, async: false });
  /** HTML as the browser writes it back: the same DOM gives the same string (quotes in text unescaped). */
  const normal = (html: string | undefined): string | undefined => {
    if (html === undefined) return undefined;
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };
  const slowBlock = (text: string): string | undefined => normal(sanitizeHtml(reference.parse(text, { async: false })));
  const slowInline = (text: string): string | undefined =>
    normal(sanitizeInlineHtml(reference.parseInline(text, { async: false }) as string));

  /** Every description and summary in a spec, depth first. */
  function texts(value: unknown, out: string[] = []): string[] {
    if (Array.isArray(value)) for (const item of value) texts(item, out);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) {
        if ((key === 'description' || key === 'summary') && typeof item === 'string') out.push(item);
        else texts(item, out);
      }
    return out;
  }

  it('renders every simple description of the benchmark specs to the same HTML as marked', async () => {
    let fast = 0;
    let withCode = 0;
    for (const spec of ['petstore.json', 'twilio_api_v2010.json', 'openai.json', 'cloudflare.json']) {
      const doc = (await (await fetch(`/__shared/specs/${spec}`)).json()) as unknown;
      for (const text of new Set(texts(doc))) {
        const block = simpleBlockHtml(text);
        if (block !== undefined) {
          fast++;
          if (block.includes('<code>')) withCode++;
          expect(normal(block), text).to.equal(slowBlock(text));
          expect(renderMarkdown(text), text).to.equal(block);
        }
        const inline = simpleInlineHtml(text);
        if (inline !== undefined) {
          expect(normal(inline), text).to.equal(slowInline(text));
          expect(renderInlineMarkdown(text), text).to.equal(inline);
        }
      }
    }
    // Most real descriptions are simple; if none were, this test would prove nothing.
    expect(fast).to.be.greaterThan(5000);
    expect(withCode).to.be.greaterThan(200);
  });

  it('renders code spans, snake_case names and a final newline like marked', () => {
    for (const text of [
      'Sort by `created_at`.',
      '`asc` or `desc`\n',
      'Escapes `<a href="x">&amp;</a>` inside code',
      "It's `it's`",
      'obj_foo and a__b and 1_000',
      'include after=obj_foo, a | b, C# and C++',
      'a`b`c',
      '`only code`',
      'Backslash `a\\` in code',
    ]) {
      expect(normal(simpleBlockHtml(text)), text).to.equal(slowBlock(text));
      if (!text.endsWith('\n')) expect(normal(simpleInlineHtml(text)), text).to.equal(slowInline(text));
    }
  });

  it('sends anything with other markdown or HTML meaning through marked', () => {
    for (const text of [
      'Use **bold**',
      '<b>x</b>',
      'a & b',
      '1. first',
      '- item',
      'see https://example.com',
      'mail me@example.com',
      'www.example.com',
      'Title\n===',
      '    code',
      'a_b_',
      '_a_b',
      'a _b_ c',
      '# heading',
      '+ item',
      '#hashtag',
      '| a |',
      '[link](x)',
      'a`b``c`d',
      '``a``',
      '` padded `',
      '`unclosed',
      '```js```',
      '`https://example.com`',
      'two\n\n',
      'line\nbreak',
      'trailing \n',
      '\\`not code`',
    ])
      expect(simpleBlockHtml(text), text).to.equal(undefined);
  });
});
