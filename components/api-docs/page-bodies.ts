/**
 * A site read from its manifest knows every page but holds no MDX body: each is fetched when its page is first shown,
 * once, and kept. The host re-renders when a body arrives; `settled` lets `updateComplete` wait for it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Diagnostic } from '../../src/diagnostics.js';
import { toDiagnostics } from '../../src/diagnostics.js';
import type { ParsedMdxPage } from '../../src/mdx/index.js';
import { fetchPageBody, fetchTextOverHttp, type SitePage } from './site-loader.js';

export type PageBody =
  | { readonly status: 'ready'; readonly info: SitePage }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly diagnostics: readonly Diagnostic[] };

export class PageBodiesController implements ReactiveController {
  private readonly bodies = new Map<string, ParsedMdxPage | readonly Diagnostic[]>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The page with its body, or where fetching it stands (a fetch starts on the first ask). */
  body(info: SitePage): PageBody {
    const url = info.mdxUrl;
    // Read with the rest of the site, which the host swaps in when it arrives.
    if (info.pending === true) return { status: 'loading' };
    if (info.mdx !== undefined || url === undefined) return { status: 'ready', info };
    const body = this.bodies.get(url);
    if (body === undefined) {
      this.fetch(url);
      return { status: 'loading' };
    }
    return Array.isArray(body)
      ? { status: 'failed', diagnostics: body as readonly Diagnostic[] }
      : { status: 'ready', info: { ...info, mdx: body as ParsedMdxPage } };
  }

  /** Whether the body at `url` is here (or failed). */
  has(url: string): boolean {
    return this.bodies.has(url);
  }

  /** A body the page already holds (a built page embeds its own): it is never fetched. */
  seed(url: string, page: ParsedMdxPage): void {
    this.bodies.set(url, page);
  }

  /** Whether a body is being fetched now. */
  get fetching(): boolean {
    return this.pending.size > 0;
  }

  /** Resolves once no body is being fetched. */
  get settled(): Promise<unknown> {
    return Promise.all(this.pending.values());
  }

  private fetch(url: string): void {
    if (this.pending.has(url)) return;
    const done = fetchPageBody(url, fetchTextOverHttp)
      .then(
        (page) => void this.bodies.set(url, page),
        (error: unknown) => void this.bodies.set(url, toDiagnostics(error, url)),
      )
      .finally(() => {
        this.pending.delete(url);
        this.host.requestUpdate();
      });
    this.pending.set(url, done);
  }
}
