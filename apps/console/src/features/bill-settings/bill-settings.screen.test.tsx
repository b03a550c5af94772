// The /setting-bill screen: Enter in the CC list adds the address without saving the form (found by the
// browser tests, e2e/bill-settings.e2e.ts); Enter in a text field still saves.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CommandContextReact } from '../../commands/context';
import { clearRegistry, registerCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { fakeClient, recordingNotifier } from '../../test/fake-client';
import { billSettingCommands } from './bill-settings.commands';
import { BillSettingsForm } from './bill-settings.screen';
import { createBillSettingsStore } from './bill-settings.store';
import type { BillSetting } from './bill-settings-form';

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
  beforeEach(() => registerCommands(billSettingCommands));
  afterEach(clearRegistry);

  it('Enter in the CC list adds the address and saves nothing; Enter in a text field saves', async () => {
    const { client, calls } = fakeClient((call) => ({
      body: call.method === 'PUT' ? { ...stored, ...(call.body as object) } : stored,
    }));
    const store = createBillSettingsStore(client, { notify: recordingNotifier().notify, onError: () => {} });
    const saves = () => calls.filter((c) => c.method === 'PUT' && c.path === '/setting-bill');
    render(
      <CommandContextReact.Provider value={ctx}>
        <BillSettingsForm store={store} />
      </CommandContextReact.Provider>,
    );
    const cc = await screen.findByPlaceholderText('ketoan@congty.vn');
    await userEvent.type(cc, 'ketoan@example.vn{Enter}');
    expect(await screen.findByText('ketoan@example.vn')).toBeTruthy();
    await userEvent.type(cc, 'thuquy@example.vn{Enter}');
    expect(await screen.findByText('thuquy@example.vn')).toBeTruthy();
    expect(saves()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Tên đơn vị' }), 'Vận tải Sài Gòn{Enter}');
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({
      company_name: 'Vận tải Sài Gòn',
      email_cc: ['ketoan@example.vn', 'thuquy@example.vn'],
    });
  });
});
