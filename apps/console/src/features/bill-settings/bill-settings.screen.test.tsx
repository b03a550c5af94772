// The /setting-bill screen: Enter in the CC list adds the address without saving the form (found by the
// browser tests, e2e/bill-settings.e2e.ts); Enter in a text field still saves.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandContextReact } from '../../commands/context';
import { clearRegistry, registerCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { billSettingCommands } from './bill-settings.commands';
import BillSettingsScreen from './bill-settings.screen';
import { billSettingsApi } from './bill-settings.store';
import type { BillSetting } from './bill-settings-form';

vi.mock('../../lib/toasts', async (original) => ({
  ...(await original<typeof import('../../lib/toasts')>()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: () => () => {} },
}));

const stored: BillSetting = {
  provider: 'none',
  tax_code: null,
  company_name: null,
  address: null,
  template_code: null,
  invoice_series: null,
  username: null,
  has_password: false,
  auto_issue: false,
  email_cc: [],
  updated_at: null,
};

const ctx: CommandContext = {
  principal: { role: 1, isSuper: true },
  navigate: () => {},
  pathname: '/setting-bill',
  selection: { entity: null, noun: '', rows: [] },
  openModal: () => {},
  closeModal: () => {},
};

describe('BillSettingsScreen', () => {
  beforeEach(() => {
    registerCommands(billSettingCommands);
    vi.spyOn(billSettingsApi, 'get').mockResolvedValue(stored);
  });
  afterEach(() => {
    clearRegistry();
    vi.restoreAllMocks();
  });

  it('Enter in the CC list adds the address and saves nothing; Enter in a text field saves', async () => {
    const save = vi
      .spyOn(billSettingsApi, 'save')
      .mockImplementation(async (body) => ({ ...stored, ...body, has_password: false, updated_at: null }));
    render(
      <CommandContextReact.Provider value={ctx}>
        <BillSettingsScreen />
      </CommandContextReact.Provider>,
    );
    const cc = await screen.findByPlaceholderText('ketoan@congty.vn');
    await userEvent.type(cc, 'ketoan@example.vn{Enter}');
    expect(await screen.findByText('ketoan@example.vn')).toBeTruthy();
    await userEvent.type(cc, 'thuquy@example.vn{Enter}');
    expect(await screen.findByText('thuquy@example.vn')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Tên đơn vị' }), 'Vận tải Sài Gòn{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({
      company_name: 'Vận tải Sài Gòn',
      email_cc: ['ketoan@example.vn', 'thuquy@example.vn'],
    });
  });
});
