import type { Principal } from '@busops/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { billSettingCommands } from './bill-settings.commands';
import { createBillSettingsStore } from './bill-settings.store';
import {
  type BillSetting,
  type BillSettingDraft,
  draftFrom,
  toBillSettingInput,
  validateBillSetting,
} from './bill-settings-form';

vi.mock('../../lib/toasts', async (original) => ({
  ...(await original<typeof import('../../lib/toasts')>()),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: () => () => {} },
}));

const saved: BillSetting = {
  provider: 'viettel',
  tax_code: '0101234567',
  company_name: 'Công ty tổng',
  address: null,
  template_code: '1/001',
  invoice_series: 'C24TAA',
  username: 'busops',
  has_password: true,
  auto_issue: false,
  email_cc: ['ketoan@busops.vn'],
  updated_at: '2025-01-01T00:00:00Z',
};

const draft = (extra: Partial<BillSettingDraft> = {}): BillSettingDraft => ({ ...draftFrom(null), ...extra });

describe('bill setting rule (BillSettingInput if/else on provider)', () => {
  it('provider none: nothing required', () => {
    expect(validateBillSetting(draft(), false)).toEqual({});
  });

  it('provider chosen: provider fields required, the password on the first save', () => {
    expect(validateBillSetting(draft({ provider: 'vnpt' }), false)).toEqual({
      tax_code: 'Vui lòng nhập mã số thuế',
      company_name: 'Vui lòng nhập tên đơn vị',
      template_code: 'Vui lòng nhập mẫu số hoá đơn',
      invoice_series: 'Vui lòng nhập ký hiệu hoá đơn',
      username: 'Vui lòng nhập tài khoản',
      password: 'Vui lòng nhập mật khẩu',
    });
    const filled = { ...draftFrom(saved), password: '' };
    expect(validateBillSetting(filled, true)).toEqual({});
  });

  it('tax code pattern and the email_cc list', () => {
    const errors = validateBillSetting(draft({ tax_code: '12345', email_cc: ['a@b.vn', 'sai'] }), false);
    expect(errors).toEqual({
      tax_code: 'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, "-" và 3 chữ số',
      email_cc: 'Email không hợp lệ',
    });
    expect(validateBillSetting(draft({ email_cc: ['a@b.vn', 'A@b.vn'] }), false).email_cc).toBe(
      'Email bị trùng: A@b.vn',
    );
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => `u${n}@b.vn`);
    expect(validateBillSetting(draft({ email_cc: six }), false).email_cc).toBe(
      'Email nhận bản sao có tối đa 5 phần tử',
    );
  });

  it('the body sends the password only when typed, empty fields as null', () => {
    const body = toBillSettingInput({ ...draftFrom(saved), address: '' });
    expect(body).not.toHaveProperty('password');
    expect(body.address).toBeNull();
    expect(toBillSettingInput({ ...draftFrom(saved), password: 'x1' }).password).toBe('x1');
  });
});

describe('bill settings store', () => {
  it('loads, refuses an invalid draft, saves and clears the typed password', async () => {
    const port = {
      get: vi.fn(async () => ({ ...saved, has_password: false, provider: 'none' as const })),
      save: vi.fn(async (_body: unknown) => saved),
    };
    const store = createBillSettingsStore(port, { onError: () => {} });
    await store.load();
    expect(store.state.draft.provider).toBe('none');
    store.edit('provider', 'viettel');
    store.edit('username', '');
    expect(await store.save()).toBe(false);
    expect(store.state.errors.password).toBe('Vui lòng nhập mật khẩu');
    expect(port.save).not.toHaveBeenCalled();
    store.edit('username', 'busops');
    store.edit('password', 'secret');
    expect(store.state.errors.password).toBeUndefined();
    expect(await store.save()).toBe(true);
    expect(port.save.mock.calls[0]![0]).toMatchObject({ provider: 'viettel', password: 'secret' });
    expect(store.form.done).toBe(true);
    expect(store.state.setting?.has_password).toBe(true);
    expect(store.state.draft.password).toBe('');
  });

  it('a failed save keeps the draft and stores the error payload', async () => {
    const failure = Object.assign(new Error('Mã số thuế không hợp lệ'), {
      body: { errorCode: 'VALIDATION_ERROR' },
    });
    const port = { get: vi.fn(async () => saved), save: vi.fn(async () => Promise.reject(failure)) };
    const store = createBillSettingsStore(port, { onError: () => {} });
    await store.load();
    store.edit('company_name', 'Tên mới');
    expect(await store.save()).toBe(false);
    expect(store.form.error).toEqual({ errorCode: 'VALIDATION_ERROR' });
    expect(store.state.draft.company_name).toBe('Tên mới');
  });

  it('a failed load stores its message', async () => {
    const store = createBillSettingsStore(
      { get: vi.fn(async () => Promise.reject(new Error('Mất kết nối'))), save: vi.fn() },
      { onError: () => {} },
    );
    await store.load();
    expect(store.state.loadError).toBe('Mất kết nối');
    expect(store.state.loading).toBe(false);
  });
});

describe('bill setting commands', () => {
  afterEach(clearRegistry);
  const ctx = (principal: Principal): CommandContext => ({
    principal,
    navigate: () => {},
    pathname: '/setting-bill',
    selection: { entity: null, noun: '', rows: [] },
    openModal: () => {},
    closeModal: () => {},
  });

  it('role 1 of the super company sees the screen and Ctrl+S save; others nothing', () => {
    registerCommands(billSettingCommands);
    expect(visibleCommands(ctx({ role: 1, isSuper: true })).map((c) => [c.id, c.shortcut])).toEqual([
      ['screen:/setting-bill', 'g b'],
      ['bill-settings.save', '$mod+KeyS'],
    ]);
    for (const p of [
      { role: 1, isSuper: false },
      { role: 2, isSuper: true },
      { role: 2, isSuper: false },
    ] as Principal[]) {
      expect(visibleCommands(ctx(p))).toEqual([]);
    }
  });
});
