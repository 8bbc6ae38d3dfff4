/**
 * An MDX page's `asyncapi:` frontmatter → the channel it shows, or the problem with it. One rule for
 * the site and the CLI: the spec written in the value, else the page's enclosing group's
 * `asyncapi`, else the only AsyncAPI file of the site.
 */
import { channelNames, findChannel } from './build-navigation.js';
import { didYouMean } from './did-you-mean.js';
import { normaliseSpecPath, parseChannelRef } from './page-entry.js';
import type { ChannelSummary, SpecChannels } from './types.js';

export type ChannelRefResult =
  | { readonly ok: true; readonly spec: string; readonly channel: ChannelSummary }
  | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * `specs` is keyed as in `buildNavigation`'s `asyncapi` option; `enclosing` is the page's group's
 * AsyncAPI file (`MdxPage.asyncapi`), if any.
 */
export function resolveChannelRef(
  value: string,
  specs: ReadonlyMap<string, SpecChannels>,
  enclosing?: string,
): ChannelRefResult {
  const ref = parseChannelRef(value);
  if (ref === undefined)
    return {
      ok: false,
      code: 'frontmatter/asyncapi',
      message: `\`asyncapi\` must be "<channel>" or "<spec-path> <channel>"; got ${JSON.stringify(value)}.`,
    };
  const file = ref.spec ?? enclosing ?? (specs.size === 1 ? [...specs.keys()][0] : undefined);
  if (file === undefined)
    return {
      ok: false,
      code: 'mdx/asyncapi-spec',
      message: `\`asyncapi: ${value}\` does not say which AsyncAPI file it means; write "<spec-path> ${ref.name}" or put the page in a group with \`asyncapi\`.`,
    };
  const key = [...specs.keys()].find((k) => normaliseSpecPath(k) === normaliseSpecPath(file));
  const spec = key === undefined ? undefined : specs.get(key);
  if (key === undefined || spec === undefined)
    return {
      ok: false,
      code: 'mdx/asyncapi-spec',
      message: `\`asyncapi: ${value}\` names ${file}, which is not a loaded AsyncAPI file (missing or invalid).${didYouMean(file, specs.keys())}`,
    };
  const channel = findChannel(spec, ref.name);
  if (channel === undefined)
    return {
      ok: false,
      code: 'navigation/unknown-channel',
      message: `\`asyncapi: ${value}\`: ${file} has no channel "${ref.name}".${didYouMean(ref.name, channelNames(spec)) || ` Its channels: ${spec.channels.map((c) => c.id).join(', ') || 'none'}.`}`,
    };
  return { ok: true, spec: key, channel };
}
