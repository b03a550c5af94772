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
    const api = await signedInApi(COMPANY_ADMIN);
    const serverUnread = async () =>
      (await api.GET('/notifications', { params: { query: { page: 0, size: 1 } } })).data!.total_unread;
    // The bell as the server counts, before: read right after the inbox's answer, the bell could still
    // show the count it had before that answer was rendered (CI read 0 there and then saw 2).
    const before = await serverUnread();
    await expect.poll(unread).toBe(before);

    const { data: me } = await api.GET('/staff/me');
    await api.POST('/notifications', {
      body: { title: 'Kiểm tra luồng trực tiếp', body: 'Đến mà không cần tải lại', user_ids: [me.user_id] },
    });

    await expect
      .poll(() => page.getByText('Bạn có một thông báo mới từ hỗ trợ khách hàng!').isVisible())
      .toBe(true);
    // Without a reload, the bell follows the server: one more unread (another file's job may notify
    // this admin too, so the server's count is the reference, and it must have grown).
    await expect.poll(async () => (await unread()) === (await serverUnread())).toBe(true);
    expect(await unread()).toBeGreaterThanOrEqual(before + 1);
  });
});
