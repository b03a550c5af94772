// The welcome tour is remembered per user, not per browser profile (issue 19: it returned in every new
// profile). A person of the test's own (made and removed through the API) signs in with the tour left on
// in this browser: it shows, Escape closes it and the console tells the API (PUT /staff/me/tour-seen);
// a second, fresh browser profile then signs the same person in and no tour shows, and the API says when
// it was seen.
import type { ApiClient } from '@busops/sdk';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COMPANY_ADMIN,
  DEMO_PASSWORD,
  login,
  newBrowserContext,
  signedInApi,
  useBrowser,
} from './browser.ts';

const PHONE = '0938100419';
const TOUR = 'Chào mừng đến với busops';

describe('welcome tour', () => {
  // the tour is not pre-dismissed in this browser's storage (browser.ts does so for every other file)
  const e2e = useBrowser({ skipAppTour: false });
  let admin: ApiClient;
  let staffId: number | undefined;

  beforeAll(async () => {
    admin = await signedInApi(COMPANY_ADMIN);
    const { data } = await admin.POST('/bus/staff', {
      body: { full_name: 'Kiểm Thử Hướng Dẫn', phone_number: PHONE, role: 9, password: DEMO_PASSWORD },
    });
    staffId = data.id;
  });
  afterAll(async () => {
    if (staffId) await admin.DELETE('/bus/staff/{id}', { params: { path: { id: staffId } } });
  });

  test('shows once for a new user, Escape closes it, a new browser profile does not show it again', async () => {
    const { page } = e2e;
    const person = await signedInApi(PHONE);
    expect((await person.GET('/staff/me')).data.tour_seen_at).toBeNull();

    await login(page, PHONE);
    const tour = page.getByRole('dialog', { name: TOUR });
    await tour.waitFor();
    // the tour has the focus as soon as it shows (Escape is heard only inside it; it once came a frame
    // later, and under load an Escape sent meanwhile went to the body: no PUT, this wait timed out)
    expect(await tour.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    const seen = page.waitForResponse(
      (r) => r.url().endsWith('/staff/me/tour-seen') && r.request().method() === 'PUT',
    );
    await page.keyboard.press('Escape');
    expect((await seen).status()).toBe(200);
    await tour.waitFor({ state: 'detached' });
    const { data: me } = await person.GET('/staff/me');
    expect(me.tour_seen_at).not.toBeNull();

    // Another browser profile: nothing stored, the tour on by default there.
    const other = await newBrowserContext(e2e.browser, e2e.baseURL, { skipAppTour: false });
    try {
      const second = await other.newPage();
      await login(second, PHONE);
      await second.locator('.busops-launchpad .bp6-card').first().waitFor();
      // the tour is a lazy chunk: give it the time it took above to show, then it must not be there
      await second.waitForTimeout(1000);
      expect(await second.getByRole('dialog', { name: TOUR }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
