// /vehicle/device-keys: the screen and its actions for exactly the roles the contract allows (1, 2 of a
// member company; in the palette too), and the key shown once with a copy button.
import type { Principal, RoleValue } from '@busops/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, paletteCommands, registerCommands, visibleCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { closeAllModals, openModal } from '../../lib/modals';
import { DeviceKeyDialogs } from './device-key-dialogs';
import { deviceKeyCommands } from './device-keys.commands';
import { type DeviceKey, SECRET_MODAL } from './device-keys.resource';

const key: DeviceKey = {
  id: 7,
  name: 'Cổng GPS An Sương',
  prefix: 'bsk_AbCdEfGh',
  created_at: '2026-11-27T01:00:00.000Z',
  rotated_at: null,
  last_used_at: null,
};

function ctxFor(principal: Principal, rows: DeviceKey[] = [key]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/vehicle/device-keys',
    selection: { entity: 'device_key', noun: 'khoá thiết bị', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('device keys commands', () => {
  beforeEach(() => registerCommands(deviceKeyCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to roles 1 and 2 of a member company, nothing to others', () => {
    for (const role of [1, 2] as RoleValue[]) {
      expect(ids(ctxFor({ role, isSuper: false }))).toEqual([
        'screen:/vehicle/device-keys',
        'device-keys.create',
        'device-keys.rotate',
        'device-keys.delete',
      ]);
    }
    for (const role of [5, 6, 8, 9, 10] as RoleValue[])
      expect(ids(ctxFor({ role, isSuper: false }))).toEqual([]);
    expect(ids(ctxFor({ role: 1 as RoleValue, isSuper: true }))).toEqual([]);
    expect(paletteCommands(ctxFor({ role: 2 as RoleValue, isSuper: false })).map((c) => c.id)).toContain(
      'screen:/vehicle/device-keys',
    );
  });
});

describe('the key shown once', () => {
  afterEach(() => act(() => closeAllModals()));

  it('shows the new key with a copy button that puts it on the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<DeviceKeyDialogs />);
    const secret = `bsk_${'x'.repeat(43)}`;
    act(() => openModal(SECRET_MODAL, { ...key, key: secret }));
    const field = await screen.findByLabelText('Khoá thiết bị');
    expect((field as HTMLInputElement).value).toBe(secret);
    expect(screen.getByText(/chỉ hiển thị lần này/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Đã sao chép' })).toBeTruthy());
  }, 20_000);
});
