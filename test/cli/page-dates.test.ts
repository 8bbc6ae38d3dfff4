// "Last modified on" in a built page: the date of the last commit that touched the page's file (one `git log` for the
// whole project), a file's modification time when git does not know it (never committed, or no repository at all),
// the frontmatter's `lastUpdatedDate` over both, nothing with `timestamp: false`; and the server draws it, with a
// group root page's directory, in the page `docs build` writes.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { renderPageFile } from '../../src/cli/build-pages.js';
import { applyPageDates, pageDates } from '../../src/cli/page-dates.js';
import { loadProject } from '../../src/node/project.js';

const FIXTURE = resolve('test/fixtures/site-nav-meta');
const tmp = mkdtempSync(join(tmpdir(), 'docs-page-dates-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function git(dir: string, date: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.email=docs@example.test', '-c', 'user.name=Docs', ...args], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

/** The fixture in a repository: every page committed on 1 June 2025, the FAQ again on 15 July, one page never. */
function repository(): string {
  const dir = join(tmp, 'repo');
  cpSync(FIXTURE, dir, { recursive: true });
  git(dir, '2025-06-01T12:00:00Z', 'init', '-q');
  git(dir, '2025-06-01T12:00:00Z', 'add', '-A', '--', '.', ':!search/plain.mdx');
  git(dir, '2025-06-01T12:00:00Z', 'commit', '-qm', 'pages');
  writeFileSync(join(dir, 'help/faq.mdx'), '---\ntitle: FAQ\n---\n\nAnswers, rewritten.\n');
  git(dir, '2025-07-15T09:30:00Z', 'commit', '-qam', 'faq');
  utimesSync(join(dir, 'search/plain.mdx'), new Date('2020-01-02T03:04:05Z'), new Date('2020-01-02T03:04:05Z'));
  return dir;
}

const shown = (html: string): string | undefined =>
  /<p class="last-modified"[^>]*>[\s\S]*?<time datetime="([^"]+)">([^<]+)<\/time>/.exec(html)?.slice(1).join(' | ');

test('in a git repository: each page its file’s last commit, a file never committed its mtime, frontmatter first', async () => {
  const project = await loadProject(join(repository(), 'docs.json'));
  const dates = await pageDates(project);
  assert.equal(dates['help/faq'], '2025-07-15T09:30:00Z'.replace('Z', '+00:00'));
  assert.equal(dates['guides/alpha'], '2025-06-01T12:00:00+00:00');
  assert.equal(new Date(dates['search/plain']!).toISOString(), '2020-01-02T03:04:05.000Z', 'never committed: mtime');
  assert.equal(dates['guides/index'], undefined, 'its lastUpdatedDate is its date');
  assert.equal(dates['guides/beta'], undefined, 'timestamp: false shows no date');

  const dated = applyPageDates(project, dates);
  const faq = (await renderPageFile(dated, 'help/faq', { base: '/' })).html;
  assert.equal(shown(faq), '2025-07-15T09:30:00.000Z | July 15, 2025');
  assert.match(faq, /Last modified on/);
  const index = (await renderPageFile(dated, 'guides/index', { base: '/' })).html;
  assert.equal(shown(index), '2025-03-04T00:00:00.000Z | March 4, 2025');
  const beta = (await renderPageFile(dated, 'guides/beta', { base: '/' })).html;
  assert.equal(shown(beta), undefined);
});

test('the server draws a group root page’s directory: cards (inherited from navigation), an accordion list', async () => {
  const project = await loadProject(join(FIXTURE, 'docs.json'));
  const cards = (await renderPageFile(project, 'guides/index', { base: '/' })).html;
  const directory = /<nav class="directory"[^>]*data-layout="card"[\s\S]*?<\/nav>/.exec(cards)?.[0] ?? '';
  assert.deepEqual(
    [...directory.matchAll(/<a class="card" href="([^"]+)"/g)].map((m) => m[1]),
    ['/guides/alpha', '/guides/beta', '/guides/deeper/index'],
  );
  assert.match(directory, /The first steps, one at a time\./);
  const accordion = (await renderPageFile(project, 'help/index', { base: '/' })).html;
  assert.match(accordion, /<nav class="directory"[^>]*data-layout="accordion"/);
  assert.match(accordion, /<details class="accordion">[\s\S]*?Topics[\s\S]*?href="\/help\/limits"/);
  const quiet = (await renderPageFile(project, 'help/quiet', { base: '/' })).html;
  assert.doesNotMatch(quiet, /class="directory"/, '`directory: none` lists nothing');
});

test('outside any repository every page’s date is its file’s modification time', async () => {
  const dir = join(tmp, 'plain');
  cpSync(FIXTURE, dir, { recursive: true });
  utimesSync(join(dir, 'help/faq.mdx'), new Date('2021-05-06T07:08:09Z'), new Date('2021-05-06T07:08:09Z'));
  const dates = await pageDates(await loadProject(join(dir, 'docs.json')));
  assert.equal(new Date(dates['help/faq']!).toISOString(), '2021-05-06T07:08:09.000Z');
  assert.ok(Object.keys(dates).length >= 10);
});
