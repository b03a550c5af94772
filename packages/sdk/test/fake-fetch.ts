// A fake API for the SDK's unit tests: an injected fetch that records every request and answers from a
// handler, so a test sees exactly what the client sent and controls what it gets back.
import { type ClientOptions, createClient } from '../src/client.ts';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export type Handler = (request: Request, index: number) => Response | Promise<Response>;

/** Records each request (a clone, so the test can read its body) and answers with `handler`. */
export function fakeFetch(handler: Handler) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    return handler(request, requests.length - 1);
  };
  return { fetch, requests };
}

/** A client on the fake API; retries pause 1 ms at most so tests stay fast. */
export function fakeClient(handler: Handler, options: Partial<ClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const api = createClient({
    baseUrl: 'http://api.test',
    appKey: 'app-key',
    fetch: fake.fetch,
    retry: { baseDelayMs: 1 },
    ...options,
  });
  return { api, requests: fake.requests };
}

/** The rejection of a promise; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
