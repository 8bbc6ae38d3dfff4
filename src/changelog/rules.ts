/**
 * The rule table: every kind of change the changelog reports, with its id, whether it breaks an existing client, and
 * why. Modelled on oasdiff's published checks (their ids where one matches); docs/cli/changelog.mdx lists
 * the same table for readers, and a test keeps the two in step.
 */

export type ChangeSide = 'endpoint' | 'request' | 'response' | 'security';

export interface ChangeRule {
  readonly id: string;
  readonly breaking: boolean;
  readonly side: ChangeSide;
  /** Why a client does or does not notice: one sentence for the documentation. */
  readonly reason: string;
}

const rule = (id: string, side: ChangeSide, breaking: boolean, reason: string): ChangeRule => ({
  id,
  side,
  breaking,
  reason,
});

export const CHANGE_RULES: readonly ChangeRule[] = [
  rule('endpoint-added', 'endpoint', false, 'A new operation; existing calls are unchanged.'),
  rule('endpoint-removed', 'endpoint', true, 'Calls to it now fail.'),
  rule('endpoint-removed-after-deprecation', 'endpoint', false, 'It was deprecated first, so clients were warned.'),
  rule('endpoint-deprecated', 'endpoint', false, 'It still works; clients are told to move away.'),
  rule('endpoint-reactivated', 'endpoint', false, 'It is no longer deprecated.'),

  rule('request-parameter-added', 'request', false, 'An optional parameter; requests without it stay valid.'),
  rule('request-parameter-added-required', 'request', true, 'Requests without the new parameter are refused.'),
  rule('request-parameter-removed', 'request', true, 'Clients that send it send what the API no longer reads.'),
  rule('request-parameter-became-required', 'request', true, 'Requests that leave it out are refused.'),
  rule('request-parameter-became-optional', 'request', false, 'Every request that was valid still is.'),
  rule('request-parameter-type-changed', 'request', true, 'Values of the old type may be refused.'),
  rule('request-parameter-type-widened', 'request', false, 'It accepts more types; old values stay valid.'),
  rule('request-parameter-enum-value-removed', 'request', true, 'Requests with the removed value are refused.'),
  rule('request-parameter-enum-value-added', 'request', false, 'It accepts one more value.'),
  rule('request-parameter-deprecated', 'request', false, 'It still works; clients are told to stop sending it.'),

  rule('request-body-added', 'request', false, 'An optional body; requests without one stay valid.'),
  rule('request-body-added-required', 'request', true, 'Requests without a body are refused.'),
  rule('request-body-removed', 'request', true, 'Clients that send a body send what the API no longer reads.'),
  rule('request-body-became-required', 'request', true, 'Requests without a body are refused.'),
  rule('request-body-became-optional', 'request', false, 'Every request that was valid still is.'),
  rule('request-body-media-type-added', 'request', false, 'One more format is accepted.'),
  rule('request-body-media-type-removed', 'request', true, 'Bodies in the removed format are refused.'),
  rule('request-property-added', 'request', false, 'An optional field; bodies without it stay valid.'),
  rule('request-property-added-required', 'request', true, 'Bodies without the new field are refused.'),
  rule('request-property-removed', 'request', true, 'Clients that send it send what the API no longer reads.'),
  rule('request-property-became-required', 'request', true, 'Bodies that leave it out are refused.'),
  rule('request-property-became-optional', 'request', false, 'Every body that was valid still is.'),
  rule('request-property-type-changed', 'request', true, 'Values of the old type may be refused.'),
  rule('request-property-type-widened', 'request', false, 'It accepts more types; old values stay valid.'),
  rule('request-property-enum-value-removed', 'request', true, 'Bodies with the removed value are refused.'),
  rule('request-property-enum-value-added', 'request', false, 'It accepts one more value.'),
  rule('request-property-deprecated', 'request', false, 'It still works; clients are told to stop sending it.'),

  rule('response-success-status-removed', 'response', true, 'Clients that handle this success no longer get it.'),
  rule('response-non-success-status-removed', 'response', false, 'An error the API no longer documents.'),
  rule('response-status-added', 'response', false, 'A new documented outcome.'),
  rule('response-media-type-added', 'response', false, 'One more format can be asked for.'),
  rule('response-media-type-removed', 'response', true, 'Clients that ask for the removed format no longer get it.'),
  rule('response-property-added', 'response', false, 'A new field; clients ignore what they do not read.'),
  rule('response-required-property-removed', 'response', true, 'Clients that read the field no longer find it.'),
  rule(
    'response-optional-property-removed',
    'response',
    false,
    'It was optional, so clients already handled its absence.',
  ),
  rule('response-property-became-optional', 'response', true, 'Clients that rely on the field may not find it.'),
  rule('response-property-became-required', 'response', false, 'The field is now always there.'),
  rule('response-property-type-changed', 'response', true, 'Clients that parse the old type meet another.'),
  rule('response-property-type-narrowed', 'response', false, 'Fewer types come back; each was possible before.'),
  rule(
    'response-property-enum-value-added',
    'response',
    true,
    'Clients that switch on the value meet one they do not know.',
  ),
  rule('response-property-enum-value-removed', 'response', false, 'A value that no longer comes back.'),
  rule('response-property-deprecated', 'response', false, 'It is still sent; clients are told to stop reading it.'),

  rule('security-added', 'security', true, 'It needed no credentials and now does: anonymous calls are refused.'),
  rule('security-removed', 'security', false, 'It needs no credentials any more.'),
  rule('security-alternative-added', 'security', false, 'One more way to authenticate; the old ones still work.'),
  rule('security-alternative-removed', 'security', true, 'Clients that authenticate that way are refused.'),
  rule('security-scope-added', 'security', true, 'Tokens without the new scope are refused.'),
  rule('security-scope-removed', 'security', false, 'Tokens need fewer scopes.'),
];

const byId = new Map(CHANGE_RULES.map((r) => [r.id, r]));

/** The rule of an id; throws on an id the table does not hold (a programming error, never input). */
export function changeRule(id: string): ChangeRule {
  const found = byId.get(id);
  if (found === undefined) throw new Error(`No changelog rule "${id}".`);
  return found;
}
