import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../commands/context';
import { clearRecordSearchers, registerRecordSearchers } from '../commands/record-search';
import { clearRegistry, registerCommands } from '../commands/registry';
import { defineScreen } from '../commands/screens';
import type { CommandContext } from '../commands/types';
import { runAfterClose } from './palette.store';
import { PaletteBody } from './palette-body';

const ctx = (over: Partial<CommandContext> = {}): CommandContext => ({
  principal: { role: 1, isSuper: false },
  navigate: vi.fn(),
  pathname: '/employee',
  selection: { entity: null, noun: '', rows: [] },
  openModal: vi.fn(),
  closeModal: vi.fn(),
  ...over,
});

function renderPalette(value: CommandContext) {
  return render(
    <CommandContextReact.Provider value={value}>
      <PaletteBody startCommandId={null} />
    </CommandContextReact.Provider>,
  );
}

afterEach(() => {
  clearRegistry();
  clearRecordSearchers();
});

describe('PaletteBody', () => {
  it('finds Vietnamese titles typed without diacritics', async () => {
    registerCommands([
      defineScreen({
        path: '/employee',
        title: 'Quản lý nhân viên',
        load: async () => ({ default: () => null }),
      }),
      { id: 'pay.confirm', title: 'Xác nhận thanh toán', group: 'actions', run: () => {} },
      { id: 'x.other', title: 'Cấu hình hoá đơn', group: 'actions', run: () => {} },
    ]);
    renderPalette(ctx());
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'xac nhan');
    expect(screen.getByText('Xác nhận thanh toán')).toBeTruthy();
    expect(screen.queryByText('Cấu hình hoá đơn')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'nhan vien');
    expect(screen.getByText('Quản lý nhân viên')).toBeTruthy();
    expect(screen.queryByText('Xác nhận thanh toán')).toBeNull();
  });

  it('shows the groups, the shortcut and selection counts in titles', () => {
    registerCommands([
      defineScreen({
        path: '/employee',
        title: 'Quản lý nhân viên',
        shortcut: 'g e',
        load: async () => ({ default: () => null }),
      }),
      {
        id: 'staff.delete',
        title: (c) => `Xoá ${c.selection.rows.length} ${c.selection.noun}`,
        group: 'actions',
        selection: 'employee',
        run: () => {},
      },
    ]);
    renderPalette(ctx({ selection: { entity: 'employee', noun: 'nhân viên', rows: [1, 2, 3] } }));
    expect(screen.getByText('Điều hướng')).toBeTruthy();
    expect(screen.getByText('Thao tác')).toBeTruthy();
    expect(screen.getByText('Xoá 3 nhân viên')).toBeTruthy();
    expect(screen.getAllByText('G').length).toBeGreaterThan(0);
  });

  it('walks parameter steps and runs the command with the answers; Backspace goes back', async () => {
    const run = vi.fn();
    registerCommands([
      {
        id: 'staff.assign',
        title: 'Phân quyền nhân viên',
        group: 'actions',
        steps: [
          { id: 'company', title: 'Chọn công ty', items: () => [{ value: '7', label: 'Xe buýt Hà Nội' }] },
          { id: 'role', title: 'Chọn chức vụ', items: () => [{ value: '2', label: 'Quản trị' }] },
        ],
        run,
      },
    ]);
    renderPalette(ctx());
    await userEvent.click(screen.getByText('Phân quyền nhân viên'));
    expect(await screen.findByText('Xe buýt Hà Nội')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox'), '{Backspace}');
    expect(await screen.findByText('Phân quyền nhân viên')).toBeTruthy();
    await userEvent.click(screen.getByText('Phân quyền nhân viên'));
    await userEvent.click(await screen.findByText('Xe buýt Hà Nội'));
    await userEvent.click(await screen.findByText('Quản trị'));
    // The command runs once the palette has closed (its overlay's onClosed; no overlay here).
    expect(run).not.toHaveBeenCalled();
    runAfterClose();
    expect(run).toHaveBeenCalledTimes(1);
    const answers = run.mock.calls[0]![1] as Record<string, { value: string }>;
    expect(answers.company!.value).toBe('7');
    expect(answers.role!.value).toBe('2');
  });

  it('lists the current screen’s actions before app-wide ones', () => {
    registerCommands([
      { id: 'account.logout', title: 'Đăng xuất', group: 'actions', run: () => {} },
      {
        id: 'employees.create',
        title: 'Thêm nhân viên',
        group: 'actions',
        screenPath: '/employee',
        run: () => {},
      },
    ]);
    renderPalette(ctx());
    const titles = screen.getAllByRole('option').map((o) => o.textContent ?? '');
    const create = titles.findIndex((t) => t.includes('Thêm nhân viên'));
    const logout = titles.findIndex((t) => t.includes('Đăng xuất'));
    expect(create).toBeGreaterThanOrEqual(0);
    expect(create).toBeLessThan(logout);
  });

  it('searches records from 3 characters only (shorter queries match commands), debounced', async () => {
    const search = vi.fn(async (keyword: string) => [
      { id: '1', title: `Nhân viên ${keyword}`, path: '/employee?id=1' },
    ]);
    registerRecordSearchers([{ id: 'employees', group: 'Nhân viên', operationId: 'listBusStaff', search }]);
    registerCommands([{ id: 'x.vu', title: 'Vũ khí', group: 'actions', run: () => {} }]);
    // Simulated time instead of a sleep: 400 ms (past the 250 ms debounce) pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderPalette(ctx());
      const input = screen.getByRole('combobox');
      await user.type(input, 'vu');
      await act(() => vi.advanceTimersByTimeAsync(400));
      expect(search).not.toHaveBeenCalled();
      await user.type(input, 'x');
      await act(() => vi.advanceTimersByTimeAsync(250));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Nhân viên vux')).toBeTruthy();
    expect(search).toHaveBeenCalledTimes(1);
  });
});
