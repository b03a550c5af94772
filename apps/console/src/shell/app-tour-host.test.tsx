// The welcome tour shows once per user, whatever the browser (issue 19): it follows the user's
// tour_seen_at, and closing it records that for the user (markTourSeen), not in this browser.
import { Classes } from '@blueprintjs/core';
import { STORAGE_PREFIX } from '@busops/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../features/auth/current-user';

const auth = vi.hoisted(() => ({
  state: null as unknown as { user: Partial<CurrentUser> | null },
  markTourSeen: vi.fn(async () => ({})),
}));
vi.mock('../features/auth/auth.store', () => {
  auth.state = proxy({ user: null });
  return { authState: auth.state, markTourSeen: auth.markTourSeen };
});

const { AppTourHost } = await import('./app-tour-host');
// the tour's own chunk, loaded before the tests so the first one does not wait for the import
await import('./app-tour');

const TITLE = 'Chào mừng đến với busops';

afterEach(() => {
  localStorage.clear();
  auth.markTourSeen.mockClear();
});

describe('AppTourHost', () => {
  it('shows the tour to a user who has not seen it, even in a browser that has never stored anything', async () => {
    auth.state.user = { tour_seen_at: null };
    render(<AppTourHost />);
    expect(await screen.findByText(TITLE)).toBeTruthy();
  });

  it('a user who has seen it elsewhere does not get it in a new browser profile', async () => {
    auth.state.user = { tour_seen_at: '2026-11-27T08:00:00.000Z' };
    render(<AppTourHost />);
    await act(async () => {});
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('closing it records it for the user (markTourSeen) and not in this browser', async () => {
    auth.state.user = { tour_seen_at: null };
    render(<AppTourHost />);
    const overlay = (await screen.findByRole('dialog')).closest(`.${Classes.OVERLAY}`);
    // Blueprint's overlay hears Escape only from inside it (the tour now takes the focus as it shows: the
    // test below); under CI's load an Escape sent while the focus was still on the body was lost.
    await waitFor(() => expect(overlay?.contains(document.activeElement)).toBe(true), { timeout: 10_000 });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(auth.markTourSeen).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(localStorage.getItem(`${STORAGE_PREFIX}showAppTour`)).toBeNull();
  }, 30_000);

  it('has the focus as it shows, on its primary button at every step: the first key reaches it', async () => {
    auth.state.user = { tour_seen_at: null };
    render(<AppTourHost />);
    await screen.findByRole('dialog');
    // in the commit that shows it, not a frame later (Blueprint's own focus: a passive effect, then a frame)
    expect(document.activeElement?.textContent).toBe('Tiếp');
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    await screen.findByText(/Nhấn g rồi một chữ cái/);
    expect(document.activeElement?.textContent).toBe('Tiếp');
    await user.keyboard('{Enter}');
    await screen.findByText(/Nhấn \? để xem toàn bộ phím tắt/);
    // 'Tiếp' gave way to the final button: the focus went with it, not to the body
    expect(document.activeElement?.textContent).toBe('Bắt đầu làm việc');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(auth.markTourSeen).toHaveBeenCalledTimes(1));
  }, 30_000);
});
