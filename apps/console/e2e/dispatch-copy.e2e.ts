// 'Sao chép ngày' in Chromium against the real API, keyboard only, as Phương Nam's dispatcher
// (role 10), every key counted: a route's day (one trip with its driver) copied to the next day with
// the people, then a second driver assigned on the copied day. The bound: <= 20 keys for the
// copy and the assignment. A second copy adds nothing and keeps the trips already there (never
// overwritten silently). The days (far ahead) and the two drivers are this file's own.
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, screenshot, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { boardStatus, createDriver, deleteOpenTrips, generateDay, keyCounter } from './dispatch-fixtures.ts';

const DISPATCHER = '0901000010';
const FROM = '2027-04-14'; // a Wednesday
const TO = '2027-04-15'; // the Thursday after: the same weekday schedules
const stamp = Date.now().toString().slice(-6);
// Only the second driver's name and phone hold `stamp`: typing it finds them alone.
const OTHER = String(Number(stamp) + 1)
  .padStart(6, '0')
  .slice(-6);
const FIRST_DRIVER = `Lê Văn Thành ${OTHER}`;
const SECOND_DRIVER = `Trần Minh Khôi ${stamp}`;

interface Trip {
  code: string;
  version: number;
  status: string;
  driver_id: number | null;
  planned_departure: string;
}

let admin: ApiClient;
let routeId: number;
let firstDriver: number;
let secondDriver: number;

const tripsOf = async (date: string): Promise<Trip[]> => {
  const { data } = await admin.call('listTrips', { params: { query: { date, route_id: routeId } } });
  return (data?.items ?? []) as Trip[];
};

const status = boardStatus;
const copyDialog = (page: Page) => page.getByRole('dialog', { name: 'Sao chép ngày' });
/** The dialog shown and its first field focused: a key pressed during its opening would reach the board. */
async function copyDialogReady(page: Page): Promise<void> {
  await copyDialog(page).waitFor();
  await expect.poll(() => copyDialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

describe('copy a day', () => {
  const e2e = useBrowser();

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data: resources } = await admin.call('getDispatchResources');
    const route = resources!.routes.find((r) => r.lines.length > 0);
    expect(route, 'a demo route with lines').toBeTruthy();
    routeId = route!.id;
    await generateDay(admin, routeId, FROM);
    firstDriver = await createDriver(admin, FIRST_DRIVER, `0977${OTHER}`);
    secondDriver = await createDriver(admin, SECOND_DRIVER, `0966${stamp}`);
    const [first] = await tripsOf(FROM);
    const { response } = await admin.call('updateRouteTrip', {
      params: { path: { routeId, tripCode: first!.code } },
      body: { version: first!.version, driver_id: firstDriver },
    });
    expect(response.status).toBe(200);
  });

  afterAll(async () => {
    for (const date of [FROM, TO]) await deleteOpenTrips(admin, routeId, await tripsOf(date));
  });

  test('copy to the next day with the people and assign a driver there: <= 20 keys; a second copy keeps what is there', async () => {
    const { page } = e2e;
    const source = await tripsOf(FROM);
    expect(source.length).toBeGreaterThanOrEqual(4);
    expect(await tripsOf(TO)).toEqual([]);
    await login(page, DISPATCHER);
    await page.goto(`/routes/trip?route=${routeId}&date=${FROM}`);
    await expect.poll(() => status(page).textContent()).toContain(`/ ${source.length} chuyến`);

    const keys = keyCounter(page);
    // Shift+C: the dialog opens on this route, this day -> the next, times and people. Enter previews.
    await keys.press('Shift+C');
    await copyDialogReady(page);
    await keys.press('Enter');
    const preview = copyDialog(page).getByRole('region', { name: 'Xem trước' });
    await preview.waitFor();
    expect(await preview.textContent()).toContain(`Thêm ${source.length} chuyến, giữ nguyên 0 chuyến đã có`);
    expect(await preview.textContent()).toContain(FIRST_DRIVER);
    await screenshot(page, 'dispatch-copy-preview-1440');
    // Enter again copies exactly the preview.
    await keys.press('Enter');
    await waitForToast(page, 'Sao chép thành công!');
    await copyDialog(page).waitFor({ state: 'detached' });
    const copied = await tripsOf(TO);
    expect(copied).toHaveLength(source.length);
    expect(copied.filter((t) => t.driver_id === firstDriver)).toHaveLength(1);

    // ']' moves the board to the next day; 'g l' focuses its first row, the next one is selected.
    await keys.press(']');
    await expect.poll(() => page.url()).toContain(`date=${TO}`);
    // Both days hold as many trips: wait for the new day's rows (their codes carry the day), not the count.
    await page
      .locator('.board-grid [role="row"][row-index]')
      .filter({ hasText: `-${TO.slice(2).replaceAll('-', '')}-` })
      .first()
      .waitFor();
    await expect.poll(() => status(page).textContent()).toContain(`/ ${source.length} chuyến`);
    await keys.press('g');
    await keys.press('l');
    await keys.press('ArrowDown');
    await keys.press('Space');
    await expect.poll(() => status(page).textContent()).toContain('Đã chọn 1 /');
    // 'd', the driver found by what only they have in their name, Enter: assigned.
    await keys.press('d');
    await page.getByRole('textbox', { name: 'Tìm lái xe' }).waitFor();
    await keys.type(stamp);
    await page
      .locator('.board-picker .bp6-menu-item.bp6-active')
      .filter({ hasText: SECOND_DRIVER })
      .waitFor();
    await keys.press('Enter');
    await waitForToast(page, 'Phân công thành công!');
    expect(keys.count).toBeLessThanOrEqual(20);
    await expect
      .poll(async () => (await tripsOf(TO)).filter((t) => t.driver_id !== null).map((t) => t.driver_id))
      .toEqual([firstDriver, secondDriver]);

    // The same copy again: nothing to add, the day's trips (and the assignment just made) are kept.
    await page.keyboard.press('Escape');
    await page.keyboard.press('[');
    await expect.poll(() => page.url()).toContain(`date=${FROM}`);
    await page.keyboard.press('Shift+C');
    await copyDialogReady(page);
    await page.keyboard.press('Enter');
    await preview.waitFor();
    expect(await preview.textContent()).toContain(`Thêm 0 chuyến, giữ nguyên ${source.length} chuyến đã có`);
    const confirm = copyDialog(page).getByRole('button', { name: 'Không có chuyến mới để sao chép' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'dispatch-copy-preview-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.keyboard.press('Escape');
    await copyDialog(page).waitFor({ state: 'detached' });
    expect((await tripsOf(TO)).find((t) => t.driver_id === secondDriver)).toBeTruthy();
  });
});
