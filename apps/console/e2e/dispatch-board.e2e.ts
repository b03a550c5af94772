// /routes/trip (Phân công chuyến) in Chromium against the real API, keyboard only, as Phương Nam's
// dispatcher (role 10): the day of one route generated from its schedules, two trips selected with
// Space and Shift+Down, a driver assigned by typing a folded name (one multi-edit, after its dry run),
// a bus the same way, a trip's actual departure confirmed in at most 6 keys, a status change with a
// note, and a save refused as stale after another user changed the trip through the API. As the
// company's admin (role 2): ticket sets (vé quyển) handed to a trip and taken back, by keyboard. The
// driver, the bus, the trips and the series (a day far ahead, no other test uses them) are this file's own.
import { TICKET_SET_MESSAGES } from '@busops/domain';
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { axeFaults } from './axe.ts';
import {
  COMPANY_ADMIN,
  login,
  recordRequests,
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
let tripWithSets: string | undefined;

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

  // A trip with a ticket set handed cannot be deleted (the set is money's record): it stays, far ahead.
  afterAll(async () =>
    deleteOpenTrips(
      admin,
      routeId,
      (await tripsOfDay()).filter((t) => t.code !== tripWithSets),
    ),
  );

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
  test('ticket sets: two books handed (the second in 2 keys), one taken back in 4, refusals in Vietnamese', async () => {
    const { page } = e2e;
    const trip = (await tripsOfDay())[3]!;
    tripWithSets = trip.code;
    const series = `T${stamp}/27`;
    const setsOfTrip = async () => {
      const { data } = await admin.call('listTicketSets', {
        params: { query: { date_from: DAY, date_to: DAY, route_id: routeId, trip_code: trip.code } },
      });
      return (data?.items ?? []).map((s) => [s.series, s.serial_from, s.serial_to, s.returned_from]);
    };
    const posts = recordRequests(page, 'POST', /\/trips\/[^/]+\/ticket-sets$/);
    await login(page, COMPANY_ADMIN);
    await page.goto(`/routes/trip?route=${routeId}&date=${DAY}`);
    await rowOf(page, trip.code).waitFor();
    const seriesField = page.getByRole('textbox', { name: 'Ký hiệu sê-ri' });
    const focused = (locator: typeof seriesField) => locator.evaluate((el) => el === document.activeElement);

    // The first book of a new series, from the board: g l, three rows down, q, the four figures, Enter.
    const keys = keyCounter(page);
    await keys.press('g');
    await keys.press('l');
    for (let i = 0; i < 3; i++) await keys.press('ArrowDown');
    await keys.press('q');
    await page.getByRole('dialog', { name: `Giao vé quyển: chuyến ${trip.code}` }).waitFor();
    await expect.poll(() => focused(seriesField)).toBe(true);
    await page.getByText('Chuyến chưa nhận quyển vé nào.').waitFor();
    await keys.type(series);
    await keys.press('Tab');
    await keys.type('1');
    await keys.press('Tab');
    await keys.type('50');
    await keys.press('Tab');
    await keys.type('7000');
    await keys.press('Enter');
    await waitForToast(page, 'Giao vé thành công');
    // The dialog closes when its answer is in (the set may be visible to the API a moment earlier): a
    // key pressed while it is still open belongs to it, as it would for a user.
    const dialogGone = () => page.getByRole('dialog').waitFor({ state: 'detached' });
    await dialogGone();
    const firstBookKeys = keys.count;
    expect(firstBookKeys).toBe(6 + series.length + 1 + 1 + 1 + 2 + 1 + 4 + 1);
    await expect.poll(setsOfTrip).toEqual([[series, 1, 50, null]]);

    // The next book is what the form starts with: the series goes on at 51, the same size: q, Enter.
    const second = keyCounter(page);
    await second.press('q');
    await expect.poll(() => focused(seriesField)).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Số sê-ri đầu' }).inputValue()).toBe('51');
    expect(await page.getByRole('spinbutton', { name: 'Số sê-ri cuối' }).inputValue()).toBe('100');
    await screenshot(page, 'ticket-set-hand-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'ticket-set-hand-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await axeFaults(page)).toEqual([]);
    await second.press('Enter');
    await dialogGone();
    expect(second.count).toBe(2);
    await expect.poll(setsOfTrip).toHaveLength(2);

    // Refusals change nothing: a last serial before the first is refused before sending, a range that
    // meets a handed book is refused by the API (409), both in Vietnamese in the dialog.
    const sent = posts.length;
    await page.keyboard.press('q');
    await expect.poll(() => focused(seriesField)).toBe(true);
    const to = page.getByRole('spinbutton', { name: 'Số sê-ri cuối' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('90');
    await page.keyboard.press('Enter');
    await page.getByText(TICKET_SET_MESSAGES.order).waitFor();
    expect(await focused(to)).toBe(true);
    expect(posts.length).toBe(sent);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('40');
    await page.keyboard.press('Enter');
    await page.getByText(TICKET_SET_MESSAGES.overlap).waitFor();
    expect(posts.length).toBe(sent + 1);
    await expect.poll(() => focused(page.getByRole('spinbutton', { name: 'Số sê-ri đầu' }))).toBe(true);
    await page.keyboard.press('Escape');
    await dialogGone();
    expect(await setsOfTrip()).toHaveLength(2);

    // Taken back: Shift+Q, the first unsold serial, Enter; the dialog shows what was sold before saving.
    const back = keyCounter(page);
    await back.press('Shift+Q');
    await page.getByRole('dialog', { name: `Nhận lại vé quyển: chuyến ${trip.code}` }).waitFor();
    await expect
      .poll(() => focused(page.getByRole('spinbutton', { name: 'Số sê-ri đầu chưa bán' })))
      .toBe(true);
    await back.type('38');
    await page.getByText('Bán 37 vé, 259.000 ₫').waitFor();
    await screenshot(page, 'ticket-set-return-1440');
    expect(await axeFaults(page)).toEqual([]);
    await back.press('Enter');
    await waitForToast(page, 'Nhận lại vé thành công: bán 37 vé');
    expect(back.count).toBe(4);
    await expect.poll(setsOfTrip).toEqual(
      expect.arrayContaining([
        [series, 1, 50, 38],
        [series, 51, 100, null],
      ]),
    );
  });
});
