/**
 * Which Overlays change which OpenAPI file of a site: the `overlays` of docs.json's `api.openapi` entries, in the
 * order written, then the project's own Overlay files whose `extends` names the file (found like the specs, so not
 * with `api.openapi: []`). The Overlay code itself (and its JSONPath engine) loads only when a spec has one.
 */
import type { DocsConfig } from '../config/index.js';
import type { Diagnostic } from '../diagnostics.js';
import { normaliseSpecPath } from '../navigation/index.js';
import type { PrepareSpecText, ProjectSpecFiles, SiteReader } from './types.js';

interface OverlayRef {
  /** As written in docs.json, or the project-relative path of a found Overlay. */
  readonly path: string;
  /** Where docs.json names it (absent for a found one). */
  readonly pointer?: string;
}

export interface OverlayContext {
  readonly reader: SiteReader;
  readonly diagnostics: Diagnostic[];
  /** docs.json's name and the line and column of a pointer in it, for findings about what it names. */
  readonly docsFile: string;
  readonly locate?: (pointer: string) => { line: number; column: number } | undefined;
  readonly signal?: AbortSignal;
}

const isUrl = (path: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(path);

/** `extends` of the Overlay at `overlayPath` → the spec path it means: "/" is the project root, else its own folder. */
function extendedPath(overlayPath: string, written: string): string {
  if (isUrl(written)) return written;
  const base = written.startsWith('/') ? [] : overlayPath.split('/').slice(0, -1);
  const parts: string[] = [...base];
  for (const part of written.replace(/^\/+/, '').split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

export class SpecOverlays {
  private readonly bySpec = new Map<string, OverlayRef[]>();

  private constructor(private readonly context: OverlayContext) {}

  /**
   * docs.json's Overlays (`api.openapi` entries first, with their place; then those of navigation entries), then (when
   * `files` lists the project) those that name their spec in `extends`.
   */
  static async collect(
    config: DocsConfig,
    named: ReadonlyMap<string, readonly string[]>,
    files: ProjectSpecFiles | undefined,
    context: OverlayContext,
  ): Promise<SpecOverlays> {
    const overlays = new SpecOverlays(context);
    (config.api?.openapi ?? []).forEach((source, i) => {
      (source.overlays ?? []).forEach((path, j) =>
        overlays.add(source.source, { path, pointer: overlays.pointer(i, j) }),
      );
    });
    for (const [spec, paths] of named) for (const path of paths) overlays.add(spec, { path });
    if (files !== undefined && files.overlays.length > 0) await overlays.addExtending(files);
    return overlays;
  }

  /**
   * Where docs.json writes the `j`th Overlay of the `i`th `api.openapi` entry: each of them may be a list or a single
   * value, and the parsed settings no longer say which. A pointer not in the text is placed at its nearest ancestor,
   * so the spelling placed furthest into the text is the one written.
   */
  private pointer(i: number, j: number): string {
    const spellings = [
      `/api/openapi/${i}/overlays/${j}`,
      `/api/openapi/${i}/overlays`,
      `/api/openapi/overlays/${j}`,
      '/api/openapi/overlays',
    ];
    const offset = (p: string): number => {
      const place = this.context.locate?.(p);
      return place === undefined ? -1 : place.line * 1e6 + place.column;
    };
    return spellings.reduce((best, p) => (offset(p) > offset(best) ? p : best));
  }

  private add(spec: string, ref: OverlayRef): void {
    const key = normaliseSpecPath(spec);
    const list = this.bySpec.get(key) ?? [];
    if (!list.some((r) => normaliseSpecPath(r.path) === normaliseSpecPath(ref.path))) list.push(ref);
    this.bySpec.set(key, list);
  }

  private async addExtending(files: ProjectSpecFiles): Promise<void> {
    const { overlayExtends } = await import('../overlay/index.js');
    const { reader, signal } = this.context;
    const specs = new Set(files.openapi.map(normaliseSpecPath));
    for (const path of files.overlays) {
      const placed = reader.place(path, 'spec');
      if (!('url' in placed)) continue;
      const found = await overlayExtends({ url: placed.url, text: await reader.readText(placed.url, signal) });
      if (found === undefined) continue;
      const { written, ...place } = found;
      const spec = extendedPath(path, written);
      if (!isUrl(spec) && !specs.has(spec)) {
        this.context.diagnostics.push({
          severity: 'warning',
          code: 'overlay/extends-missing',
          file: reader.fileName(placed.url, path),
          pointer: '/extends',
          ...place,
          message: `This Overlay extends "${written}", which is not an OpenAPI file of this project, so it is applied to nothing.`,
        });
        continue;
      }
      this.add(spec, { path });
    }
  }

  /** How the spec at `path` is prepared before loading, or undefined when no Overlay changes it. */
  prepare(path: string): PrepareSpecText | undefined {
    const refs = this.bySpec.get(normaliseSpecPath(path));
    if (refs === undefined || refs.length === 0) return undefined;
    return async (text, url) => {
      const { overlaidText } = await import('../overlay/index.js');
      const inputs = [];
      for (const ref of refs) {
        const input = await this.read(ref, path);
        if (input !== undefined) inputs.push(input);
      }
      const result = await overlaidText(text, url, inputs);
      this.context.diagnostics.push(...result.diagnostics);
      return result.text;
    };
  }

  private async read(ref: OverlayRef, spec: string) {
    const { reader, signal, diagnostics } = this.context;
    const placed = reader.place(ref.path, 'spec');
    if ('skip' in placed) {
      if (placed.skip !== undefined) diagnostics.push(placed.skip);
      return undefined;
    }
    try {
      return {
        url: placed.url,
        text: await reader.readText(placed.url, signal),
        name: reader.fileName(placed.url, ref.path),
      };
    } catch (error) {
      if (signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
      diagnostics.push({
        severity: 'error',
        code: 'config/overlay-missing',
        file: this.context.docsFile,
        ...(ref.pointer === undefined ? {} : { pointer: ref.pointer, ...(this.context.locate?.(ref.pointer) ?? {}) }),
        message: `The Overlay "${ref.path}" for ${spec} could not be read (${reason}), so ${spec} is shown without it.`,
      });
      return undefined;
    }
  }
}
