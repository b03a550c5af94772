// "Never answer 5xx to a caller's mistake": every operation gets input of several kinds (huge and
// negative ids, wrong-typed and oversized bodies, broken JSON, absurd paging) as the super admin, who
// passes every access check. What the contract refuses (the fuzz test's independent validator says so,
// or the body is not JSON at all) must be answered 4xx with a Vietnamese message, never 2xx, and change
// nothing; what it happens to accept (an id that exists, paging on an operation without paging) must
// not be answered 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type SpecOperation } from '../../src/http/spec.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';
import { checkOperation, type WireRequest } from './fuzz/contract-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const SUPER = '0900000001';
// Signing out or changing the password would end the session the test runs on; an event stream never ends.
const SKIP = new Set([
  'logoutSession',
  'changePassword',
  'resetPassword',
  'streamNotifications',
  'streamVehiclePositions',
]);
const operations = loadOperations().filter((op) => !SKIP.has(op.operationId));
const VIETNAMESE = /[À-ỹ]/u;

const withPath = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

interface Case {
  op: SpecOperation;
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** Why the contract refuses this request; null when it accepts it. */
  malformed: string | null;
}

/** The cases of one operation, each judged by the independent validator (fuzz/contract-check.ts). */
function casesOf(op: SpecOperation, headers: Record<string, string>): Case[] {
  const check = checkOperation(op);
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const wire = (value: string, query: Record<string, string> = {}, body?: unknown): WireRequest => ({
    path: Object.fromEntries(pathNames.map((name) => [name, value])),
    query,
    headers,
    body,
  });
  const paging = { page: '-1', size: '100000', sort: "'drop", export: 'maybe' };
  const cases: Case[] = [
    {
      op,
      label: 'huge id',
      url: withPath(op.path, '99999999999999'),
      malformed: check.whyInvalid(wire('99999999999999')),
    },
    { op, label: 'negative id', url: withPath(op.path, '-5'), malformed: check.whyInvalid(wire('-5')) },
    {
      op,
      label: 'text id',
      url: withPath(op.path, 'abc%27%3B--'),
      malformed: check.whyInvalid(wire("abc';--")),
    },
    {
      op,
      label: 'absurd paging',
      url: `${withPath(op.path, '1')}?${new URLSearchParams(paging)}`,
      malformed: check.whyInvalid(wire('1', paging)),
    },
  ];
  if (op.requestBody) {
    const url = withPath(op.path, '1');
    const json = 'application/json';
    const notJson = 'the body is not JSON';
    cases.push(
      { op, label: 'broken JSON', url, payload: '{"a": ', contentType: json, malformed: notJson },
      {
        op,
        label: 'array body',
        url,
        payload: '[1,2,3]',
        contentType: json,
        malformed: check.whyInvalid(wire('1', {}, [1, 2, 3])),
      },
      {
        op,
        label: 'wrong types',
        url,
        payload: JSON.stringify(wrongTypes()),
        contentType: json,
        malformed: check.whyInvalid(wire('1', {}, wrongTypes())),
      },
      { op, label: 'text body', url, payload: 'hello', contentType: 'text/plain', malformed: notJson },
    );
  }
  return cases;
}

/** What is wrong with an answer: 5xx ever, anything but 4xx to a malformed request, 4xx not in Vietnamese. */
export function answerProblem(c: Pick<Case, 'malformed'>, status: number, body: string): string | null {
  if (status >= 500) return `${status} ${body}`;
  if (c.malformed !== null && (status < 400 || status >= 500))
    return `answered ${status} to a request the contract refuses (${c.malformed})`;
  if (status >= 400) {
    let message = '';
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? '';
    } catch {}
    if (!VIETNAMESE.test(message)) return `message not Vietnamese: ${message}`;
  }
  return null;
}

describe('malformed input never causes a 5xx, nor a 2xx', () => {
  it('judges a 2xx to a malformed request a failure (self-test)', () => {
    expect(answerProblem({ malformed: 'body: /amount must be integer' }, 201, '{}')).toMatch(/answered 201/);
    expect(answerProblem({ malformed: null }, 200, '{}')).toBeNull();
    expect(answerProblem({ malformed: null }, 500, 'boom')).toMatch(/500/);
  });

  it('answers 4xx with a Vietnamese message to every malformed request, changing nothing, and never 5xx', async () => {
    const failures: string[] = [];
    const headers = { 'x-access-token': APP_KEY, ...(await t.as(SUPER)) };
    const cases = operations.flatMap((op) => casesOf(op, headers));
    const send = async (c: Case) => {
      const res = await t.app.inject({
        method: c.op.method.toUpperCase() as 'GET',
        url: c.url,
        headers: { ...headers, ...(c.contentType ? { 'content-type': c.contentType } : {}) },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      const problem = answerProblem(c, res.statusCode, res.body);
      if (problem) failures.push(`${c.op.operationId} ${c.label}: ${problem}`);
    };
    // The refused ones first, between two digests; then those the contract accepts (they may change data).
    const malformed = cases.filter((c) => c.malformed !== null);
    const before = await t.digest();
    for (const c of malformed) await send(c);
    if ((await t.digest()) !== before)
      failures.push(`the ${malformed.length} malformed requests changed the database`);
    const accepted = cases.filter((c) => c.malformed === null);
    for (const c of accepted) await send(c);
    console.info(
      `robustness: ${malformed.length} malformed requests, ${accepted.length} the contract accepts`,
    );
    expect(failures).toEqual([]);
    expect(malformed.length).toBeGreaterThan(150);
  });
});

function wrongTypes() {
  const long = 'x'.repeat(5000);
  return {
    id: 'one',
    name: 12,
    full_name: ['a'],
    phone_number: 84912345678,
    phoneNumber: { a: 1 },
    username: true,
    password: 123,
    company_id: '1; drop table companies',
    staff_id: 1.5,
    amount: '1000',
    role: 3,
    code: long,
    title: long,
    body: null,
    user_ids: 'all',
    feature_ids: [true],
    deviceToken: 7,
    customToken: 1,
    refreshToken: [],
    sessionId: 5,
    path: 5,
    provider: 'paper',
  };
}
