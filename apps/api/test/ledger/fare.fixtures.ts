// Fixtures of the fare-ledger tests: device keys made through the API, trips written straight into
// route_trips (tests seed no trips: SEED_DEMO_TRIPS), and fare events shaped like a handset's.
import { addDays, saigonToday, tripCodeOf } from '@busops/domain';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { busStaff, routes, routeTrips, vehicles } from '../../src/db/schema/index.ts';
import type { FareEvent } from '../../src/features/ledger/fare-event.check.ts';
import type { TestApp } from '../harness.ts';

export const FARE_EVENTS = '/ledger/fare-events';

export async function createDeviceKey(t: TestApp, as: string, name: string): Promise<string> {
  const res = await t.call('POST', '/bus-management/device-keys', { as, body: { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.key as string;
}

/** A call with a device key only: no application key, no sign-in. */
export const postEvents = (t: TestApp, key: string, events: unknown[]) =>
  t.call('POST', FARE_EVENTS, { headers: { 'x-api-key': key, 'x-access-token': '' }, body: { events } });

export interface Trip {
  code: string;
  routeId: number;
  vehicleId: number;
  driverId: number;
  conductorId: number;
  serviceDate: string;
}

/** `count` trips of the company's first route today (Saigon), each with a bus, a driver and a conductor. */
export async function addTrips(
  t: TestApp,
  companyId: number,
  count: number,
  options: { day?: string; status?: 'done' | 'cancelled' | 'planned'; minuteOffset?: number } = {},
): Promise<Trip[]> {
  const { db } = t.services.database;
  const day = options.day ?? saigonToday();
  const [route] = await db
    .select({ id: routes.id, number: routes.number })
    .from(routes)
    .where(eq(routes.companyId, companyId))
    .orderBy(routes.id)
    .limit(1);
  const buses = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.companyId, companyId));
  const crew = await db
    .select({ id: busStaff.id, userId: busStaff.userId, role: busStaff.role })
    .from(busStaff)
    .where(and(eq(busStaff.companyId, companyId), sql`${busStaff.role} in (5, 6)`));
  const drivers = crew.filter((c) => c.role === 6);
  const conductors = crew.filter((c) => c.role === 5);
  const rows = Array.from({ length: count }, (_, i) => {
    const departure = new Date(
      Date.parse(`${day}T05:00:00+07:00`) + ((options.minuteOffset ?? 0) + i * 3) * 60_000,
    );
    const driver = drivers[i % drivers.length]!;
    const conductor = conductors[i % conductors.length]!;
    return {
      companyId,
      routeId: route!.id,
      code: tripCodeOf(route!.number, departure, i % 2),
      serviceDate: day,
      plannedDeparture: departure,
      plannedArrival: new Date(departure.getTime() + 45 * 60_000),
      vehicleId: buses[i % buses.length]!.id,
      driverId: driver.id,
      driverUserId: driver.userId,
      conductorId: conductor.id,
      conductorUserId: conductor.userId,
      status: options.status ?? ('done' as const),
    };
  });
  await db.insert(routeTrips).values(rows);
  return rows.map((r) => ({
    code: r.code,
    routeId: r.routeId,
    vehicleId: r.vehicleId,
    driverId: r.driverId,
    conductorId: r.conductorId,
    serviceDate: r.serviceDate,
  }));
}

/** A paid fare on `trip` (7,000 ₫ cash, one adult) from device `device`, its sequence `sequence`. */
export function fareOn(
  trip: Trip,
  device: string,
  sequence: number,
  extra: Partial<FareEvent> = {},
): FareEvent {
  return {
    device_id: device,
    sequence,
    event_timestamp: new Date(
      Math.min(Date.now(), Date.parse(`${trip.serviceDate}T12:00:00+07:00`)),
    ).toISOString(),
    service_date: trip.serviceDate,
    amount: 7_000,
    fare_action: 'fare_payment',
    payment_type: 'CASH',
    fare_media: 'paper_ticket',
    rider_category: 'adult',
    trip_code: trip.code,
    ticket_serial: `AA${String(sequence).padStart(7, '0')}`,
    ...extra,
  };
}

export const daysAgo = (n: number) => addDays(saigonToday(), -n);
