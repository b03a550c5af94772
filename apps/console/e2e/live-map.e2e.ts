// /vehicle/map in Chromium against the real API: the company's network (lines and stops) is drawn on
// the Leaflet map, a position ingested through POST /bus-management/vehicle-positions (as a device
// gateway would) appears on the open map through the SSE stream and moves with the next report, and
// the bus is found from the palette ("Tìm xe trên bản đồ…") with its details. The buses are on one
// canvas: the map's box says how many it drew (data-buses-drawn), the panel and the details the rest.
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, runFromPalette, screenshot, signedInApi, useBrowser } from './browser.ts';
import { keyCounter } from './dispatch-fixtures.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('live vehicle map', () => {
  const e2e = useBrowser();

  test('an ingested position appears and moves live; the bus is chosen from the palette', async () => {
    const { page } = e2e;
    await login(page, COMPANY_ADMIN);
    const streamOpen = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/bus-management/vehicle-positions/stream' && r.status() === 200,
    );
    await runFromPalette(page, 'ban do xe', 'Bản đồ xe');
    await page.waitForURL((url) => url.pathname === '/vehicle/map');
    await streamOpen;

    const api = await signedInApi(COMPANY_ADMIN);
    const { data: fleet } = await api.GET('/bus-management/vehicle-positions');
    // Three buses: two fixed at the corners of the map's frame, the third moving inside it.
    const [corner1, bus, corner2] = fleet!.items.filter((b) => b.gps_device_id !== null);
    expect(corner2, 'three demo buses with a GPS device id').toBeTruthy();
    const report = async (positions: Array<[typeof bus, number, number]>, at: number, trip = 'E2E-0700') => {
      const { data } = await api.POST('/bus-management/vehicle-positions', {
        body: {
          entity: positions.map(([b, lat, lng]) => ({
            vehicle: {
              vehicle: { id: b!.gps_device_id as string },
              position: { latitude: lat, longitude: lng, bearing: 45, speed: 6 },
              timestamp: at,
              trip: { trip_id: trip },
            },
          })),
        },
      });
      expect(data).toEqual({ accepted: positions.length, ignored: 0, refused: [] });
    };
    const now = Math.floor(Date.now() / 1000);
    await report(
      [
        [corner1, 10.76, 106.69],
        [bus, 10.77, 106.7],
        [corner2, 10.79, 106.72],
      ],
      now,
    );
    // Fresh in the panel at once (the stream), and drawn on the map's canvas.
    const panel = page.getByRole('complementary', { name: 'Danh sách xe' });
    const row = panel.getByRole('button', { name: new RegExp(escapeRegExp(bus!.plate)) });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('vừa xong');
    const box = page.locator('.live-map__canvas');
    await expect
      .poll(async () => Number(await box.getAttribute('data-buses-drawn')), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
    // The network of the demo company: its lines and stops are on the map too.
    const { data: network } = await api.GET('/bus-management/network-map');
    expect(Number(await box.getAttribute('data-lines'))).toBe(network!.lines.length);
    expect(Number(await box.getAttribute('data-stops'))).toBe(network!.stops.length);
    await expect.poll(() => page.locator('.live-map__canvas canvas').count()).toBeGreaterThan(0);

    // Clicked in the list: its details; the next report (another trip) reaches them live.
    await row.click();
    const details = page.getByLabel(`Xe ${bus!.plate}`).and(page.locator('.live-map__details'));
    await expect.poll(() => details.textContent()).toContain('E2E-0700');
    await report([[bus, 10.78, 106.71]], now + 5, 'E2E-0705');
    await expect.poll(() => details.textContent(), { timeout: 15_000 }).toContain('E2E-0705');

    // The palette's "Tìm xe trên bản đồ…" puts the cursor in the panel's search: type the plate, choose it.
    await runFromPalette(page, 'tim xe tren ban do', 'Tìm xe trên bản đồ…');
    const search = page.getByRole('textbox', { name: 'Tìm xe' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(bus!.plate);
    await row.click();
    await expect.poll(() => details.isVisible()).toBe(true);
    await expect.poll(() => details.textContent()).toContain('E2E-0705');
    await expect.poll(() => details.textContent()).toContain('Chưa phân công');
    await expect.poll(() => details.textContent()).toContain('Đang chạy');

    // By keyboard only (issue 19's budget, <= 6 keys plus the plate): '/' focuses the search (what it
    // holds selected), the plate, Enter centres the map on the first bus found and shows its details.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const started = Date.now();
    const keys = keyCounter(page);
    await keys.press('/');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await keys.type(corner1!.plate);
    await panel.locator('.live-map__bus--active').filter({ hasText: corner1!.plate }).waitFor();
    await keys.press('Enter');
    await expect.poll(() => box.getAttribute('data-centred-bus')).toBe(String(corner1!.vehicle_id));
    await page.getByLabel(`Xe ${corner1!.plate}`).and(page.locator('.live-map__details')).waitFor();
    const named = keys.count - corner1!.plate.length;
    console.info(
      `find a bus by plate on the map: ${named} keys + ${corner1!.plate.length} typed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(named).toBeLessThanOrEqual(6);
    await page.waitForTimeout(500);
    await screenshot(page, 'live-map-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await screenshot(page, 'live-map-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
