// getNetworkMap through the API: a line with a shape answers it, a line without one is drawn through
// its stops in stop order, the route's number and colour come along, and another company's lines and
// stops never appear.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLines, routes } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { insertSampleLine, type SampleLine } from './line.sample.ts';
import { companyId, INSIDER, OUTSIDER } from './position.fixtures.ts';
import { sampleStopInput } from './stop.sample.ts';

const URL = '/bus-management/network-map';
const SHAPE: [number, number][] = [
  [106.7, 10.77],
  [106.71, 10.78],
  [106.72, 10.78],
];

interface Body {
  lines: Array<{
    id: number;
    route_id: number;
    route_number: string;
    color: string | null;
    coordinates: number[][];
  }>;
  stops: Array<{ id: number; code: string; name: string; lat: number; lng: number }>;
}

let t: TestApp;
const stopAt = async (as: string, lat: number, lng: number) => {
  const res = await t.call('POST', '/bus-management/stops', { as, body: sampleStopInput({ lat, lng }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
let insiderStops: number[];
let outsiderStop: number;
let shaped: SampleLine;
let throughStops: SampleLine;
let outsiderLine: SampleLine;
beforeAll(async () => {
  t = await createTestApp();
  const pn = await companyId(t, 'phuongNam');
  const qt = await companyId(t, 'quyetThang');
  const { db } = t.services.database;
  insiderStops = [
    await stopAt(INSIDER.phone, 10.75, 106.66),
    await stopAt(INSIDER.phone, 10.76, 106.67),
    await stopAt(INSIDER.phone, 10.77, 106.68),
  ];
  outsiderStop = await stopAt(OUTSIDER.phone, 10.8, 106.6);
  shaped = await insertSampleLine(db, pn, { stopIds: insiderStops });
  await db.update(routeLines).set({ shape: SHAPE }).where(eq(routeLines.id, shaped.lineId));
  await db.update(routes).set({ color: '#D9822B' }).where(eq(routes.id, shaped.routeId));
  // Stops listed out of order on purpose: the path follows stop_order, not the stops' ids.
  throughStops = await insertSampleLine(db, pn, { stopIds: [insiderStops[2]!, insiderStops[0]!] });
  outsiderLine = await insertSampleLine(db, qt, { stopIds: [outsiderStop, outsiderStop] });
}, 180_000);
afterAll(() => t.close());

describe('getNetworkMap', () => {
  it("answers the company's lines (shape, or through the stops) and stops", async () => {
    const res = await t.call('GET', URL, { as: INSIDER.phone });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as Body;
    const line = (id: number) => body.lines.find((l) => l.id === id);
    expect(line(shaped.lineId)).toMatchObject({
      route_id: shaped.routeId,
      route_number: shaped.routeNumber,
      direction: 0,
      name: 'Lượt đi',
      color: '#D9822B',
      coordinates: SHAPE,
      stop_ids: insiderStops,
    });
    expect(line(throughStops.lineId)).toMatchObject({
      color: null,
      stop_ids: [insiderStops[2], insiderStops[0]],
      coordinates: [
        [106.68, 10.77],
        [106.66, 10.75],
      ],
    });
    for (const id of insiderStops) expect(body.stops.some((s) => s.id === id)).toBe(true);
    expect(body.stops.find((s) => s.id === insiderStops[0])).toMatchObject({ lat: 10.75, lng: 106.66 });
  });

  it("never shows another company's lines or stops", async () => {
    const res = await t.call('GET', URL, { as: INSIDER.phone });
    const body = res.body as Body;
    expect(body.lines.some((l) => l.id === outsiderLine.lineId)).toBe(false);
    expect(body.lines.some((l) => l.route_id === outsiderLine.routeId)).toBe(false);
    expect(body.stops.some((s) => s.id === outsiderStop)).toBe(false);
    // ...while the other company sees its own.
    const theirs = (await t.call('GET', URL, { as: OUTSIDER.phone })).body as Body;
    expect(theirs.lines.some((l) => l.id === outsiderLine.lineId)).toBe(true);
    expect(theirs.lines.some((l) => l.id === shaped.lineId)).toBe(false);
    expect(theirs.stops.some((s) => s.id === insiderStops[0])).toBe(false);
  });
});
