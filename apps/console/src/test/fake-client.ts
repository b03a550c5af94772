// The one way store tests reach "the API": a real SDK client (auth, errors, ApiError, downloads as in the
// app) whose fetch is a function of the test — it records every request and answers from `respond`.
// No module mocks of our own API, no network.
import { type ApiClient, createClient } from '@busops/sdk';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export type Answer = { status?: number; body: unknown; headers?: Record<string, string> } | undefined;

/** A client whose fetch records every call and answers with `respond` (200 `{ message: 'OK' }` by default). */
export function fakeClient(respond: (call: Call) => Answer | Promise<Answer> = () => undefined): {
  client: ApiClient;
  calls: Call[];
} {
  const calls: Call[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    appKey: 'test-app',
    getIdToken: () => 'test-id-token',
    // A screen's test answers 503 to see its error state, not the SDK's retries (packages/sdk retry.test.ts).
    retry: false,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
      const call: Call = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const answer = (await respond(call)) ?? { body: { message: 'OK' } };
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    },
  });
  return { client, calls };
}

/** A notifier that records what the user would have been told. */
export function recordingNotifier() {
  const told: { success: string[]; error: string[] } = { success: [], error: [] };
  return {
    told,
    notify: {
      success: (key: string) => void told.success.push(key),
      error: (text: string) => void told.error.push(text),
    },
  };
}
