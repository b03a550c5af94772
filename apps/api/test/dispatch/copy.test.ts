// Copying days of trips through the API (issue 10): the preview per target day (added, already there
// with differences, conflicts), the apply writing exactly the preview, trips already there untouched,
// a stale preview refused, range copy, times only vs times and people, conflicts refused, another
// company's route 404, history rows with action 'copy'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import {
  at,
  DAY,
  INSIDER,
  makeRoute,
  makeStaff,
  makeTrip,
  makeVehicle,
  OUTSIDER,
} from './dispatch.fixture.ts';

const NEXT = '2026-11-24';
const tag = (day: string) => day.slice(2).replaceAll('-', '');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type Route = Awaited<ReturnType<typeof makeRoute>>;
const copyUrl = (route: Route) => `/dispatch/routes/${route.id}/trips/copy`;

async function board(route: Route, date: string) {
  const res = await t.call('GET', '/dispatch/trips', {
    as: INSIDER.phone,
    query: { date, route_id: route.id },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as Array<Record<string, unknown> & { code: string; version: number }>;
}

async function copy(route: Route, body: Record<string, unknown>, as = INSIDER.phone) {
  return t.call('POST', copyUrl(route), { as, body: { from_date: DAY, ...body } });
}

/** A trip on another day than DAY (the fixture's makeTrip only knows DAY). */
async function tripOn(route: Route, lineId: number, day: string, from: string, to: string, extra = {}) {
  const res = await t.call('POST', `/dispatch/routes/${route.id}/trips`, {
    as: INSIDER.phone,
    body: { line_id: lineId, planned_departure: at(from, day), planned_arrival: at(to, day), ...extra },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.route_trip as { code: string; version: number };
}

describe('copying a day of trips', () => {
  it('previews added, kept (with differences) and writes exactly the preview, leaving kept trips as they are', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const other = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    const crewed = await makeTrip(t, route.id, route.outbound, '05:30', '06:25', {
      driver_id: driver,
      vehicle_id: bus,
    });
    await makeTrip(t, route.id, route.inbound, '07:00', '08:00');
    const there = await tripOn(route, route.inbound, NEXT, '07:00', '08:10', {
      driver_id: other,
      note: 'giữ',
    });

    const preview = await copy(route, { to_date: NEXT, mode: 'times_and_people', dry_run: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ written: false, added_count: 1, existing_count: 1 });
    const [day] = preview.body.days;
    const newCode = crewed.code.replace(tag(DAY), tag(NEXT));
    expect(day).toMatchObject({ service_date: NEXT, added_count: 1, existing_count: 1, conflicts: [] });
    expect(day.added).toEqual([
      expect.objectContaining({
        code: newCode,
        planned_departure: new Date(at('05:30', NEXT)).toISOString(),
        planned_arrival: new Date(at('06:25', NEXT)).toISOString(),
        driver_id: driver,
        vehicle_id: bus,
        status: 'assigned',
      }),
    ]);
    expect(day.added[0].driver_name).toBeTruthy();
    expect(day.existing).toEqual([
      {
        code: there.code,
        status: 'planned',
        differences: expect.arrayContaining([
          {
            field: 'planned_arrival',
            stored: new Date(at('08:10', NEXT)).toISOString(),
            copy: new Date(at('08:00', NEXT)).toISOString(),
          },
          { field: 'driver_id', stored: other, copy: null },
        ]),
      },
    ]);
    expect((await board(route, NEXT)).map((r) => r.code)).toEqual([there.code]);

    const applied = await copy(route, {
      to_date: NEXT,
      mode: 'times_and_people',
      preview_token: preview.body.preview_token,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({ message: 'Sao chép thành công!', written: true, added_count: 1 });
    const after = await board(route, NEXT);
    expect(after.map((r) => r.code).sort()).toEqual([newCode, there.code].sort());
    const kept = after.find((r) => r.code === there.code)!;
    expect(kept).toMatchObject({ version: there.version, driver_id: other, note: 'giữ' });
    const added = after.find((r) => r.code === newCode)!;
    expect(added).toMatchObject({ status: 'assigned', driver_id: driver, vehicle_id: bus, version: 1 });
    expect(added.field_sources).toMatchObject({ driver_id: 'copy', planned_departure: 'copy' });

    const history = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { date: NEXT, route_id: route.id },
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const copies = history.body.items.filter((c: { action: string }) => c.action === 'copy');
    expect(copies.map((c: { trip_code: string }) => c.trip_code)).toEqual([newCode]);
    expect(copies[0].note).toBe('Sao chép từ ngày 23/11/2026');

    const again = await copy(route, { to_date: NEXT, mode: 'times_and_people', dry_run: true });
    expect(again.body).toMatchObject({ added_count: 0, existing_count: 2 });
  });

  it('refuses an apply when a target day changed since the preview, writing nothing', async () => {
    const route = await makeRoute(t);
    await makeTrip(t, route.id, route.outbound, '06:00', '07:00');
    await makeTrip(t, route.id, route.outbound, '09:00', '10:00');
    const preview = await copy(route, { to_date: NEXT, mode: 'times', dry_run: true });
    expect(preview.body.added_count).toBe(2);
    const sneaked = await tripOn(route, route.outbound, NEXT, '09:00', '10:00');
    const applied = await copy(route, {
      to_date: NEXT,
      mode: 'times',
      preview_token: preview.body.preview_token,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(409);
    expect(applied.body.errorCode).toBe('COPY_STALE');
    expect((await board(route, NEXT)).map((r) => r.code)).toEqual([sneaked.code]);
  });

  it('copies the times only to every day of a range, planned and without people', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    await makeTrip(t, route.id, route.outbound, '05:30', '06:25', { driver_id: driver, vehicle_id: bus });
    await makeTrip(t, route.id, route.inbound, '06:40', '07:35', { driver_id: driver, vehicle_id: bus });
    const range = { to_from: '2026-11-25', to_until: '2026-11-27', mode: 'times' };
    const applied = await copy(route, range);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.added_count).toBe(6);
    expect(applied.body.days.map((d: { service_date: string }) => d.service_date)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      const trips = await board(route, day);
      expect(trips.map((r) => [r.status, r.driver_id, r.vehicle_id])).toEqual([
        ['planned', null, null],
        ['planned', null, null],
      ]);
      expect(trips[0]!.planned_departure).toBe(new Date(at('05:30', day)).toISOString());
    }
    const tooLong = await copy(route, {
      to_from: '2026-12-01',
      to_until: '2027-01-05',
      mode: 'times',
      dry_run: true,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('31 ngày');
  });

  it('refuses a copy whose crew is already busy on the target day, and lists it in the preview', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    const bus = await makeVehicle(t);
    await makeTrip(t, route.id, route.outbound, '05:30', '06:25', { driver_id: driver, vehicle_id: bus });
    const busy = await tripOn(route, route.inbound, NEXT, '05:00', '06:00', { driver_id: driver });
    const preview = await copy(route, { to_date: NEXT, mode: 'times_and_people', dry_run: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.days[0].conflicts).toEqual([
      expect.objectContaining({ code: 'driver_overlap', severity: 'error', other_trip_code: busy.code }),
    ]);
    const applied = await copy(route, { to_date: NEXT, mode: 'times_and_people', accept_warnings: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(409);
    expect(applied.body.conflicts[0].code).toBe('driver_overlap');
    expect((await board(route, NEXT)).map((r) => r.code)).toEqual([busy.code]);
    // Times only copies no one: nothing to collide with.
    const times = await copy(route, { to_date: NEXT, mode: 'times' });
    expect(times.status, JSON.stringify(times.body)).toBe(200);
    expect(times.body.added_count).toBe(1);
  });

  it("answers 404 for another company's route and copies none of its trips with the company copy", async () => {
    const route = await makeRoute(t);
    await makeTrip(t, route.id, route.outbound, '11:00', '12:00');
    const res = await copy(route, { to_date: NEXT, mode: 'times' }, OUTSIDER.phone);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    const all = await t.call('POST', '/dispatch/trips/copy', {
      as: OUTSIDER.phone,
      body: { from_date: DAY, to_date: '2026-11-30', mode: 'times', dry_run: true },
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.days[0].added.map((a: { route_id: number }) => a.route_id)).not.toContain(route.id);
    const mine = await t.call('POST', '/dispatch/trips/copy', {
      as: INSIDER.phone,
      body: { from_date: DAY, to_date: '2026-11-30', mode: 'times', dry_run: true },
    });
    expect(mine.body.days[0].added.map((a: { route_id: number }) => a.route_id)).toContain(route.id);
    expect(await board(route, NEXT)).toEqual([]);
  });

  it('refuses a target that is the source day, or both a day and a range, with a Vietnamese message', async () => {
    const route = await makeRoute(t);
    const same = await copy(route, { to_date: DAY, mode: 'times' });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Ngày đích phải khác ngày nguồn');
    const both = await copy(route, { to_date: NEXT, to_from: NEXT, to_until: NEXT, mode: 'times' });
    expect(both.status).toBe(400);
    const none = await copy(route, { mode: 'times' });
    expect(none.status).toBe(400);
  });

  it('shows what the target day already runs and skips, replaces or adds as chosen, never doubling it silently', async () => {
    const route = await makeRoute(t);
    const driver = await makeStaff(t, 6);
    for (const [from, to] of [
      ['05:17', '06:10'],
      ['05:40', '06:35'],
      ['07:00', '07:55'],
    ] as const)
      await makeTrip(t, route.id, route.outbound, from, to);
    // The target day's own timetable: 05:15 (nobody on it yet) and 05:45 (a driver already assigned).
    const open = await tripOn(route, route.outbound, NEXT, '05:15', '06:10');
    const crewed = await tripOn(route, route.outbound, NEXT, '05:45', '06:40', { driver_id: driver });

    const skip = await copy(route, { to_date: NEXT, mode: 'times', dry_run: true });
    expect(skip.status, JSON.stringify(skip.body)).toBe(200);
    // The default skips the times the day serves (05:17 by 05:15, 05:40 by 05:45): only 07:00 is added.
    expect(skip.body).toMatchObject({
      on_existing: 'skip_served',
      running_count: 2,
      served_count: 2,
      removed_count: 0,
      added_count: 1,
    });
    expect(skip.body.days[0]).toMatchObject({ running_count: 2, served_count: 2, removed_count: 0 });

    const add = await copy(route, { to_date: NEXT, mode: 'times', on_existing: 'add', dry_run: true });
    expect(add.body).toMatchObject({ on_existing: 'add', served_count: 2, added_count: 3 });
    expect(add.body.preview_token).not.toBe(skip.body.preview_token);

    // Replace removes the 05:15 trip (no work on it) and keeps the assigned 05:45, whose time the copy
    // then skips: one transaction, the removal in the history.
    const preview = await copy(route, {
      to_date: NEXT,
      mode: 'times',
      on_existing: 'replace',
      dry_run: true,
    });
    expect(preview.body).toMatchObject({ removed_count: 1, served_count: 1, added_count: 2 });
    expect(await board(route, NEXT)).toHaveLength(2);
    const applied = await copy(route, {
      to_date: NEXT,
      mode: 'times',
      on_existing: 'replace',
      preview_token: preview.body.preview_token,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const after = await board(route, NEXT);
    const times = after.map((r) => String(r.code).split('-').at(-2)).sort();
    expect(times).toEqual(['0517', '0700', '0545'].sort());
    expect(after.find((r) => r.code === crewed.code)?.driver_id).toBe(driver);
    expect(after.find((r) => r.code === open.code)).toBeUndefined();
    const history = await t.call('GET', '/dispatch/trip-changes', {
      as: INSIDER.phone,
      query: { date: NEXT, route_id: route.id, trip_code: open.code },
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.items[0]).toMatchObject({ action: 'delete' });

    // A second skip copy finds every time served: nothing to add.
    const again = await copy(route, { to_date: NEXT, mode: 'times', dry_run: true });
    expect(again.body).toMatchObject({ running_count: 3, added_count: 0 });
  });

  it('refuses an unknown choice for the trips already there, writing nothing', async () => {
    const route = await makeRoute(t);
    await makeTrip(t, route.id, route.outbound, '09:00', '10:00');
    const res = await copy(route, { to_date: NEXT, mode: 'times', on_existing: 'overwrite' });
    expect(res.status).toBe(400);
    expect(await board(route, NEXT)).toEqual([]);
  });
});
