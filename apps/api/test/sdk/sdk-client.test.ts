// @busops/sdk against the real API (issue 21): the helpers a program uses, each on the answers the API
// actually gives: sign-in by password and by SMS code, every row of a paged list (its stop rule on a
// with_total=false page), the automatic Idempotency-Key of a money-moving call (accepted, moves money
// once), typed errors with the API's Vietnamese message, an export streamed into a file. The SDK's fetch
// is the app's inject, so nothing listens on a port.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Connection,
  connect,
  NotFoundError,
  requestSmsCode,
  signInWithPassword,
  signInWithSmsCode,
  UnauthorizedError,
  ValidationError,
} from '@busops/sdk';
import { saveExport } from '@busops/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { lastSmsCode } from '../auth/helpers.ts';
import { PN_ADMIN } from '../employees/fixtures.ts';
import { APP_KEY, createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
const sent: Request[] = [];

/** fetch over app.inject: the request as the SDK built it, the answer as the API wrote it. */
async function injectFetch(request: Request): Promise<Response> {
  sent.push(request.clone());
  const url = new URL(request.url);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const answer = await t.app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    ...(body ? { payload: body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined) headers.append(name, String(one));
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
    status: answer.statusCode,
    headers,
  });
}

const open = (): Connection => connect({ baseUrl: 'http://api.test', appKey: APP_KEY, fetch: injectFetch });
let admin: Connection;

beforeAll(async () => {
  t = await createTestApp();
  admin = open();
  await signInWithPassword(admin, { phone: `+84${PN_ADMIN.slice(1)}`, password: DEMO_PASSWORD });
}, 300_000);
afterAll(() => t?.close());

describe('@busops/sdk on the real API', () => {
  it('password sign-in: the calls that follow are the admin', async () => {
    const { data } = await admin.api.call('getCurrentUser');
    expect(data).toMatchObject({ phone_number: expect.stringContaining('901000002') });
  });

  it('SMS sign-in: the code from the outbox signs in', async () => {
    const busops = open();
    const { sessionId } = await requestSmsCode(busops, PN_ADMIN);
    const code = await lastSmsCode(t, `+84${PN_ADMIN.slice(1)}`);
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await signInWithSmsCode(busops, { sessionId, code: code ?? '' });
    expect(signedIn.userId).toBeGreaterThan(0);
    expect(await busops.identity.getIdToken()).toBe(signedIn.idToken);
  });

  it('a wrong password is an UnauthorizedError carrying the API message', async () => {
    const error = await signInWithPassword(open(), { phone: PN_ADMIN, password: 'Sai-mat-khau-1' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toMatch(/[ạảãáàâăđêôơư]/i);
  });

  it('paginate yields every row once, in the list order, stopping after the last page', async () => {
    const { data: whole } = await admin.api.call('listBusStaff', { params: { query: { size: 500 } } });
    sent.length = 0;
    const ids: number[] = [];
    for await (const s of admin.api.paginate('listBusStaff', { params: { query: { size: 3 } } }))
      ids.push(s.id);
    expect(whole.total).toBeGreaterThan(6);
    expect(ids).toEqual(whole.items.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    // One request per page: no extra request after the last one unless that page was full.
    expect(sent).toHaveLength(Math.floor(ids.length / 3) + 1);
    expect(new URL(sent[0]!.url).searchParams.get('with_total')).toBe('false');
  });

  it('a deposit carries a generated Idempotency-Key the API accepts, and moves the money once', async () => {
    const { data: page } = await admin.api.call('listBusStaff', { params: { query: { size: 500 } } });
    const staff = page.items.find((s) => s.role === 5 || s.role === 6)!;
    sent.length = 0;
    const { data } = await admin.api.call('depositBusStaff', {
      body: { staff_id: staff.id, amount: 120_000, note: 'Ký quỹ qua SDK' },
    });
    expect(data).toMatchObject({ staff_id: staff.id, amount: 120_000 });
    const key = sent[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The same key again (what a retry sends) is answered with the first answer, not a second deposit.
    const again = await admin.api.call('depositBusStaff', {
      body: { staff_id: staff.id, amount: 120_000, note: 'Ký quỹ qua SDK' },
      headers: { 'Idempotency-Key': key! },
    });
    expect(again.data).toEqual(data);
    const { data: after } = await admin.api.call('getBusStaff', { params: { path: { id: staff.id } } });
    expect(after.deposit_balance).toBe((staff.deposit_balance ?? 0) + 120_000);
  });

  it('a missing record is a NotFoundError, a bad body a ValidationError listing its fields', async () => {
    const missing = await admin.api
      .call('getBusStaff', { params: { path: { id: 2_000_000_000 } } })
      .catch((e) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toBe(missing.body.message);
    const invalid = await admin.api
      .call('depositBusStaff', { body: { staff_id: 1, amount: -5 } as never })
      .catch((e) => e);
    expect(invalid).toBeInstanceOf(ValidationError);
    expect(invalid.fields.map((f: { field: string }) => f.field)).toContain('amount');
  });

  it('an export streams into a file: an .xlsx (zip) with the API file name', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'busops-sdk-export-')), 'staff.xlsx');
    const file = await saveExport(admin.api, 'listBusStaff', undefined, path);
    const bytes = await readFile(path);
    expect(bytes.length).toBe(file.bytes);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(file.filename).toMatch(/\.xlsx$/);
  });
});
