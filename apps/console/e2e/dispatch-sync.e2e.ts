// 'Đồng bộ dữ liệu…' in Chromium against the real API, keyboard only, as Phương Nam's dispatcher: the API
// under test reads a GTFS feed file (e2e/server.ts: DISPATCH_SYNC_SOURCE=gtfs:<file>), which this test
// writes with two trips of a demo route on a day no other test uses. The board's day has one trip of its
// own at the feed's second departure with its arrival typed by hand: the preview shows one trip added,
// one tied to the feed, the manual arrival kept; Enter syncs it and the board shows the new trip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saigonToday } from '@busops/domain';
import type { ApiClient } from '@busops/sdk';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  COMPANY_ADMIN,
  login,
  runFromPalette,
  screenshot,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';

const DISPATCHER = '0901000010';
const DAY = '2027-03-18'; // a Thursday

let admin: ApiClient;
let routeId: number;
let lineId: number;

/** The feed's files zipped with the system's zip (the console has no zip library of its own). */
function writeFeedFiles(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'busops-sync-feed-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  execFileSync('zip', ['-q', '-j', inject('syncFeedPath'), ...Object.keys(files).map((f) => join(dir, f))]);
}

function writeFeed(routeNumber: string) {
  writeFeedFiles({
    'routes.txt': `route_id,route_short_name\nr,${routeNumber}\n`,
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nwk,1,1,1,1,1,0,0,20270101,20271231\n',
    'trips.txt': 'route_id,service_id,trip_id,direction_id\nr,wk,ngoai-0412,0\nr,wk,ngoai-0442,0\n',
    'stop_times.txt': [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
      'ngoai-0412,04:12:00,04:12:00,a,1',
      'ngoai-0412,05:02:00,05:02:00,b,2',
      'ngoai-0442,04:42:00,04:42:00,a,1',
      'ngoai-0442,05:32:00,05:32:00,b,2',
    ].join('\n'),
  });
}

