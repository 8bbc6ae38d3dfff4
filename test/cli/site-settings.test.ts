/**
 * docs.json settings that are not drawn by the site frame but by the CLI (issue 16): `redirects`
 * (docs dev answers 308/307; docs build writes a redirect page per fixed source and `_redirects`),
 * `seo.metatags` and the favicon in every page's head (escaped), `seo.indexing`, and `errors.404`.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startDevServer } from '../../src/cli/dev.js';
import { cli } from './helpers.js';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function project(extra: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-settings-'));
  dirs.push(dir);
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: 'Settings',
      favicon: { light: '/fav/light.png', dark: '/fav/dark.svg' },
      seo: {
        metatags: {
          'og:site_name': 'Acme "docs" <script>',
          'google-site-verification': 'abc',
          'og:title': 'Site title',
        },
        indexing: 'all',
      },
      redirects: [
        { source: '/old-guide', destination: '/guides/one' },
        { source: '/blog/:slug*', destination: 'https://blog.example.test/:slug*', permanent: false },
      ],
      navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/one', 'guides/secret'] }] },
      ...extra,
    }),
  );
  mkdirSync(join(dir, 'guides'));
  mkdirSync(join(dir, 'fav'));
  writeFileSync(join(dir, 'fav', 'light.png'), 'png');
  writeFileSync(join(dir, 'fav', 'dark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nWelcome.\n');
  writeFileSync(join(dir, 'guides', 'one.mdx'), '---\ntitle: One\n"og:title": Guide one\n---\n\nA guide.\n');
  writeFileSync(join(dir, 'guides', 'secret.mdx'), '---\ntitle: Secret\nnoindex: true\n---\n\nHidden.\n');
  return dir;
}

describe('docs build', () => {
  let out = '';
  before(async () => {
    const dir = project({
      errors: { '404': { redirect: false, title: 'Nothing <here>', description: 'Try the search.' } },
    });
    out = `${dir}-site`;
    dirs.push(out);
    const run = await cli('build', dir, '--out', out);
    assert.equal(run.code, 0, run.err);
  });

  test('every page names the favicon per colour scheme and the site meta tags, escaped; a page’s own tag wins', () => {
    const page = readFileSync(join(out, 'guides', 'one', 'index.html'), 'utf8');
    assert.match(
      page,
      /<link rel="icon" href="\/fav\/light\.png" type="image\/png" media="\(prefers-color-scheme: light\)" \/>/,
    );
    assert.match(
      page,
      /<link rel="icon" href="\/fav\/dark\.svg" type="image\/svg\+xml" media="\(prefers-color-scheme: dark\)" \/>/,
    );
    assert.ok(!page.includes('href="data:,"'));
    assert.match(page, /<meta property="og:site_name" content="Acme &quot;docs&quot; &lt;script&gt;" \/>/);
    assert.match(page, /<meta name="google-site-verification" content="abc" \/>/);
    assert.match(page, /<meta property="og:title" content="Guide one" \/>/);
    assert.ok(!page.includes('Site title'), 'the page’s og:title replaces the site’s');
    assert.ok(!page.includes('<script>'), 'no raw script from a meta tag');
    assert.equal(readFileSync(join(out, 'fav', 'dark.svg'), 'utf8').includes('<svg'), true, 'the favicon is published');
    assert.match(
      readFileSync(join(out, 'guides', 'secret', 'index.html'), 'utf8'),
      /<meta name="robots" content="noindex" \/>/,
    );
    assert.ok(!/robots/.test(page), 'indexing: all leaves other pages indexable');
  });

  test('a fixed redirect source gets a redirect page; every rule is in _redirects with 301/302', () => {
    const moved = readFileSync(join(out, 'old-guide', 'index.html'), 'utf8');
    assert.match(moved, /<meta http-equiv="refresh" content="0; url=\/guides\/one" \/>/);
    assert.match(moved, /<a href="\/guides\/one">/);
    assert.equal(
      readFileSync(join(out, '_redirects'), 'utf8'),
      '/old-guide /guides/one 301\n/blog/* https://blog.example.test/:splat 302\n',
    );
  });

  test('404.html carries errors.404’s title and description, escaped, and stays put when redirect is false', () => {
    const page = readFileSync(join(out, '404.html'), 'utf8');
    assert.match(page, /<title>Nothing &lt;here&gt; · Settings<\/title>/);
    assert.match(page, /<h1>Nothing &lt;here&gt;<\/h1><p>Try the search\.<\/p>/);
    assert.ok(!page.includes('http-equiv="refresh"'));
  });
});

describe('docs dev', () => {
  test('redirects answer 308 (permanent) or 307 with the parameters carried over; pages are never shadowed', async () => {
    const dev = await startDevServer(join(project({}), 'docs.json'), { port: 0 });
    try {
      const moved = await fetch(`${dev.url}old-guide`, { redirect: 'manual' });
      assert.equal(moved.status, 308);
      assert.equal(moved.headers.get('location'), '/guides/one');
      const blog = await fetch(`${dev.url}blog/2024/hello`, { redirect: 'manual' });
      assert.equal(blog.status, 307);
      assert.equal(blog.headers.get('location'), 'https://blog.example.test/2024/hello');
      const page = await fetch(`${dev.url}guides/one`, { redirect: 'manual' });
      assert.equal(page.status, 200);
      assert.match(await page.text(), /rel="icon" href="\/fav\/light\.png"/);
      // No errors.404: an unknown path still gets the site's page (its router shows "not found").
      assert.equal((await fetch(`${dev.url}no/such/page`, { redirect: 'manual' })).status, 200);
    } finally {
      await dev.close();
    }
  });

  test('errors.404: redirect sends an unknown path home; redirect false answers 404 with the titled page', async () => {
    const home = await startDevServer(join(project({ errors: { '404': {} } }), 'docs.json'), { port: 0 });
    try {
      const res = await fetch(`${home.url}no/such/page`, { redirect: 'manual' });
      assert.equal(res.status, 302);
      assert.equal(res.headers.get('location'), '/');
    } finally {
      await home.close();
    }
    const stay = await startDevServer(
      join(project({ errors: { '404': { redirect: false, title: 'Lost' } } }), 'docs.json'),
      {
        port: 0,
      },
    );
    try {
      const res = await fetch(`${stay.url}no/such/page`, { redirect: 'manual' });
      assert.equal(res.status, 404);
      assert.match(await res.text(), /<h1>Lost<\/h1>/);
    } finally {
      await stay.close();
    }
  });
});
