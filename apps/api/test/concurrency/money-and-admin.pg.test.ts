// PostgreSQL only: a money call retried 50 times at once with one Idempotency-Key, and the company
// admin assignment sent 50 times at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, deposits, idempotencyKeys } from '../../src/db/schema/index.ts';
import { statusCounts } from '../auth/limits-app.ts';
import { type DemoIds, demoApp, PN_ADMIN, SUPER, staffOf } from '../employees/fixtures.ts';
import type { TestApp } from '../harness.ts';
import { parallel } from './parallel.ts';

let t: TestApp;
let ids: DemoIds;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
  if (t.services.database.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
}, 180_000);
afterAll(() => t.close());

describe('50 parallel identical requests', () => {
  it('depositBusStaff with one Idempotency-Key: one deposit, 50 identical 201 answers', async () => {
    const [staff] = (await staffOf(t, ids.pn)).filter((s) => s.role === 5 || s.role === 6);
    await t.as(PN_ADMIN);
    const body = { staff_id: staff!.id, amount: 40_000, note: 'Ký quỹ' };
    const answers = await parallel(50, () =>
      t.call('POST', '/bus/deposit', {
        as: PN_ADMIN,
        body,
        headers: { 'idempotency-key': 'burst-key-000001' },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 50 });
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(
      await t.services.database.db.select().from(deposits).where(eq(deposits.staffId, staff!.id)),
    ).toHaveLength(1);
    const [row] = await t.services.database.db.select().from(busStaff).where(eq(busStaff.id, staff!.id));
    expect(Number(row!.depositBalance)).toBe(40_000);
    expect(
      await t.services.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'burst-key-000001')),
    ).toHaveLength(1);
  });

  it('assignCompanyAdmin: one admin assigned, 49 answered 409, never a 5xx', async () => {
    const company = await t.call('POST', '/companies', {
      as: SUPER,
      body: { name: 'Công ty Xe khách BURST', short_name: 'Xe khách BURST', code: 'BURST' },
    });
    expect(company.status).toBe(201);
    const body = { phone_number: '0977555001', full_name: 'Lê Văn Song', password: 'MatKhau@1' };
    const answers = await parallel(50, () =>
      t.call('POST', `/companies/${company.body.id}/admin`, { as: SUPER, body }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 49 });
    const staff = await t.services.database.db
      .select()
      .from(busStaff)
      .where(eq(busStaff.companyId, company.body.id));
    expect(staff).toHaveLength(1);
    const winner = answers.find((a) => a.status === 201)!;
    expect(winner.body.company.admin_id).toBe(staff[0]!.id);
  });
});
