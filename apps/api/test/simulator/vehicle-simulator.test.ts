// The demo simulator over whatever network is in the database: a line with a shape and a line with
// stops only (no shape); each tick moves the buses at a city pace along their company's lines and
// records them through the ingestion path (trip ids naming the line, which listVehiclePositions
// resolves to the route).
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  lineStops,
  routeLines,
  routes,
  stops,
  vehiclePositionHistory,
  vehiclePositions,
} from '../../src/db/schema/index.ts';
import { deviceKeySender, SIMULATOR_KEY_NAME } from '../../src/simulator/device-keys.ts';
import { metresBetween } from '../../src/simulator/paths.ts';
import { VehicleSimulator } from '../../src/simulator/vehicle-simulator.ts';
import { addBus, companyId, INSIDER } from '../bus-management/position.fixtures.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let pn: number;
let buses: number[];
beforeAll(async () => {
  // Only this test's route: the demo data without the Saigon network.
  t = await createTestApp({ seedDemoNetwork: false, machineKeyCallsPerMinute: 10_000 });
  const { db } = t.services.database;
  pn = await companyId(t, 'phuongNam');
  const [route] = await db
    .insert(routes)
    .values({ companyId: pn, number: '99', name: 'Thử nghiệm' })
    .returning();
  // Direction 0 along a shape (Nguyễn Huệ to Bến Thành and on), direction 1 through its stops only.
  const shape: [number, number][] = [
    [106.7035, 10.7745],
    [106.698, 10.7725],
    [106.69, 10.768],
    [106.68, 10.762],
  ];
  const [out, back] = await db
    .insert(routeLines)
    .values([
      { companyId: pn, routeId: route!.id, direction: 0, name: 'Lượt đi', shape },
      { companyId: pn, routeId: route!.id, direction: 1, name: 'Lượt về', shape: null },
    ])
    .returning();
  const stopRows = await db
    .insert(stops)
    .values(
      [...shape]
        .reverse()
        .map(([lng, lat], i) => ({ companyId: pn, code: `T${i}`, name: `Trạm ${i}`, lat, lng })),
    )
    .returning();
  await db
    .insert(lineStops)
    .values(stopRows.map((s, i) => ({ companyId: pn, lineId: back!.id, stopId: s.id, stopOrder: i + 1 })));
  void out;
  buses = [];
  for (let i = 0; i < 4; i++) buses.push(await addBus(t, pn, `51B-90${i}.0${i}`, `SIM-${i}`));
}, 180_000);
afterAll(() => t.close());

const positionOf = async (vehicleId: number) => {
  const [row] = await t.services.database.db
    .select()
    .from(vehiclePositions)
    .where(eq(vehiclePositions.vehicleId, vehicleId));
  return row!;
};

describe('vehicle simulator', () => {
  it('moves every bus along its line at 15-25 km/h (stops included) and records it', async () => {
    const sim = new VehicleSimulator(t.services.database.db, deviceKeySender(t.services.database.db, t.app));
    const start = Date.now() - 10 * 60_000;
    // The demo buses of the company (with GPS device ids) drive its lines too.
    expect(await sim.tick(start)).toBeGreaterThanOrEqual(buses.length);
    const first = await Promise.all(buses.map(positionOf));
    // Ten minutes of 5 s reports.
    for (let i = 1; i <= 120; i++) await sim.tick(start + i * 5_000);
    const last = await Promise.all(buses.map(positionOf));
    for (const [i, bus] of last.entries()) {
      // GTFS-RT timestamps are whole seconds.
      expect(bus.reportedAt.getTime()).toBe(Math.floor((start + 120 * 5_000) / 1000) * 1000);
      expect(bus.tripId).toMatch(/^L\d+-\d{4}$/);
      expect(bus.lineId).not.toBeNull();
      expect(metresBetween([first[i]!.lat, first[i]!.lng], [bus.lat, bus.lng])).toBeGreaterThan(50);
    }
    const list = await t.call('GET', '/bus-management/vehicle-positions', { as: INSIDER.phone });
    const listed = list.body.items.filter((p: { vehicle_id: number }) => buses.includes(p.vehicle_id));
    expect(listed.every((p: { route_number: string | null }) => p.route_number === '99')).toBe(true);
  });

  it("sends as its company's device key (rotated at its first feed), written in the history as that key", async () => {
    const { db } = t.services.database;
    const [key] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, pn), eq(apiKeys.name, SIMULATOR_KEY_NAME), isNull(apiKeys.revokedAt)));
    expect(key!.kind).toBe('device');
    expect(key!.rotatedAt).not.toBeNull();
    expect(key!.lastUsedAt).not.toBeNull();
    const trail = await db
      .select({ apiKeyId: vehiclePositionHistory.apiKeyId })
      .from(vehiclePositionHistory)
      .where(eq(vehiclePositionHistory.vehicleId, buses[0]!));
    expect(trail.length).toBeGreaterThan(100);
    expect(trail.every((r) => r.apiKeyId === key!.id)).toBe(true);
  });

  it('keeps a city pace: under 25 km/h on average over a minute', async () => {
    const sim = new VehicleSimulator(t.services.database.db, deviceKeySender(t.services.database.db, t.app));
    // After the previous test's reports (a bus never moves back to an older one), and within the
    // 5 minutes ahead of the clock a report may be.
    const start = Date.now() + 10_000;
    await sim.tick(start);
    const a = await positionOf(buses[0]!);
    for (let i = 1; i <= 12; i++) await sim.tick(start + i * 5_000);
    const b = await positionOf(buses[0]!);
    const kmh = (metresBetween([a.lat, a.lng], [b.lat, b.lng]) / 60) * 3.6;
    expect(kmh).toBeLessThanOrEqual(25.5);
  });
});
