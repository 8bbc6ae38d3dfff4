// React 19: the wrappers from `api-docs-elements/react` set objects as properties (`config`, `user`,
// `operation`) and take `on<Event>` props for the api-* events.
import { loadOpenApi, type ResolvedOperation } from 'api-docs-elements';
import { ApiEndpoint, ApiPlayground, DocsConfig } from 'api-docs-elements/react';
import { useEffect, useState } from 'react';
import { API, BETA_READER, GROUPS, OPERATIONS, SPEC_URL, docsJson, type Reader } from '../../shared/demo';

export function App() {
  const [operation, setOperation] = useState<string>(OPERATIONS[0]);
  const [user, setUser] = useState<Reader | null>(null);
  const [ping, setPing] = useState<ResolvedOperation>();
  const [last, setLast] = useState('No request sent yet.');

  // A parsed spec: the core loads it once (the elements share the same cache) and resolves one operation.
  useEffect(() => {
    void loadOpenApi(SPEC_URL)
      .then((spec) => spec.resolveOperation('GET /ping'))
      .then(setPing);
  }, []);

  const other = OPERATIONS.find((op) => op !== operation)!;
  return (
    <DocsConfig config={docsJson}>
      <nav>
        <button id="switch" onClick={() => setOperation(other)}>
          Show {other}
        </button>
        <button id="sign-in" onClick={() => setUser(user ? null : BETA_READER)}>
          {user ? 'Sign out' : 'Sign in as a beta reader'}
        </button>
      </nav>
      <ApiEndpoint spec={SPEC_URL} operation={operation} groups={GROUPS} user={user} />
      {ping && (
        <ApiPlayground
          operation={ping}
          server={API}
          onApiResponse={(event) => setLast(`${event.status} ${event.method} ${event.url}`)}
        />
      )}
      <output id="last-response">{last}</output>
    </DocsConfig>
  );
}
