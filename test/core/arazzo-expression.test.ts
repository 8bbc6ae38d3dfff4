/** The runtime expression parser (src/arazzo/expression.ts) against the ABNF of the Arazzo specification. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expressionsInCondition, expressionsInValue, parseExpression } from '../../src/arazzo/index.js';

test('parses every root of the ABNF', () => {
  assert.deepEqual(parseExpression('$statusCode'), { ok: true, expression: { root: 'statusCode' } });
  assert.deepEqual(parseExpression('$url'), { ok: true, expression: { root: 'url' } });
  assert.deepEqual(parseExpression('$response.body#/items/0/id'), {
    ok: true,
    expression: { root: 'response', source: { in: 'body', pointer: '/items/0/id' } },
  });
  assert.deepEqual(parseExpression('$request.body'), {
    ok: true,
    expression: { root: 'request', source: { in: 'body' } },
  });
  assert.deepEqual(parseExpression('$response.header.Set-Cookie'), {
    ok: true,
    expression: { root: 'response', source: { in: 'header', name: 'Set-Cookie' } },
  });
  assert.deepEqual(parseExpression('$request.query.page'), {
    ok: true,
    expression: { root: 'request', source: { in: 'query', name: 'page' } },
  });
  assert.deepEqual(parseExpression('$message.payload#/orderId'), {
    ok: true,
    expression: { root: 'message', source: { in: 'payload', pointer: '/orderId' } },
  });
  assert.deepEqual(parseExpression('$steps.login.outputs.token'), {
    ok: true,
    expression: { root: 'steps', name: 'login.outputs.token', path: ['login', 'outputs', 'token'] },
  });
  assert.deepEqual(parseExpression('$inputs.pet#/id'), {
    ok: true,
    expression: { root: 'inputs', name: 'pet', path: ['pet'], pointer: '/id' },
  });
  assert.deepEqual(parseExpression('$components.parameters.page'), {
    ok: true,
    expression: { root: 'components', name: 'parameters.page', path: ['parameters', 'page'] },
  });
});

test('refuses what the ABNF does not allow, saying why', () => {
  const reason = (text: string): string => {
    const parsed = parseExpression(text);
    assert.equal(parsed.ok, false, text);
    return parsed.ok ? '' : parsed.reason;
  };
  assert.match(reason('inputs.x'), /starts with "\$"/);
  assert.match(reason('$foo.bar'), /"\$foo" is not a runtime expression/);
  assert.match(reason('$statusCode.x'), /takes nothing after it/);
  assert.match(reason('$response.body.id'), /after "\$response\." comes/);
  assert.match(reason('$response.header.'), /needs a name/);
  assert.match(reason('$response.header.a b'), /not a valid header name/);
  assert.match(reason('$response.body#/a~2'), /not a JSON pointer/);
  assert.match(reason('$inputs.'), /needs a name/);
  assert.match(reason('$message.query.x'), /after "\$message\." comes "header\.", "payload"/);
});

test('finds expressions in values and in simple conditions', () => {
  assert.deepEqual(expressionsInValue('$inputs.id'), [{ text: '$inputs.id', offset: 0 }]);
  assert.deepEqual(
    expressionsInValue('Bearer {$steps.login.outputs.token} and {$inputs.x}').map((e) => e.text),
    ['$steps.login.outputs.token', '$inputs.x'],
  );
  assert.deepEqual(expressionsInValue('plain text'), []);
  assert.deepEqual(
    expressionsInCondition("$statusCode == 200 && $response.body#/status == 'ok'").map((e) => e.text),
    ['$statusCode', '$response.body#/status'],
  );
});
