import { expect } from '@open-wc/testing';
import { describe, it } from '../fixtures/endpoint/mocha.js';
import { highlight, loadedHighlightGrammars, maxHighlightLength } from '../../src/highlight/index.js';

/** Resource entries for one shiki grammar module (`…/langs/dist/python.mjs`). */
const grammarRequests = (id: string): string[] =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(`/langs/dist/${id}.mjs`));

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function tokenColours(html: string): string[] {
  return [...parse(html).querySelectorAll('pre code span.line span')].map((span) => span.getAttribute('style') ?? '');
}

// Importing the module must not fetch shiki: it loads on the first highlight() call.
const shikiFetchedAtImport = performance
  .getEntriesByType('resource')
  .some((entry) => entry.name.includes('/@shikijs/') || entry.name.includes('/shiki/dist/'));

describe('highlight', () => {
  it('does not load shiki until the first call', () => {
    expect(shikiFetchedAtImport).to.equal(false);
  });

  it('highlights JSON into token spans coloured by --api-code- custom properties', async () => {
    const html = await highlight('{"name": "Rex", "age": 3, "ok": true}', 'json');
    const pre = parse(html).querySelector('pre') as HTMLPreElement;
    expect(pre.classList.contains('shiki')).to.equal(true);
    expect(pre.getAttribute('style')).to.contain('var(--api-code-background, var(--_default-code-background))');
    const colours = tokenColours(html);
    expect(colours.length).to.be.greaterThan(5);
    expect(
      colours.every((style) => /^color:var\(--api-code-([a-z-]+), var\(--_default-code-\1\)\)/.test(style)),
      colours.join('\n'),
    ).to.equal(true);
    expect(new Set(colours).size).to.be.greaterThan(2);
    expect(pre.textContent).to.equal('{"name": "Rex", "age": 3, "ok": true}');
  });

  it('highlights YAML and bash (aliases sh and shell share one grammar)', async () => {
    const yaml = await highlight('openapi: 3.1.0\ninfo:\n  title: "Pets" # comment\n', 'yml');
    expect(tokenColours(yaml).some((s) => s.includes('--api-code-token-'))).to.equal(true);
    const bash = await highlight(
      'curl -X POST "https://api.example.com" \\\n  -H "Authorization: Bearer $TOKEN"',
      'bash',
    );
    expect(tokenColours(bash).some((s) => s.includes('--api-code-token-string'))).to.equal(true);
    const sh = await highlight('echo hi', 'sh');
    expect(tokenColours(sh).length).to.be.greaterThan(0);
    expect(loadedHighlightGrammars().filter((id) => id === 'shellscript')).to.have.length(1);
  });

  it('colours follow the CSS custom properties of the page', async () => {
    const host = document.createElement('div');
    host.style.setProperty('--api-code-token-string-expression', 'rgb(1, 2, 3)');
    host.style.setProperty('--api-code-token-string', 'rgb(1, 2, 3)');
    host.innerHTML = await highlight('{"a": "b"}', 'json');
    document.body.append(host);
    try {
      const spans = [...host.querySelectorAll('span.line span')];
      const coloured = spans.filter((span) => getComputedStyle(span).color === 'rgb(1, 2, 3)');
      expect(coloured.length).to.be.greaterThan(0);
    } finally {
      host.remove();
    }
  });

  it('fetches a grammar only on first use', async () => {
    expect(loadedHighlightGrammars()).not.to.include('python');
    expect(grammarRequests('python')).to.deep.equal([]);
    expect(grammarRequests('rust')).to.deep.equal([]);
    await highlight('def f(x):\n    return x', 'python');
    expect(grammarRequests('python')).to.have.length(1);
    await highlight('print(1)', 'py');
    await highlight('print(2)', 'python3');
    expect(grammarRequests('python')).to.have.length(1);
    expect(loadedHighlightGrammars().filter((id) => id === 'python')).to.have.length(1);
    // Other grammars are still untouched.
    expect(grammarRequests('rust')).to.deep.equal([]);
    expect(grammarRequests('kotlin')).to.deep.equal([]);
  });

  it('loads concurrent first uses once', async () => {
    const results = await Promise.all([
      highlight('fn main() {}', 'rust'),
      highlight('let x = 1;', 'rs'),
      highlight('struct A;', 'rust'),
    ]);
    expect(results.every((html) => html.includes('--api-code-token-'))).to.equal(true);
    expect(grammarRequests('rust')).to.have.length(1);
  });

  it('highlights every supported language', async () => {
    const langs = [
      'xml',
      'html',
      'javascript',
      'typescript',
      'go',
      'java',
      'kotlin',
      'csharp',
      'php',
      'ruby',
      'swift',
      'dart',
      'powershell',
      'c',
      'http',
      'markdown',
      'css',
    ];
    for (const lang of langs) {
      const html = await highlight('x', lang);
      expect(html, lang).to.match(/^<pre class="shiki api-code"/);
    }
  });

  it('falls back to escaped plain text for unknown languages', async () => {
    const html = await highlight('<b>bold</b> & "q"', 'brainfuck');
    const pre = parse(html).querySelector('pre') as HTMLPreElement;
    expect(pre.classList.contains('plain')).to.equal(true);
    expect(pre.querySelectorAll('b,span')).to.have.length(0);
    expect(pre.textContent).to.equal('<b>bold</b> & "q"');
    expect(await highlight('x', '')).to.contain('plain');
    expect(await highlight('x', '__proto__')).to.contain('plain');
    expect(await highlight('x', 'constructor')).to.contain('plain');
  });

  it('keeps hostile code as text, in every language and in the fallback', async () => {
    const hostile = '</code></pre><img src=x onerror="alert(1)"><script>alert(2)</script><svg onload=alert(3)>';
    const hits: string[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void hits.push(String(message));
    try {
      for (const lang of ['json', 'html', 'bash', 'javascript', 'unknown-lang']) {
        const html = await highlight(hostile, lang);
        const fragment = parse(html);
        expect(fragment.querySelectorAll('img,script,svg,[onerror],[onload]'), lang).to.have.length(0);
        expect(fragment.querySelector('pre')?.textContent, lang).to.equal(hostile);
        // Live insertion that would run a surviving script.
        const holder = document.createElement('div');
        document.body.append(holder);
        holder.append(document.createRange().createContextualFragment(html));
        holder.remove();
      }
      expect(hits).to.deep.equal([]);
    } finally {
      window.alert = original;
    }
  });

  it('skips highlighting inputs over the size limit', async () => {
    const huge = `[${'1,'.repeat(maxHighlightLength / 2)}1]`;
    const started = performance.now();
    const html = await highlight(huge, 'json');
    expect(performance.now() - started).to.be.lessThan(1000);
    expect(html).to.contain('plain');
    expect(parse(html).querySelector('pre')?.textContent).to.equal(huge);
  });
});
