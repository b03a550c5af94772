// listRecordHistory: the rows every mutation writes, read back for one record, newest first, by
// whoever may list that kind of record and see the record; other companies' records answer 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { expectRefused, PN_ADMIN, PN_CONDUCTOR, QT_ADMIN, SUPER } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let pnCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [pn] = await t.services.database.db.select().from(companies).where(eq(companies.code, 'PNB'));
  pnCompanyId = pn!.id;
}, 180_000);
afterAll(() => t.close());

type Entry = {
  action: string;
  actor: { full_name: string | null; phone_number: string } | null;
  changes: Array<{ field: string; before?: unknown; after?: unknown }>;
};

const historyOf = (as: string, entity: string, recordId: number, query: Record<string, number> = {}) =>
  t.call('GET', '/history', { as, query: { entity, record_id: recordId, ...query } });

async function createEmployee(as: string, phone: string): Promise<number> {
  const res = await t.call('POST', '/bus/staff', {
    as,
    body: { phone_number: phone, full_name: 'Trần Thị Lịch Sử', role: 6 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe('history of an employee', () => {
  it('lists the edits newest first with who made them and the fields before/after', async () => {
    const id = await createEmployee(PN_ADMIN, '0977000101');
    const edit = await t.call('PUT', `/bus/staff/${id}`, {
      as: SUPER,
      body: { full_name: 'Trần Thị Đã Sửa', staff_code: 'LS-01' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const res = await historyOf(PN_ADMIN, 'bus_staff', id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(2);
    const [update, create] = res.body.items as Entry[];
    expect(update!.action).toBe('update');
    expect(update!.actor).toEqual({ full_name: expect.any(String), phone_number: '+84900000001' });
    expect(update!.changes).toEqual([
      { field: 'full_name', before: 'Trần Thị Lịch Sử', after: 'Trần Thị Đã Sửa' },
      { field: 'staff_code', before: null, after: 'LS-01' },
    ]);
    expect(create!.action).toBe('create');
    expect(create!.actor?.phone_number).toBe('+84901000002');
    expect(create!.changes.map((c) => c.field)).toContain('phone_number');
  });

  it('pages with page/size and counts every row', async () => {
    const id = await createEmployee(PN_ADMIN, '0977000102');
    for (const name of ['Tên Một', 'Tên Hai', 'Tên Ba']) {
      const res = await t.call('PUT', `/bus/staff/${id}`, { as: PN_ADMIN, body: { full_name: name } });
      expect(res.status).toBe(200);
    }
    const second = await historyOf(PN_ADMIN, 'bus_staff', id, { page: 1, size: 1 });
    expect(second.body.total).toBe(4);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0].changes).toEqual([
      { field: 'full_name', before: 'Tên Một', after: 'Tên Hai' },
    ]);
  });

  it('shows the person id (user_id) only to the super company, as the record itself does', async () => {
    const id = await createEmployee(PN_ADMIN, '0977000103');
    const member = await historyOf(PN_ADMIN, 'bus_staff', id);
    const superCaller = await historyOf(SUPER, 'bus_staff', id);
    const fields = (res: typeof member) => (res.body.items[0] as Entry).changes.map((c) => c.field);
    expect(fields(member)).not.toContain('user_id');
    expect(fields(superCaller)).toContain('user_id');
  });

  it('answers 404 for another member company’s employee and for a record that does not exist', async () => {
    const id = await createEmployee(PN_ADMIN, '0977000104');
    await expectRefused(t, 'GET', '/history', 404, {
      as: QT_ADMIN,
      query: { entity: 'bus_staff', record_id: id },
    });
    await expectRefused(t, 'GET', '/history', 404, {
      as: SUPER,
      query: { entity: 'bus_staff', record_id: 999_999 },
    });
  });
});

describe('history of companies, positions and features', () => {
  it('reads a company’s edits (super company only)', async () => {
    const res = await t.call('PUT', `/companies/${pnCompanyId}`, {
      as: SUPER,
      body: { address: '1 Đường Lịch Sử, Quận 1' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await historyOf(SUPER, 'company', pnCompanyId);
    expect(list.status).toBe(200);
    const latest = list.body.items[0] as Entry;
    expect(latest.action).toBe('update');
    expect(latest.changes).toContainEqual(
      expect.objectContaining({ field: 'address', after: '1 Đường Lịch Sử, Quận 1' }),
    );
    // A Company Admin may not list companies: no company history either, not even their own.
    await expectRefused(t, 'GET', '/history', 403, {
      as: PN_ADMIN,
      query: { entity: 'company', record_id: pnCompanyId },
    });
  });

  it('reads a position’s and a feature’s edits', async () => {
    const created = await t.call('POST', '/roles', {
      as: SUPER,
      body: { code: 'LS_POS', name: 'Chức vụ lịch sử', system_role: 6, feature_ids: [] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const updated = await t.call('PUT', `/roles/${created.body.id}`, {
      as: SUPER,
      body: { code: 'LS_POS', name: 'Chức vụ đã đổi', system_role: 6, feature_ids: [] },
    });
    expect(updated.status).toBe(200);
    const positions = await historyOf(SUPER, 'position', created.body.id);
    expect(positions.body.items.map((e: Entry) => e.action)).toEqual(['update', 'create']);
    expect((positions.body.items[0] as Entry).changes).toContainEqual(
      expect.objectContaining({ field: 'name', after: 'Chức vụ đã đổi' }),
    );

    const feature = await t.call('POST', '/features', {
      as: SUPER,
      body: { code: 'LS_FEAT', name: 'Lịch sử' },
    });
    expect(feature.status, JSON.stringify(feature.body)).toBe(201);
    const features = await historyOf(SUPER, 'feature', feature.body.id);
    expect(features.body.items.map((e: Entry) => e.action)).toEqual(['create']);
    await expectRefused(t, 'GET', '/history', 403, {
      as: PN_ADMIN,
      query: { entity: 'feature', record_id: feature.body.id },
    });
  });

  it('refuses roles outside x-roles and unknown kinds of record', async () => {
    await expectRefused(t, 'GET', '/history', 403, {
      as: PN_CONDUCTOR,
      query: { entity: 'bus_staff', record_id: 1 },
    });
    await expectRefused(t, 'GET', '/history', 400, {
      as: SUPER,
      query: { entity: 'user', record_id: 1 },
    });
    await expectRefused(t, 'GET', '/history', 400, { as: SUPER, query: { entity: 'company' } });
  });
});
