// Test helpers: employees as the API answers them and an SDK client on an injected fetch (no network).
import { createClient } from '@busops/sdk';
import type { BusStaff } from './employees.store';

export function staffFixture(over: Partial<BusStaff> = {}): BusStaff {
  return {
    id: 1,
    company_id: 2,
    company_name: 'Xe buýt Phương Nam',
    phone_number: '+84912345678',
    full_name: 'Nguyễn Văn An',
    email: null,
    staff_code: 'NV01',
    role: 5,
    role_id: null,
    role_name: null,
    status: 'active',
    deposit_balance: 1_500_000,
    created_at: '2026-01-02T03:00:00Z',
    updated_at: '2026-01-02T03:00:00Z',
    ...over,
  };
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records every call and answers with `respond` (status 200 JSON by default). */
export function fakeClient(respond: (call: Call) => { status?: number; body: unknown } | undefined) {
  const calls: Call[] = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    appKey: 'test-app',
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
      const answer = respond(call) ?? { body: { message: 'OK' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { client, calls };
}
