// `docs validate` on AsyncAPI entries: unknown channels, bare names that are channels, channel
// entries with no asyncapi in scope, and MDX `asyncapi:` frontmatter, each at its line.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { cli, fixtures } from './helpers.js';

const dir = `${fixtures}/channels`;

test('docs validate reports every channel entry that names nothing, with its place and a suggestion', async () => {
  const { code, out } = await cli('validate', dir);
  assert.equal(code, 1);
  const lines = out.trim().split('\n');
  assert.deepEqual(lines.slice(0, -1), [
    `${dir}/docs.json:9:35  error  Group "Chosen" (navigation.groups[1].pages[1]): "chta" matches no channel in events.yaml. Did you mean "chat"?  [navigation/unknown-channel]`,
    `${dir}/docs.json:9:94  warning  Group "Chosen" (navigation.groups[1].pages[4]): the page "chat" has no file chat.mdx or chat.md, so it is left out of the navigation. events.yaml has a channel "chat": write "channel chat" to list it.  [navigation/unknown-page]`,
    `${dir}/docs.json:11:37  error  Group "Loose" (navigation.groups[2].pages[0]): "channel chat" names a channel, but no enclosing group or tab sets \`asyncapi\`. Add \`asyncapi\` to the group or write "<asyncapi-file> chat".  [navigation/no-asyncapi]`,
    `${dir}/pages/room.mdx:3:1  error  \`asyncapi: user/signedpu\`: events.yaml has no channel "user/signedpu". Did you mean "user/signedup", "user/deleted"?  [navigation/unknown-channel]`,
  ]);
  assert.equal(lines.at(-1), '3 errors, 1 warning in 3 files');
});
