// /routes/trip (Phân công chuyến) in Chromium against the real API, keyboard only, as Phương Nam's
// dispatcher (role 10): the day of one route generated from its schedules, two trips selected with
// Space and Shift+Down, a driver assigned by typing a folded name (one multi-edit, after its dry run),
// a bus the same way, a trip's actual departure confirmed in at most 6 keys, a status change with a
// note, and a save refused as stale after another user changed the trip through the API. The driver,
// the bus and the trips (a day far ahead, no other test uses it) are this file's own.
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COMPANY_ADMIN,
  login,
  runFromPalette,
  screenshot,
  signedInApi,
  useBrowser,
  waitForToast,
} from './browser.ts';
import { boardStatus, createDriver, deleteOpenTrips, generateDay, keyCounter } from './dispatch-fixtures.ts';

const DISPATCHER = '0901000010';
const DAY = '2027-03-17'; // a Wednesday: the weekday schedules
const stamp = Date.now().toString().slice(-6);
const DRIVER_NAME = `Phạm Quang Đức ${stamp}`;
const PLATE = `51B-${stamp.slice(0, 3)}.${stamp.slice(3, 5)}`;

interface Trip {
  code: string;
  route_id: number;
  version: number;
  status: string;
  driver_id: number | null;
  vehicle_id: number | null;
  actual_departure: string | null;
  note: string | null;
}

let admin: ApiClient;
let routeId: number;
let driverId: number;
let vehicleId: number;

const tripsOfDay = async (): Promise<Trip[]> => {
  const { data } = await admin.call('listTrips', { params: { query: { date: DAY, route_id: routeId } } });
  return (data?.items ?? []) as Trip[];
};

const status = boardStatus;
const rowOf = (page: Page, code: string) =>
  page.locator('.board-grid [role="row"][row-index]').filter({ hasText: code }).first();

