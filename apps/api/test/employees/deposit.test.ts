import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, idempotencyKeys } from '../../src/db/schema/index.ts';
import { failsCleanly } from '../fails-cleanly.ts';
import type { TestApp } from '../harness.ts';
import {
  type DemoIds,
  demoApp,
  historyOf,
  PN_ADMIN,
  PN_CONDUCTOR,
  PN_CONTROLLER,
  SUPER,
  staffOf,
} from './fixtures.ts';

let t: TestApp;
let ids: DemoIds;
let staffIds: number[];
beforeAll(async () => {
  ({ t, ids } = await demoApp());
  staffIds = (await staffOf(t, ids.pn)).filter((s) => s.role === 5 || s.role === 6).map((s) => s.id);
}, 180_000);
afterAll(() => t.close());

const deposit = (as: string, body: unknown, key?: string) =>
  t.call('POST', '/bus/deposit', { as, body, headers: key ? { 'idempotency-key': key } : {} });
const balance = async (id: number) =>
  (await t.call('GET', `/bus/staff/${id}`, { as: SUPER })).body.deposit_balance;
const depositsOf = (id: number) =>
  t.services.database.db.select().from(deposits).where(eq(deposits.staffId, id));

describe('depositBusStaff', () => {
  it('adds to the balance, records the deposit and its history', async () => {
    const id = staffIds[0]!;
    const res = await deposit(
      PN_ADMIN,
      { staff_id: id, amount: 250_000, note: 'Ký quỹ đầu ca' },
      'first-deposit-0001',
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      staff_id: id,
      amount: 250_000,
      balance_after: 250_000,
      note: 'Ký quỹ đầu ca',
    });
    expect(await balance(id)).toBe(250_000);
    const rows = await depositsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.balanceAfter).toBe(250_000);
    const h = await historyOf(t, 'bus_staff', id);
    expect(h.map((r) => r.action)).toEqual(['deposit']);
    expect(h[0]!.before).toEqual({ deposit_balance: 0 });
  });

  it('replays the first answer for the same key and body; the balance moves once', async () => {
    const id = staffIds[1]!;
    const body = { staff_id: id, amount: 100_000, note: null };
    const first = await deposit(PN_ADMIN, body, 'retry-key-0001');
    expect(first.status).toBe(201);
    const digest = await t.digest();
    const again = await deposit(PN_ADMIN, { note: null, amount: 100_000, staff_id: id }, 'retry-key-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.digest()).toBe(digest);
    expect(await balance(id)).toBe(100_000);
    expect(await depositsOf(id)).toHaveLength(1);
  });

  it('answers 409 for the same key with another body', async () => {
    const id = staffIds[2]!;
    await deposit(PN_ADMIN, { staff_id: id, amount: 10_000 }, 'reused-key-0001');
    const body = await failsCleanly(t, 409, () =>
      deposit(PN_ADMIN, { staff_id: id, amount: 20_000 }, 'reused-key-0001'),
    );
    expect(body.message).toBe('Idempotency-Key đã được dùng cho yêu cầu khác');
    expect(await balance(id)).toBe(10_000);
  });

  it('keeps keys per caller', async () => {
    const id = staffIds[3]!;
    const a = await deposit(PN_ADMIN, { staff_id: id, amount: 5_000 }, 'shared-key-0001');
    const b = await deposit(PN_CONTROLLER, { staff_id: id, amount: 5_000 }, 'shared-key-0001');
    expect(b.body.id).not.toBe(a.body.id);
    expect(await balance(id)).toBe(10_000);
  });

  it('serialises concurrent retries of one key into one deposit', async () => {
    const id = staffIds[4]!;
    const body = { staff_id: id, amount: 30_000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deposit(PN_ADMIN, body, 'concurrent-key-01')),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await balance(id)).toBe(30_000);
    expect(await depositsOf(id)).toHaveLength(1);
  });

  it('without a key, every call deposits', async () => {
    const id = staffIds[5]!;
    const a = await deposit(PN_ADMIN, { staff_id: id, amount: 1_000 });
    const b = await deposit(PN_ADMIN, { staff_id: id, amount: 1_000 });
    expect(a.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.balance_after).toBe(2_000);
    const keys = await t.services.database.db.select().from(idempotencyKeys);
    expect(keys.every((k) => k.key !== '')).toBe(true);
  });

  it('validates the amount and the key', async () => {
    const id = staffIds[6]!;
    const low = await failsCleanly(t, 400, () =>
      deposit(PN_ADMIN, { staff_id: id, amount: 999 }, 'low-amount-0001'),
    );
    expect(low.message).toBe("Trường 'amount' phải lớn hơn hoặc bằng 1000");
    await failsCleanly(t, 400, () => deposit(PN_ADMIN, { staff_id: id, amount: 1_000_000_001 }));
    await failsCleanly(t, 400, () => deposit(PN_ADMIN, { staff_id: id, amount: 1500.5 }));
    await failsCleanly(t, 400, () => deposit(PN_ADMIN, { staff_id: id, amount: '5000' }));
    await failsCleanly(t, 400, () => deposit(PN_ADMIN, { staff_id: id, amount: 5000 }, 'short'));
    // A failed call stores no key: the same key then works.
    const ok = await deposit(PN_ADMIN, { staff_id: id, amount: 1_000 }, 'low-amount-0001');
    expect(ok.status).toBe(201);
  });

  it('answers 404 for another company and 403 for role 5', async () => {
    const [qtStaff] = await staffOf(t, ids.qt);
    await failsCleanly(t, 404, () =>
      deposit(PN_ADMIN, { staff_id: qtStaff!.id, amount: 5_000 }, 'other-company-01'),
    );
    await failsCleanly(t, 404, () => deposit(PN_ADMIN, { staff_id: 999999, amount: 5_000 }));
    await failsCleanly(t, 403, () => deposit(PN_CONDUCTOR, { staff_id: staffIds[0], amount: 5_000 }));
    const superDeposit = await deposit(SUPER, { staff_id: qtStaff!.id, amount: 5_000 });
    expect(superDeposit.status).toBe(201);
  });
});
