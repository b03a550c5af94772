// /vehicle/service-keys: the screen and its actions for exactly the roles the contract allows (1, 2 of a
// member company; in the palette too), the roles offered to a key (only those the admin may grant), and
// the key shown once with a copy button.
import type { Principal, RoleValue } from '@busops/domain';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../../commands/context';
import { clearRegistry, paletteCommands, registerCommands, visibleCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { closeAllModals, openModal } from '../../lib/modals';
import { ServiceKeyDialogs, serviceKeyFields } from './service-key-dialogs';
import { serviceKeyCommands } from './service-keys.commands';
import { SECRET_MODAL, type ServiceKey } from './service-keys.resource';

const key: ServiceKey = {
  id: 9,
  name: 'Hệ thống ERP',
  prefix: 'bsk_AbCdEfGh',
  roles: [8, 9],
  created_at: '2026-11-27T01:00:00.000Z',
  rotated_at: null,
  last_used_at: '2026-11-27T02:00:00.000Z',
};

function ctxFor(principal: Principal, rows: ServiceKey[] = [key]): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/vehicle/service-keys',
    selection: { entity: 'service_key', noun: 'khoá dịch vụ', rows },
    openModal: vi.fn(),
    closeModal: () => {},
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('service keys commands', () => {
  beforeEach(() => registerCommands(serviceKeyCommands));
  afterEach(() => clearRegistry());

  it('shows the screen and its actions to roles 1 and 2 of a member company, nothing to others', () => {
    for (const role of [1, 2] as RoleValue[]) {
      expect(ids(ctxFor({ role, isSuper: false }))).toEqual([
        'screen:/vehicle/service-keys',
        'service-keys.create',
        'service-keys.rotate',
        'service-keys.delete',
      ]);
    }
    for (const role of [5, 6, 8, 9, 10] as RoleValue[])
      expect(ids(ctxFor({ role, isSuper: false }))).toEqual([]);
    expect(ids(ctxFor({ role: 1 as RoleValue, isSuper: true }))).toEqual([]);
    expect(paletteCommands(ctxFor({ role: 2 as RoleValue, isSuper: false })).map((c) => c.id)).toContain(
      'screen:/vehicle/service-keys',
    );
  });
});

describe('the create form', () => {
  it('offers an Admin every role but Super Admin and Admin; a Super Admin every role', () => {
    const offered = (role: number) =>
      serviceKeyFields({ role: role as RoleValue, isSuper: false })
        .find((f) => f.name === 'roles')!
        .options!.map((o) => o.value);
    expect(offered(2)).toEqual(['5', '6', '8', '9', '10']);
    expect(offered(1)).toEqual(['1', '2', '5', '6', '8', '9', '10']);
  });
});

describe('the key shown once', () => {
  afterEach(() => act(() => closeAllModals()));

  it('shows the new key with a copy button that puts it on the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <CommandContextReact.Provider value={ctxFor({ role: 2 as RoleValue, isSuper: false })}>
        <ServiceKeyDialogs />
      </CommandContextReact.Provider>,
    );
    const secret = `bsk_${'y'.repeat(43)}`;
    act(() => openModal(SECRET_MODAL, { ...key, key: secret }));
    const field = await screen.findByLabelText('Khoá dịch vụ');
    expect((field as HTMLInputElement).value).toBe(secret);
    expect(screen.getByText(/chỉ hiển thị lần này/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sao chép' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(secret));
  }, 20_000);
});
