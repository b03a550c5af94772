// Live notifications in Chromium: the console's stream (the SDK's openEventStream over the app's client,
// parsed by eventsource-parser) delivers a notification sent while the page is open, without a reload.
import { describe, expect, test } from 'vitest';
import { COMPANY_ADMIN, login, signedInApi, useBrowser } from './browser.ts';

describe('live notifications', () => {
  const e2e = useBrowser();

  test('a notification sent while the console is open arrives through the stream', async () => {
    const { page } = e2e;
    const isPath = (url: string, path: string) => new URL(url).pathname === path;
    const streamOpen = page.waitForResponse(
      (r) => isPath(r.url(), '/notifications/stream') && r.status() === 200,
    );
    const inboxLoaded = page.waitForResponse(
      (r) => isPath(r.url(), '/notifications') && r.request().method() === 'GET' && r.ok(),
    );
    await login(page, COMPANY_ADMIN);
    await Promise.all([streamOpen, inboxLoaded]);
    const bell = page.getByRole('button', { name: /^Thông báo, \d+ chưa đọc$/ });
    const unread = async () =>
      Number(/(\d+) chưa đọc/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await unread();

    const api = await signedInApi(COMPANY_ADMIN);
    const { data: me } = await api.GET('/staff/me');
    await api.POST('/notifications', {
      body: { title: 'Kiểm tra luồng trực tiếp', body: 'Đến mà không cần tải lại', user_ids: [me.user_id] },
    });

    await expect
      .poll(() => page.getByText('Bạn có một thông báo mới từ hỗ trợ khách hàng!').isVisible())
      .toBe(true);
    await expect.poll(unread).toBe(before + 1);
  });
});
