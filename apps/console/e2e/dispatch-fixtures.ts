// The dispatch e2e files' own fixtures, through the typed API as the company admin: a route's day of
// trips generated from its schedules, a driver with a valid licence, and the clean-up of the day
// (a running or finished trip cannot be deleted, the API says so: the rest of the day goes); the keys
// the issue bounds, counted; the board's status bar.
import type { ApiClient } from '@busops/sdk';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface DayTrip {
  code: string;
  status: string;
  driver_id: number | null;
}

export async function generateDay(admin: ApiClient, routeId: number, day: string): Promise<void> {
  const { data: gen } = await admin.call('createRouteTripsFromSchedules', {
    params: { path: { routeId } },
    body: { service_date: day },
  });
  expect((gen?.created ?? 0) + (gen?.kept ?? 0)).toBeGreaterThanOrEqual(4);
}

export async function createDriver(admin: ApiClient, fullName: string, phone: string): Promise<number> {
  const { data: driver } = await admin.call('createBusStaff', {
    body: { full_name: fullName, phone_number: phone, role: 6, licence_expires_on: '2030-12-31' },
  });
  return (driver as { id: number }).id;
}

export async function deleteOpenTrips(admin: ApiClient, routeId: number, trips: DayTrip[]): Promise<void> {
  const codes = trips.filter((t) => t.status !== 'running' && t.status !== 'done').map((t) => t.code);
  if (codes.length)
    await admin.call('deleteRouteTrips', {
      params: { path: { routeId } },
      body: { trip_codes: codes, note: 'Dọn dữ liệu kiểm thử' },
    });
}

/** Presses keys one at a time, typed text included, and counts them (the issue bounds some flows). */
export function keyCounter(page: Page) {
  let n = 0;
  return {
    press: async (key: string) => {
      n += 1;
      await page.keyboard.press(key);
    },
    type: async (text: string) => {
      for (const ch of text) {
        n += 1;
        await page.keyboard.press(ch);
      }
    },
    get count() {
      return n;
    },
  };
}

/** The day board's status bar: 'Đã chọn 2 / 154 chuyến …'. */
export const boardStatus = (page: Page) => page.getByRole('status', { name: 'Tổng hợp chuyến' });
