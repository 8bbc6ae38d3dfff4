/**
 * AsyncAPI 2.x says a `messageId` is unique among the document's messages. The parser's own rule
 * (`asyncapi2-message-messageId-uniqueness`) runs after references are resolved, so one message
 * reused through `$ref` by `publish` and `subscribe` counts twice and the whole document is
 * refused (asyncapi/parser-js#793). We switch that rule off and check here instead, on the
 * document as written: two *different* messages (inline ones, or `$ref`s to different targets)
 * sharing an id get a warning; one message referenced twice is fine.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { SourceFile } from '../openapi/parse.js';
import { childPointer, isObject, unescapeSegment } from '../openapi/pointer.js';

/** The value at a local `#/a/b` pointer of `doc`, or undefined. */
function atPointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = unescapeSegment(decodeURIComponent(raw));
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

interface Use {
  /** What the message is: its `$ref` target, or where it is written inline. */
  readonly identity: string;
  /** Where its `messageId` is written (for the diagnostic). */
  readonly pointer: string;
}

export function checkMessageIds(root: SourceFile): Diagnostic[] {
  const doc = root.data;
  if (!isObject(doc) || typeof doc.asyncapi !== 'string' || !doc.asyncapi.startsWith('2.')) return [];
  const byId = new Map<string, Use[]>();
  const visit = (message: unknown, pointer: string): void => {
    if (!isObject(message)) return;
    if (Array.isArray(message.oneOf)) {
      message.oneOf.forEach((m, i) => visit(m, childPointer(childPointer(pointer, 'oneOf'), i)));
      return;
    }
    const ref = typeof message.$ref === 'string' ? message.$ref : undefined;
    // A reference to another file: its id is that file's business, not comparable here.
    if (ref !== undefined && !ref.startsWith('#')) return;
    const target = ref === undefined ? message : atPointer(doc, ref);
    if (!isObject(target) || typeof target.messageId !== 'string') return;
    const use: Use = {
      identity: ref ?? pointer,
      pointer: ref === undefined ? childPointer(pointer, 'messageId') : `${ref.slice(1)}/messageId`,
    };
    byId.set(target.messageId, [...(byId.get(target.messageId) ?? []), use]);
  };
  const channels = isObject(doc.channels) ? doc.channels : {};
  for (const [name, channel] of Object.entries(channels)) {
    if (!isObject(channel)) continue;
    for (const action of ['publish', 'subscribe'] as const) {
      const operation = channel[action];
      if (isObject(operation))
        visit(operation.message, childPointer(childPointer(childPointer('/channels', name), action), 'message'));
    }
  }
  const out: Diagnostic[] = [];
  for (const [id, uses] of byId) {
    const distinct = [...new Map(uses.map((u) => [u.identity, u])).values()];
    if (distinct.length < 2) continue;
    const [first, ...others] = distinct;
    for (const other of others)
      out.push({
        severity: 'warning',
        code: 'asyncapi/message-id-duplicate',
        file: root.url,
        pointer: other.pointer,
        ...(root.locate(other.pointer) ?? {}),
        message: `The messageId "${id}" is also used by a different message at ${first!.pointer}; ids should be unique, so tools that look messages up by id may pick the wrong one.`,
      });
  }
  return out;
}
