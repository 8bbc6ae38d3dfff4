/** The `arazzo` field → the version line it is read as (1.0, 1.1; the unreleased 1.2 as 1.1, with a warning). */
import type { ArazzoVersion } from './types.js';

export type VersionRead =
  | { readonly ok: true; readonly version: ArazzoVersion; readonly warning?: string }
  | { readonly ok: false; readonly message: string };

export function readVersion(value: unknown): VersionRead {
  if (typeof value !== 'string')
    return {
      ok: false,
      message: `\`arazzo\` must be the version as a string, such as "1.0.1" or "1.1.0"; got ${JSON.stringify(value) ?? 'nothing'}.`,
    };
  if (/^1\.0\.\d+(-.+)?$/.test(value)) return { ok: true, version: '1.0' };
  if (/^1\.1\.\d+(-.+)?$/.test(value)) return { ok: true, version: '1.1' };
  if (/^1\.2\.\d+(-.+)?$/.test(value))
    return {
      ok: true,
      version: '1.1',
      warning: `Arazzo ${value} is not released yet; this document is read as Arazzo 1.1.`,
    };
  return { ok: false, message: `Arazzo ${value} is not supported; versions 1.0.x and 1.1.x are.` };
}
