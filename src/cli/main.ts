/**
 * The `docs` command: validate, dev, build. `run()` returns the exit code instead of exiting, so
 * tests call it in-process; bin/docs.mjs calls it and exits.
 * Exit codes: 0 fine, 1 findings (errors, or warnings with --strict) or a failed build, 2 usage.
 */
import { UsageError, parseArgs, stringFlag } from './args.js';
import type { ParsedArgs } from './args.js';
import { defaultIo, type Io } from './io.js';
import { packageVersion } from './package-root.js';
import { exitCode, formatJson, formatText } from './report.js';
import { resolveTarget } from './target.js';
import { validateTarget } from './validate.js';

export type { Io } from './io.js';

export const USAGE = `Usage: docs <command> [options]

Commands:
  validate [dir | file]   Check docs.json, every spec and MDX page it names, and the navigation
                          (or one OpenAPI, AsyncAPI, Arazzo or MDX file). Default: the current folder.
  dev [dir]               Serve the site on 127.0.0.1 and update open pages when a file changes.
  build [dir]             Write a static site (one HTML file per page, the specs, a sitemap, llms.txt,
                          a Markdown twin of every page, the search index).
  upgrade [dir]           Write the docs.json equivalent to the folder's mint.json (Mintlify's
                          earlier format) and list what it could not carry over.
  mcp [dir]               An MCP server over stdio (or --http) for AI agents: search the docs, read pages
                          and operations; with --allow-calls, call the API's declared servers.

Options:
  validate  --strict            fail on warnings too (pages Mintlify would still publish: lenient
                                frontmatter, unknown {{variables}}, …)
            --format text|json  output for people (default) or for tools
            --verbose           also print info findings
            --breaking REF      also compare each OpenAPI file with its text at git REF: a change
                                that breaks existing clients is an error (for CI)
  dev       --port N            port to listen on (default 4321, or the next free one)
  build     --out DIR           output folder (default: dist-docs)
            --base /path/       URL path the site is served under (default: /)
            --url https://host  the site's origin, for absolute sitemap URLs
            --threads N         worker threads for the pages (default: one per core on big sites)
            --changelog-since REF  the changelog from each spec's git history since REF (a tag,
                                a branch, a commit) instead of docs.json's versions or api.changelog
            --project-components
                                runs the project's own code at build time and in readers' browsers, as
                                Mintlify does: its React components (snippets/*.jsx) render and hydrate
                                (dev and validate take it too)
            --islands           each page's server HTML is the page: a small bootstrap wakes its controls
                                in place, and search and Try it load when used (instead of the whole
                                bundle drawing the page again)
  upgrade   --force             replace an existing docs.json
  mcp       --http PORT         Streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio
            --allow-calls       one tool per operation, sent only to servers the specs declare
            --bearer-env VAR    credentials for those calls, read from environment variables
            --basic-env VAR     (user:password) and never shown in a result
            --api-key-env VAR
            --changelog-since REF  list_changes from the specs' git history since REF
  -h, --help                    this help
  -v, --version                 the version

Exit codes: 0 no errors, 1 errors found (or warnings with --strict) or the build failed, 2 bad usage.
`;

export async function run(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      (command === undefined ? io.err : io.out)(USAGE);
      return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-v') {
      io.out(`${packageVersion()}\n`);
      return 0;
    }
    switch (command) {
      case 'validate':
        return await validateCommand(
          parseArgs(
            rest,
            ['strict', 'format', 'verbose', 'project-components', 'breaking', 'help'],
            ['format', 'breaking'],
          ),
          io,
        );
      case 'dev': {
        const { devCommand } = await import('./dev.js');
        return await devCommand(parseArgs(rest, ['port', 'project-components', 'help'], ['port']), io);
      }
      case 'build': {
        const { buildCommand } = await import('./build.js');
        return await buildCommand(
          parseArgs(
            rest,
            ['out', 'base', 'url', 'threads', 'project-components', 'changelog-since', 'islands', 'help'],
            ['out', 'base', 'url', 'threads', 'changelog-since'],
          ),
          io,
        );
      }
      case 'mcp': {
        const { mcpCommand } = await import('./mcp.js');
        const values = ['http', 'bearer-env', 'basic-env', 'api-key-env', 'changelog-since'];
        return await mcpCommand(parseArgs(rest, [...values, 'allow-calls', 'help'], values), io);
      }
      case 'upgrade': {
        const { upgradeCommand } = await import('./upgrade.js');
        return upgradeCommand(parseArgs(rest, ['force', 'help'], []), io);
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`docs: ${error.message}\n\n${USAGE}`);
    return 2;
  }
}

async function validateCommand(args: ParsedArgs, io: Io): Promise<number> {
  if (args.flags.has('help')) {
    io.out(USAGE);
    return 0;
  }
  const format = stringFlag(args, 'format') ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new UsageError(`--format must be "text" or "json", not "${format}".`);
  if (args.positionals.length > 1) throw new UsageError('validate takes one folder or file.');
  const target = resolveTarget(args.positionals[0] ?? '.');
  const projectComponents = args.flags.get('project-components') === true;
  const result = await validateTarget(target, projectComponents ? { projectComponents } : {});
  const breaking = stringFlag(args, 'breaking');
  const { files } = result;
  const diagnostics =
    breaking === undefined
      ? result.diagnostics
      : [...result.diagnostics, ...(await (await import('./breaking.js')).breakingFindings(target, breaking))];
  io.out(
    format === 'json'
      ? formatJson(diagnostics, files)
      : formatText(diagnostics, files, { verbose: args.flags.has('verbose') }),
  );
  return exitCode(diagnostics, args.flags.has('strict'));
}