describe('day board', () => {
  const e2e = useBrowser();

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data: resources } = await admin.call('getDispatchResources');
    const route = resources!.routes.find((r) => r.lines.length > 0);
    expect(route, 'a demo route with lines').toBeTruthy();
    routeId = route!.id;
    await generateDay(admin, routeId, DAY);
    driverId = await createDriver(admin, DRIVER_NAME, `0988${stamp}`);
    const { data: bus } = await admin.call('createVehicle', {
      body: { plate: PLATE, seats: 40, inspection_expires_on: '2030-12-31', badge_expires_on: '2030-12-31' },
    });
    vehicleId = (bus as { id: number }).id;
  });

  afterAll(async () => deleteOpenTrips(admin, routeId, await tripsOfDay()));

  test('select, assign by a folded name, confirm a time in <= 6 keys, change a status, refuse a stale save', async () => {
    const { page } = e2e;
    await login(page, DISPATCHER);
    await page.goto(`/routes/trip?route=${routeId}&date=${DAY}`);
    const trips = await tripsOfDay();
    // Both directions leave at the same minute: rows 0 and 1 overlap, rows 0 and 6 do not.
    const [overlapA] = trips;
    const later = trips[6]!;
    const planned = trips[7]!;
    const staleTrip = trips[12]!;
    await rowOf(page, overlapA!.code).waitFor();
    await expect.poll(() => status(page).textContent()).toContain(`/ ${trips.length} chuyến`);

    // Select: 'g l' focuses the first row; Space selects it, Shift+Down adds the next.
    await page.keyboard.press('g');
    await page.keyboard.press('l');
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 2 /');
    await page.getByRole('button', { name: /Gán lái xe cho 2 chuyến/ }).waitFor();

    const multi: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/dispatch\/routes\/\d+\/multi-trips$/.test(new URL(r.url()).pathname))
        multi.push(r.postData() ?? '');
    });
    // One driver on two trips at the same time: the dry run's errors block, nothing is written.
    await page.keyboard.press('d');
    await page.getByRole('textbox', { name: 'Tìm lái xe' }).waitFor();
    await page.keyboard.type(`pham quang duc ${stamp}`);
    await page.locator('.board-picker .bp6-menu-item.bp6-active').filter({ hasText: DRIVER_NAME }).waitFor();
    await page.keyboard.press('Enter');
    await page.locator('.board-outcome').filter({ hasText: 'Không thể phân công' }).waitFor();
    expect(await page.locator('.board-outcome').textContent()).toContain('Lái xe trùng giờ');
    expect(multi.map((b) => JSON.parse(b).dry_run === true)).toEqual([true]);
    await page.keyboard.press('Escape');
    expect((await tripsOfDay()).filter((t) => t.driver_id === driverId)).toEqual([]);

    // Esc clears; Space on row 0, six rows down, Space: two trips that do not overlap.
    await page.keyboard.press('Escape');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 0 /');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 2 /');

    // 'd', a name typed without diacritics, Enter: a dry run, then ONE multi-edit with the versions.
    multi.length = 0;
    await page.keyboard.press('d');
    await page.getByRole('textbox', { name: 'Tìm lái xe' }).waitFor();
    await page.keyboard.type(`pham quang duc ${stamp}`);
    await page.locator('.board-picker .bp6-menu-item.bp6-active').filter({ hasText: DRIVER_NAME }).waitFor();
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Phân công thành công!');
    expect(multi.map((b) => JSON.parse(b).dry_run === true)).toEqual([true, false]);
    const sent = JSON.parse(multi[1]!);
    expect(sent.route_trips).toEqual([
      { code: overlapA!.code, version: overlapA!.version, driver_id: driverId },
      { code: later.code, version: later.version, driver_id: driverId },
    ]);
    await expect
      .poll(async () => (await tripsOfDay()).filter((t) => t.driver_id === driverId).map((t) => t.code))
      .toEqual([overlapA!.code, later.code]);
    // The selection survived the save and its reload.
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 2 /');

    // 'v' and the plate typed plainly: with a driver and a bus the trips become 'Đã phân công'.
    await page.keyboard.press('v');
    await page.getByRole('textbox', { name: 'Tìm xe' }).waitFor();
    await page.keyboard.type(PLATE.replace(/[-.]/g, '').toLowerCase());
    await page.locator('.board-picker .bp6-menu-item.bp6-active').filter({ hasText: PLATE }).waitFor();
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Phân công thành công!');
    await expect
      .poll(async () => (await tripsOfDay()).find((t) => t.code === later.code))
      .toMatchObject({ status: 'assigned', vehicle_id: vehicleId, driver_id: driverId });
    await screenshot(page, 'dispatch-board-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'dispatch-board-1024');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The actual departure of the focused trip, counted: Esc (clear the selection), 't', Enter.
    const keys = keyCounter(page);
    await keys.press('Escape');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 0 /');
    await keys.press('t');
    await page.getByRole('textbox', { name: 'Giờ xuất bến thực tế (HH:mm)' }).waitFor();
    await keys.press('Enter');
    await waitForToast(page, 'Xác nhận thành công');
    expect(keys.count).toBeLessThanOrEqual(6);
    await expect
      .poll(async () => (await tripsOfDay()).find((t) => t.code === later.code))
      .toMatchObject({ status: 'running', actual_departure: expect.any(String) });

    // Status with a note: the next trip (planned) cancelled; its moves are Đã phân công, Đã hủy, Mất chuyến.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 1 /');
    await page.keyboard.press('s');
    const select = page.getByLabel('Trạng thái mới');
    await select.waitFor();
    await expect.poll(() => select.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe('cancelled');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Xe hỏng dọc đường');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Cập nhật thành công!');
    await expect
      .poll(async () => (await tripsOfDay()).find((t) => t.code === planned.code))
      .toMatchObject({ status: 'cancelled', note: 'Xe hỏng dọc đường' });

    // Stale: a later trip is changed through the API by the admin, then assigned here on the old version.
    await page.keyboard.press('Escape');
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 1 /');
    await page.keyboard.press('d');
    await page.getByRole('textbox', { name: 'Tìm lái xe' }).waitFor();
    await page.keyboard.type(`quang duc ${stamp}`);
    await page.locator('.board-picker .bp6-menu-item.bp6-active').filter({ hasText: DRIVER_NAME }).waitFor();
    // Changed by the admin just before Enter: the live refresh (debounced 400 ms) has not run yet.
    const before = (await tripsOfDay()).find((t) => t.code === staleTrip.code)!;
    await admin.call('updateRouteTrip', {
      params: { path: { routeId, tripCode: staleTrip.code } },
      body: { version: before.version, note: 'Đổi bởi quản trị' },
    });
    await page.keyboard.press('Enter');
    const refusal = page.locator('.board-outcome').filter({ hasText: `đã sửa chuyến ${staleTrip.code}` });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Đã tải lại');
    expect((await tripsOfDay()).find((t) => t.code === staleTrip.code)?.driver_id).toBeNull();
    // The rows were reloaded with the selection kept: Enter again saves on the new version.
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 1 /');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Phân công thành công!');
    await expect
      .poll(async () => (await tripsOfDay()).find((t) => t.code === staleTrip.code)?.driver_id)
      .toBe(driverId);

    // The day's history from the palette, in words: the assignments name the driver and the bus.
    await runFromPalette(page, 'lich su phan cong trong ngay', 'Lịch sử phân công trong ngày');
    const drawer = page.locator('.bp6-drawer').filter({ hasText: `Lịch sử phân công ngày ${DAY}` });
    await drawer
      .locator('td')
      .filter({ hasText: `lái xe: (trống) → ${DRIVER_NAME}` })
      .first()
      .waitFor();
    const text = await drawer.textContent();
    expect(text).toContain(`xe: (trống) → ${PLATE}`);
    expect(text).toContain('trạng thái: Chưa phân công → Đã hủy');
    expect(text).not.toContain('driver_id');
    await screenshot(page, 'dispatch-history-1440');
  });
});
