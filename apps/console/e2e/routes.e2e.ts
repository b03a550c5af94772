// /route/list and a route's 'Lộ trình' against the real API, as the Phương Nam company admin: a route
// with a line of stops made through the API, opened from its record link (the palette's record search
// opens the same link), the second stop moved down with Alt+Down, one stop-map request, and the order the
// API then answers. Screenshots of the list and the tab at 1440x900 and 1024x768 go to test-results/.
import type { ApiClient } from '@busops/sdk';
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, recordRequests, screenshot, signedInApi, useBrowser } from './browser.ts';

const STOP_NAMES = [
  'Bến xe buýt Sài Gòn',
  'Chợ Bến Thành',
  'Nhà hát Thành phố',
  'Bệnh viện Nhi Đồng 2',
  'Thảo Cầm Viên',
  'Cầu Thị Nghè',
  'Chợ Bà Chiểu',
  'Ngã tư Hàng Xanh',
  'Đại học Hutech',
  'Bến xe Miền Đông',
];

async function routeWithStops(api: ApiClient) {
  const number = `E2E-${Date.now() % 100000}`;
  const { data: route } = await api.POST('/bus-management/routes', {
    body: {
      number,
      name: 'Bến Thành - Bến xe Miền Đông',
      type: 'subsidized',
      operating_start: '05:00',
      operating_end: '20:30',
      headway_minutes: 12,
      length_km: 11.4,
      color: '#d9822b',
    },
  });
  const { data: line } = await api.POST('/bus-management/routes/{id}/lines', {
    params: { path: { id: route.id } },
    body: { direction: 0, name: 'Bến Thành - Bến xe Miền Đông' },
  });
  const stopIds: number[] = [];
  for (const [i, name] of STOP_NAMES.entries()) {
    const { data: stop } = await api.POST('/bus-management/stops', {
      body: { code: `${number}-${i + 1}`, name, lat: 10.771 + i * 0.0042, lng: 106.698 + i * 0.0031 },
    });
    stopIds.push(stop.id);
  }
  await api.PUT('/bus-management/routes/{id}/lines/{lineId}/stop-map', {
    params: { path: { id: route.id, lineId: line.id } },
    body: { stop_ids_map: stopIds },
  });
  return { route, line, stopIds };
}

async function savedOrder(api: ApiClient, routeId: number, lineId: number): Promise<number[]> {
  const { data } = await api.GET('/bus-management/routes/{id}/lines/{lineId}/stops', {
    params: { path: { id: routeId, lineId }, query: { size: 300 } },
  });
  return data.items.map((s) => s.stop_id);
}

describe('routes', () => {
  const e2e = useBrowser();

  test('opens a route, moves a stop with Alt+Down and saves the order with one stop-map request', async () => {
    const { page } = e2e;
    const api = await signedInApi(COMPANY_ADMIN);
    const { route, line, stopIds } = await routeWithStops(api);
    await login(page, COMPANY_ADMIN);
    await page.goto('/route/list');
    await page.locator('.busops-grid [role="row"][row-index]').first().waitFor();
    await screenshot(page, 'routes-list-1440');

    const stopMaps = recordRequests(page, 'PUT', /\/stop-map$/);
    await page.goto(`/route/list?id=${route.id}`);
    const detail = page.getByTestId('route-detail');
    await detail.waitFor();
    const rows = detail.locator('.route-stop-row');
    await expect.poll(() => rows.count()).toBe(STOP_NAMES.length);

    await rows.nth(1).focus();
    await page.keyboard.press('Alt+ArrowDown');
    // Moved at once on screen, focus following the stop.
    await expect.poll(() => rows.nth(2).textContent()).toContain(STOP_NAMES[1]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain(STOP_NAMES[1]);
    const expected = [stopIds[0], stopIds[2], stopIds[1], ...stopIds.slice(3)];
    await expect.poll(() => savedOrder(api, route.id, line.id)).toEqual(expected);
    await expect.poll(() => detail.getByTestId('route-stops-status').textContent()).toContain('Đã lưu');
    expect(stopMaps).toEqual([`PUT /bus-management/routes/${route.id}/lines/${line.id}/stop-map`]);
    // The moved stop keeps the focus through the save (the answer renews the line stop ids).
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(STOP_NAMES[1]);
    await page.waitForTimeout(500); // the map's tiles or offline background settle
    await screenshot(page, 'routes-detail-1440');

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await screenshot(page, 'routes-detail-1024');
    await page.goto('/route/list');
    await page.locator('.busops-grid [role="row"][row-index]').first().waitFor();
    await screenshot(page, 'routes-list-1024');
  });
});
