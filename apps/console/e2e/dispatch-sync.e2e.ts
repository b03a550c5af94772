// 'Đồng bộ dữ liệu…' onto a day that already runs a trip at one of the source's times (issue 19): the
// dialog lists that trip, says the source's trip at that time is skipped, and the dispatcher may choose
// to add it beside ours instead (keys 2 then 3, shown on the radios); the sync then writes exactly that. The source is the feed file the
// e2e server reads (server.ts), written here from the company's own GTFS export; the day is far ahead.

import { writeFile } from 'node:fs/promises';
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { COMPANY_ADMIN, login, screenshot, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { boardStatus, type DayTrip, deleteOpenTrips } from './dispatch-fixtures.ts';

const DISPATCHER = '0901000010';
const DAY = '2027-05-12'; // a Wednesday

let admin: ApiClient;
let routeId: number;
let sourceCount: number;
let ours: { code: string };
let served: number;

const tripsOf = async (): Promise<DayTrip[]> => {
  const { data } = await admin.call('listTrips', { params: { query: { date: DAY, route_id: routeId } } });
  return (data?.items ?? []) as DayTrip[];
};
const syncDialog = (page: Page) => page.getByRole('dialog', { name: /Đồng bộ dữ liệu ngày/ });

describe('sync onto a day that already runs the route', () => {
  const e2e = useBrowser();

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data: resources } = await admin.call('getDispatchResources');
    routeId = resources!.routes.find((r) => r.lines.length > 0)!.id;
    const { data: feed } = await admin.call('exportGtfsFeed', { parseAs: 'blob' });
    await writeFile(inject('syncFeedPath'), new Uint8Array(await (feed as unknown as Blob).arrayBuffer()));
    const { data: seen } = await admin.call('getTripSyncPreview', {
      params: { query: { date: DAY, route_id: routeId } },
    });
    expect(seen!.added.length, 'the export runs the route that day').toBeGreaterThan(1);
    sourceCount = seen!.added.length;
    // Ours, five minutes after the source's first trip, on its line: it serves that time.
    const first = seen!.added[0]!;
    const shift = (iso: string) => new Date(new Date(iso).getTime() + 5 * 60_000).toISOString();
    const { data, response } = await admin.call('createRouteTrip', {
      params: { path: { routeId } },
      body: {
        line_id: first.line_id!,
        planned_departure: shift(first.planned_departure),
        planned_arrival: shift(first.planned_arrival),
      },
    });
    expect(response.status).toBe(200);
    ours = data!.route_trip;
    // How many of the source's times it serves (the timetable may run two within 10 minutes).
    const { data: clash } = await admin.call('getTripSyncPreview', {
      params: { query: { date: DAY, route_id: routeId } },
    });
    served = clash!.served_count;
    expect(served).toBeGreaterThanOrEqual(1);
    expect(clash!.added).toHaveLength(sourceCount - served);
  });

  afterAll(async () => deleteOpenTrips(admin, routeId, await tripsOf()));

  test('lists the trip already there, skips its time by default, and adds beside it when chosen', async () => {
    const { page } = e2e;
    await login(page, DISPATCHER);
    await page.goto(`/routes/trip?route=${routeId}&date=${DAY}`);
    await boardStatus(page).waitFor();
    await page.keyboard.press('Shift+S');
    const dialog = syncDialog(page);
    await dialog.getByRole('table', { name: 'Đã có ở giờ của nguồn: 1 chuyến' }).waitFor();
    expect(
      await dialog.getByRole('table', { name: 'Đã có ở giờ của nguồn: 1 chuyến' }).textContent(),
    ).toContain(ours.code);
    expect(await dialog.getByRole('status').textContent()).toContain(`Bỏ qua ${served} chuyến của nguồn`);
    await expect
      .poll(() =>
        dialog.getByRole('button', { name: 'Đồng bộ (Enter)' }).evaluate((b) => b === document.activeElement),
      )
      .toBe(true);
    await screenshot(page, 'dispatch-sync-clash-1440');

    // The choice by its key, shown on each radio (1 2 3): the focus stays on 'Đồng bộ', each key previews again.
    const keyOf = (name: string) =>
      dialog.locator('label').filter({ hasText: name }).locator('kbd').textContent();
    expect(await keyOf('Bỏ qua giờ đã có chuyến')).toBe('1');
    expect(await keyOf('Thay các chuyến chưa phân công')).toBe('2');
    expect(await keyOf('Thêm tất cả (chạy song song)')).toBe('3');
    const syncButton = dialog.getByRole('button', { name: 'Đồng bộ (Enter)' });
    await page.keyboard.press('2');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Huỷ các chuyến chưa phân công');
    expect(await dialog.getByRole('radio', { name: /Thay các chuyến chưa phân công/ }).isChecked()).toBe(
      true,
    );
    await page.keyboard.press('3');
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('sẽ chạy song song');
    expect(await dialog.getByRole('radio', { name: /Thêm tất cả/ }).isChecked()).toBe(true);
    await expect.poll(() => syncButton.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Đồng bộ dữ liệu thành công');
    expect(await tripsOf()).toHaveLength(sourceCount + 1);
  });
});
