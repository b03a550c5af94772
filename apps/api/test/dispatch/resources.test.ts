// getDispatchResources through the API: the day board's pickers get the company's routes with their
// lines, its active drivers (role 6) and conductors (role 5) with licence dates, its active buses; a
// dispatcher (role 10) may call it, a driver may not; another company's rows never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busStaff, users, vehicles } from '../../src/db/schema/index.ts';
import { insertSampleLine, type SampleLine } from '../bus-management/line.sample.ts';
import { type DemoIds, demoApp } from '../employees/fixtures.ts';
import type { TestApp } from '../harness.ts';

const URL = '/dispatch/resources';
const PN_DISPATCHER = '0901000010';
const PN_DRIVER = '0901000006';
const QT_ADMIN = '0902000002';

interface Body {
  routes: Array<{ id: number; number: string; lines: Array<{ id: number; direction: number }> }>;
  drivers: Array<{ id: number; full_name: string; licence_expires_on: string | null }>;
  conductors: Array<{ id: number; full_name: string }>;
  vehicles: Array<{ id: number; plate: string; inspection_expires_on: string | null }>;
}

let t: TestApp;
let ids: DemoIds;
let route: SampleLine;
let seq = 0;
const person = async (companyId: number, fullName: string, role: number, status = 'active') => {
  seq += 1;
  const { db } = t.services.database;
  const phone = `0977${String(seq).padStart(6, '0')}`;
  const [user] = await db.insert(users).values({ phoneNumber: phone, fullName }).returning({ id: users.id });
  const [row] = await db
    .insert(busStaff)
    .values({
      companyId,
      userId: user!.id,
      fullName,
      phoneNumber: phone,
      role,
      status: status as 'active' | 'inactive',
      licenceExpiresOn: role === 6 ? '2027-01-31' : null,
    })
    .returning({ id: busStaff.id });
  return row!.id;
};
const bus = async (companyId: number, plate: string, status: 'active' | 'inactive' = 'active') => {
  const [row] = await t.services.database.db
    .insert(vehicles)
    .values({ companyId, plate, seats: 40, status, inspectionExpiresOn: '2027-03-01' })
    .returning({ id: vehicles.id });
  return row!.id;
};

let driver: number;
let conductor: number;
let inactiveDriver: number;
let otherDriver: number;
let pnBus: number;
let retiredBus: number;
let qtBus: number;
let qtRoute: SampleLine;
beforeAll(async () => {
  ({ t, ids } = await demoApp());
  const { db } = t.services.database;
  route = await insertSampleLine(db, ids.pn);
  await insertSampleLine(db, ids.pn, { routeId: route.routeId, direction: 1 });
  qtRoute = await insertSampleLine(db, ids.qt);
  driver = await person(ids.pn, 'Nguyễn Văn Đức', 6);
  conductor = await person(ids.pn, 'Trần Thị Hoa', 5);
  inactiveDriver = await person(ids.pn, 'Lê Văn Nghỉ', 6, 'inactive');
  otherDriver = await person(ids.qt, 'Phạm Văn Khác', 6);
  pnBus = await bus(ids.pn, '51B-900.01');
  retiredBus = await bus(ids.pn, '51B-900.02', 'inactive');
  qtBus = await bus(ids.qt, '51B-900.03');
}, 180_000);
afterAll(() => t.close());

describe('getDispatchResources', () => {
  it("answers a dispatcher the company's routes, active crew and buses", async () => {
    const res = await t.call('GET', URL, { as: PN_DISPATCHER });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Body;
    const r = body.routes.find((x) => x.id === route.routeId);
    expect(r?.number).toBe(route.routeNumber);
    expect(r?.lines.map((l) => l.direction)).toEqual([0, 1]);
    const driverIds = body.drivers.map((d) => d.id);
    expect(driverIds).toContain(driver);
    expect(driverIds).not.toContain(inactiveDriver);
    expect(driverIds).not.toContain(conductor);
    expect(body.drivers.find((d) => d.id === driver)).toMatchObject({
      full_name: 'Nguyễn Văn Đức',
      licence_expires_on: '2027-01-31',
    });
    expect(body.conductors.map((c) => c.id)).toContain(conductor);
    expect(body.conductors.map((c) => c.id)).not.toContain(driver);
    const plates = body.vehicles.map((v) => v.id);
    expect(plates).toContain(pnBus);
    expect(plates).not.toContain(retiredBus);
    expect(body.vehicles.find((v) => v.id === pnBus)?.inspection_expires_on).toBe('2027-03-01');
  });

  it("never shows another company's routes, staff or buses", async () => {
    const pn = (await t.call('GET', URL, { as: PN_DISPATCHER })).body as Body;
    expect(pn.routes.map((r) => r.id)).not.toContain(qtRoute.routeId);
    expect(pn.drivers.map((d) => d.id)).not.toContain(otherDriver);
    expect(pn.vehicles.map((v) => v.id)).not.toContain(qtBus);
    const qt = (await t.call('GET', URL, { as: QT_ADMIN })).body as Body;
    expect(qt.routes.map((r) => r.id)).toContain(qtRoute.routeId);
    expect(qt.routes.map((r) => r.id)).not.toContain(route.routeId);
    expect(qt.drivers.map((d) => d.id)).toContain(otherDriver);
    expect(qt.drivers.map((d) => d.id)).not.toContain(driver);
    expect(qt.vehicles.map((v) => v.id)).not.toContain(pnBus);
  });

  it('refuses a driver (role 6 may not dispatch)', async () => {
    const res = await t.call('GET', URL, { as: PN_DRIVER });
    expect(res.status).toBe(403);
  });
});
