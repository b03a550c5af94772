// /routes/driver-setting (Thiết lập lái xe) in Chromium against the real API, keyboard only, as Phương
// Nam's dispatcher (role 10): the screen opened by its shortcut (g p), a roster type created on its tab
// (2, n, the form, Enter), a crew set on a route (1, r and the route's number, a, the form, Enter), then
// 'Phân công từ lịch lái xe' (p) for a day: the preview lists what it would fill and, per trip, why the
// rest cannot be, and Enter writes it through the trips' one write path. The driver, the roster type
// and the trips (a day far ahead no other test uses) are this file's own.
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, screenshot, signedInApi, useBrowser, waitForToast } from './browser.ts';
import { createDriver, type DayTrip, deleteOpenTrips, generateDay } from './dispatch-fixtures.ts';

const DISPATCHER = '0901000010';
const DAY = '2027-04-14'; // a Wednesday: the weekday schedules
const stamp = Date.now().toString().slice(-6);
const DRIVER_NAME = `Yên Văn Lộc ${stamp}`;
const TYPE_NAME = `Kíp sớm ${stamp}`; // typed into a select: no other type starts with 'K'

let admin: ApiClient;
let route: { id: number; number: string; name: string };
let driverId: number;

const tripsOfDay = async (): Promise<DayTrip[]> => {
  const { data } = await admin.call('listTrips', { params: { query: { date: DAY, route_id: route.id } } });
  return (data?.items ?? []) as DayTrip[];
};

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null);

describe('driver rosters', () => {
  const e2e = useBrowser();

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data: resources } = await admin.call('getDispatchResources');
    const withLines = resources!.routes.filter((r) => r.lines.length > 0);
    // Not the first route (the screen shows that one by default): choosing it by keyboard is part of the flow.
    route = withLines[1] ?? withLines[0]!;
    await generateDay(admin, route.id, DAY);
    driverId = await createDriver(admin, DRIVER_NAME, `0977${stamp}`);
  });

  afterAll(async () => deleteOpenTrips(admin, route.id, await tripsOfDay()));

  test('create a roster type, set a route crew, fill the day from the roster and see what stays open and why', async () => {
    const { page } = e2e;
    await login(page, DISPATCHER);

    // The screen by its shortcut: 'g p'.
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await page.waitForURL((url) => url.pathname === '/routes/driver-setting');
    await page.getByRole('tab', { name: /Tổ lái/ }).waitFor();

    // Tab 2, 'n': a roster type working every day, 05:00–13:00.
    await page.keyboard.press('2');
    await page.getByRole('tab', { name: /Loại thiết lập/, selected: true }).waitFor();
    await page.locator('.ag-row').first().waitFor();
    await page.keyboard.press('n');
    await expect.poll(() => focused(page)).toBe('name');
    await page.keyboard.type(TYPE_NAME);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Thêm thành công!');
    const { data: types } = await admin.call('listDriverSettingTypes', {
      params: { query: { keyword: TYPE_NAME, page: 0, size: 10 } },
    });
    expect(types!.items).toEqual([
      expect.objectContaining({ name: TYPE_NAME, work_days: 1, off_days: 0, shift_start: '05:00' }),
    ]);
    const typeId = types!.items[0]!.id;
    await page.locator('.ag-row').filter({ hasText: TYPE_NAME }).waitFor();
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'driver-rosters-types-1440');

    // Tab 1, 'r' and the route's number: the route's crews.
    await page.keyboard.press('Escape');
    await page.keyboard.press('1');
    await page.getByRole('tab', { name: /Tổ lái/, selected: true }).waitFor();
    await page.keyboard.press('r');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.keyboard.type(`${route.number} · `);
    await expect.poll(() => page.getByTestId('roster-route').inputValue()).toBe(String(route.id));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');

    // 'a': the crew form; the driver and the roster type chosen by typing their names.
    const saved: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === `/dispatch/routes/${route.id}/driver-setting`)
        saved.push(r.postData() ?? '');
    });
    await page.keyboard.press('a');
    await expect.poll(() => focused(page)).toBe('driver_id');
    await page.keyboard.type(DRIVER_NAME);
    await page.keyboard.press('Tab'); // conductor: none
    await page.keyboard.press('Tab'); // bus: none
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('type_id');
    await page.keyboard.type(TYPE_NAME);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('cycle_start');
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Thêm thành công!');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]!).items[0]).toMatchObject({
      driver_id: driverId,
      conductor_id: null,
      type_id: typeId,
    });
    await page.locator('.roster-grid .ag-row').filter({ hasText: DRIVER_NAME }).waitFor();

    // 'p': the fill for the day; the preview (a dry run) first, nothing written yet.
    await page.keyboard.press('p');
    const dayInput = page.getByTestId('roster-fill-day');
    await dayInput.waitFor();
    await expect.poll(() => dayInput.evaluate((el) => el === document.activeElement)).toBe(true);
    const [year, month, day] = DAY.split('-');
    // The kit's date field: dd/MM/yyyy whatever the browser's language; focusing it selects the day shown.
    await page.keyboard.type(`${day}${month}${year}`);
    await expect.poll(() => dayInput.inputValue()).toBe(`${day}/${month}/${year}`);
    const preview = page.getByTestId('roster-fill-preview');
    await preview.waitFor();
    await expect.poll(() => preview.textContent()).toContain(DRIVER_NAME);
    const openTitle = preview.getByRole('heading', { name: /Không phân công được: \d+ chuyến/ });
    const open = Number((await openTitle.textContent())!.match(/(\d+) chuyến/)![1]);
    expect(open).toBeGreaterThan(0);
    expect(await preview.locator('table').nth(1).textContent()).toMatch(/ca|giờ|tổ lái|lái xe/i);
    expect((await tripsOfDay()).filter((t) => t.driver_id === driverId)).toEqual([]);
    await screenshot(page, 'driver-rosters-fill-1440');
    await openTitle.scrollIntoViewIfNeeded();
    await screenshot(page, 'driver-rosters-unfilled-1440');

    // Enter applies: the trips the preview named are now the crew's.
    await page.keyboard.press('Enter');
    await waitForToast(page, 'Phân công thành công!');
    await expect
      .poll(async () => (await tripsOfDay()).filter((t) => t.driver_id === driverId).length)
      .toBeGreaterThan(0);
    const trips = await tripsOfDay();
    expect(trips.filter((t) => t.driver_id === null).length).toBe(open);
    await screenshot(page, 'driver-rosters-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'driver-rosters-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