/** GTFS clock (HH:MM:SS from the service day's midnight in Vietnam, past 24:00 when it runs over). */
function gtfsClock(iso: string, day: string): string {
  const seconds = Math.round((Date.parse(iso) - Date.parse(`${day}T00:00:00+07:00`)) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

describe('dispatch sync', () => {
  const e2e = useBrowser();

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data: resources } = await admin.call('getDispatchResources');
    const route = resources!.routes.find((r) => r.lines.some((l) => l.direction === 0))!;
    routeId = route.id;
    lineId = route.lines.find((l) => l.direction === 0)!.id;
    writeFeed(route.number);
    await admin.call('createRouteTrip', {
      params: { path: { routeId } },
      body: {
        line_id: lineId,
        planned_departure: `${DAY}T04:42:00+07:00`,
        planned_arrival: `${DAY}T05:40:00+07:00`,
      },
    });
  });
  afterAll(async () => {
    // This file's day only: its trips go, so a re-run starts from the same board.
    const { data } = await admin.call('listTrips', { params: { query: { date: DAY, route_id: routeId } } });
    const codes = (data?.items ?? []).map((t) => t.code);
    if (codes.length > 0)
      await admin.call('deleteRouteTrips', {
        params: { path: { routeId } },
        body: { trip_codes: codes, note: 'Dọn dữ liệu kiểm thử' } as never,
      });
  });

  test('previews the diff from the board and syncs it with Enter', async () => {
    const page = e2e.page;
    await login(page, DISPATCHER);
    await page.goto(`/routes/trip?route=${routeId}&date=${DAY}`);
    await page.locator('.board-grid [role="row"][row-index]').first().waitFor();
    await runFromPalette(page, 'dong bo', 'Đồng bộ dữ liệu…');

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: /^Thêm 1 chuyến/ }).count()).toBe(1);
    await expect.poll(() => dialog.getByText('ngoai-0412').count()).toBe(1);
    await expect.poll(() => dialog.getByRole('table', { name: /^Thay đổi 1 chuyến/ }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('table', { name: /^Giữ giá trị nhập tay: 1/ }).count()).toBe(1);
    expect(await dialog.getByRole('table', { name: /^Giữ giá trị nhập tay/ }).textContent()).toMatch(
      /05:40.*05:32/,
    );
    await screenshot(page, 'dispatch-sync-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'dispatch-sync-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.keyboard.press('Enter');
    await waitForToast(page, 'Đồng bộ dữ liệu thành công');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(async () => {
        const { data } = await admin.call('listTrips', {
          params: { query: { date: DAY, route_id: routeId } },
        });
        return (data?.items ?? [])
          .map((t) => [new Date(t.planned_departure).toISOString(), t.field_sources.planned_arrival])
          .sort();
      })
      .toEqual([
        ['2027-03-17T21:12:00.000Z', 'sync'],
        ['2027-03-17T21:42:00.000Z', 'manual'],
      ]);
    // The board reloaded: two rows (counted by their code cell: the pinned column has one per row).
    await expect.poll(() => page.locator('.board-grid [role="gridcell"][col-id="code"]').count()).toBe(2);

    // Its shortcut from the board: the same day again has nothing left to sync; Esc closes.
    await page.keyboard.press('Shift+S');
    await expect.poll(() => dialog.getByText('Không có gì cần đồng bộ.').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  test("a feed of the demo's own trips: the checks' warnings shown, Enter again accepts them", async () => {
    // Today's assigned demo trips of a route (the demo rosters today), as a feed with the same times: every
    // trip is tied to its outside trip, and the checks warn about the demo licences ending within the week.
    const day = saigonToday();
    const { data: resources } = await admin.call('getDispatchResources');
    let route: { id: number; number: string } | undefined;
    let trips: Array<{
      code: string;
      line_direction: number | null;
      planned_departure: string;
      planned_arrival: string;
    }> = [];
    for (const candidate of resources!.routes) {
      const { data } = await admin.call('listTrips', {
        params: { query: { date: day, route_id: candidate.id } },
      });
      trips = (data?.items ?? []).filter((t) => t.driver_id !== null && t.status === 'assigned');
      if (trips.length > 0) {
        route = candidate;
        break;
      }
    }
    expect(route, 'a demo route with assigned trips today').toBeTruthy();
    writeFeedFiles({
      'routes.txt': `route_id,route_short_name\nr,${route!.number}\n`,
      'calendar_dates.txt': `service_id,date,exception_type\nd,${day.replaceAll('-', '')},1\n`,
      'trips.txt': [
        'route_id,service_id,trip_id,direction_id',
        ...trips.map((t) => `r,d,demo-${t.code},${t.line_direction === 1 ? 1 : 0}`),
      ].join('\n'),
      'stop_times.txt': [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
        ...trips.flatMap((t) => [
          `demo-${t.code},${gtfsClock(t.planned_departure, day)},${gtfsClock(t.planned_departure, day)},a,1`,
          `demo-${t.code},${gtfsClock(t.planned_arrival, day)},${gtfsClock(t.planned_arrival, day)},b,2`,
        ]),
      ].join('\n'),
    });

    const page = e2e.page;
    await login(page, DISPATCHER);
    await page.goto(`/routes/trip?route=${route!.id}&date=${day}`);
    await page.locator('.board-grid [role="row"][row-index]').first().waitFor();
    await page.keyboard.press('Shift+S');
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading', { name: `Thay đổi ${trips.length} chuyến` }).count())
      .toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByText(/cảnh báo khi kiểm tra chuyến/).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /chấp nhận \d+ cảnh báo/ }).count()).toBe(1);
    await screenshot(page, 'dispatch-sync-warnings-1440');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Đồng bộ dữ liệu thành công');
    await expect.poll(() => dialog.count()).toBe(0);
    // Every trip is tied now: the same feed has nothing left to sync.
    const { data: again } = await admin.call('getTripSyncPreview', {
      params: { query: { date: day, route_id: route!.id } },
    });
    expect([again!.added.length, again!.changed.length]).toEqual([0, 0]);
  });
});
