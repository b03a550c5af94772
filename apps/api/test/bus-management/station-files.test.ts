// The on-board stop files through the API: generate records what was built, the company download and
// the per-line download answer the stops in travel order with their coordinates, trigger radius and
// distance from the start; another company's line answers 404, as does a line of another route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, historyOf } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { insertSampleLine } from './line.sample.ts';
import { sampleStopInput } from './stop.sample.ts';

const STOPS = '/bus-management/stops';
const INSIDER = '0901000002'; // Phương Nam, role 2
const OUTSIDER = '0902000002'; // Quyết Thắng, role 2

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

async function stop(as: string, extra: Parameters<typeof sampleStopInput>[0]) {
  const res = await t.call('POST', STOPS, { as, body: sampleStopInput(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; code: string; company_id: number };
}

/** Three stops along Lê Lợi / Hàm Nghi, the middle one visited with a shape distance. */
async function lineOfThree(as: string) {
  const a = await stop(as, { name: 'Bến Thành', lat: 10.7721, lng: 106.6983, trigger_radius_m: 40 });
  const b = await stop(as, { name: 'Đường Hàm Nghi', lat: 10.7709, lng: 106.7021, trigger_radius_m: 25 });
  const c = await stop(as, { name: 'Bến Bạch Đằng', lat: 10.7745, lng: 106.7064 });
  const line = await insertSampleLine(t.services.database.db, a.company_id, {
    stopIds: [a.id, b.id, c.id],
    distancesKm: [null, 0.5, null],
  });
  return { line, stops: [a, b, c] };
}

describe('station files', () => {
  it("answers one line's file: order, names, coordinates, radius, distance from the start", async () => {
    const { line, stops } = await lineOfThree(INSIDER);
    const url = `/bus-management/routes/${line.routeId}/lines/${line.lineId}/station/download`;
    const res = await t.call('POST', url, { as: INSIDER });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(
      new RegExp(`^attachment; filename="?diem-dung-tuyen-${line.routeNumber}-luot-di-\\d{8}\\.json`),
    );
    const file = JSON.parse(res.raw.toString('utf8'));
    expect(file).toMatchObject({
      format: 'busops-station-file',
      version: 1,
      company_id: stops[0]!.company_id,
    });
    expect(Date.parse(file.generated_at)).not.toBeNaN();
    expect(file.lines).toHaveLength(1);
    const [only] = file.lines;
    expect(only).toMatchObject({ route_id: line.routeId, line_id: line.lineId, direction: 0 });
    expect(only.stops.map((s: { order: number }) => s.order)).toEqual([1, 2, 3]);
    expect(only.stops.map((s: { stop_id: number }) => s.stop_id)).toEqual(stops.map((s) => s.id));
    expect(only.stops[0]).toMatchObject({
      name: 'Bến Thành',
      name_ascii: 'Ben Thanh',
      lat: 10.7721,
      lng: 106.6983,
      trigger_radius_m: 40,
      distance_m: 0,
    });
    expect(only.stops[1]).toMatchObject({
      name_ascii: 'Duong Ham Nghi',
      trigger_radius_m: 25,
      distance_m: 500,
    });
    // No shape distance for the third: the straight legs, A->B (~430 m) then B->C (~610 m).
    expect(only.stops[2].distance_m).toBeGreaterThan(950);
    expect(only.stops[2].distance_m).toBeLessThan(1150);
  });

  it("refuses another company's line and a line named under another route (404), changing nothing", async () => {
    const theirs = await lineOfThree(OUTSIDER);
    const mine = await lineOfThree(INSIDER);
    await expectRefused(
      t,
      'POST',
      `/bus-management/routes/${theirs.line.routeId}/lines/${theirs.line.lineId}/station/download`,
      404,
      { as: INSIDER },
    );
    await expectRefused(
      t,
      'POST',
      `/bus-management/routes/${theirs.line.routeId}/lines/${mine.line.lineId}/station/download`,
      404,
      { as: INSIDER },
    );
    await expectRefused(t, 'POST', `${STOPS}/station/download`, 404, {
      as: INSIDER,
      body: { line_ids: [mine.line.lineId, theirs.line.lineId] },
    });
    await expectRefused(t, 'POST', `${STOPS}/station/generate`, 404, {
      as: INSIDER,
      body: { line_ids: [theirs.line.lineId] },
    });
  });

  it('downloads the company file: every line of the company, none of another', async () => {
    const mine = await lineOfThree(INSIDER);
    const theirs = await lineOfThree(OUTSIDER);
    const res = await t.call('POST', `${STOPS}/station/download`, { as: INSIDER, body: {} });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/filename="?diem-dung-thiet-bi-\d{8}\.json/);
    const file = JSON.parse(res.raw.toString('utf8'));
    const ids = file.lines.map((l: { line_id: number }) => l.line_id);
    expect(ids).toContain(mine.line.lineId);
    expect(ids).not.toContain(theirs.line.lineId);
    const chosen = await t.call('POST', `${STOPS}/station/download`, {
      as: INSIDER,
      body: { line_ids: [mine.line.lineId] },
    });
    const one = JSON.parse(chosen.raw.toString('utf8'));
    expect(one.lines.map((l: { line_id: number }) => l.line_id)).toEqual([mine.line.lineId]);
    expect(one.lines[0].stops.map((s: { lat: number }) => s.lat)).toEqual([10.7721, 10.7709, 10.7745]);
  });

  it('generates: answers what was built and records who, when and what in history', async () => {
    const mine = await lineOfThree(INSIDER);
    const res = await t.call('POST', `${STOPS}/station/generate`, {
      as: INSIDER,
      body: { line_ids: [mine.line.lineId] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      version: 1,
      line_count: 1,
      stop_count: 3,
      lines: [
        { line_id: mine.line.lineId, route_number: mine.line.routeNumber, direction: 0, stop_count: 3 },
      ],
    });
    const [row] = await historyOf(t, 'station_file', mine.stops[0]!.company_id, 'generate');
    expect(row).toMatchObject({ after: res.body });
    await expectRefused(t, 'POST', `${STOPS}/station/generate`, 400, { as: INSIDER, body: { all: false } });
    const all = await t.call('POST', `${STOPS}/station/generate`, { as: INSIDER, body: { all: true } });
    expect(all.status).toBe(200);
    expect(all.body.line_count).toBeGreaterThanOrEqual(1);
  });
});
