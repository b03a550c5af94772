import type { Principal } from '@busops/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { type Call, fakeClient, recordingNotifier } from '../../test/fake-client';
import { billSettingCommands } from './bill-settings.commands';
import { createBillSettingsStore } from './bill-settings.store';
import {
  type BillSetting,
  type BillSettingDraft,
  draftFrom,
  toBillSettingInput,
  validateBillSetting,
} from './bill-settings-form';

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
      tax_code: 'Mã số thuế gồm 10 chữ số hoặc 10 chữ số, "-" và 3 chữ số',
      email_cc: 'Email không hợp lệ: sai',
    });
    expect(validateBillSetting(draft({ email_cc: ['a@b.vn', 'A@b.vn'] }), false).email_cc).toBe(
      'Email bị trùng: A@b.vn',
    );
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => `u${n}@b.vn`);
    expect(validateBillSetting(draft({ email_cc: six }), false).email_cc).toBe('Tối đa 5 email');
  });

  it('the body sends the password only when typed, empty fields as null', () => {
    const body = toBillSettingInput({ ...draftFrom(saved), address: '' });
    expect(body).not.toHaveProperty('password');
    expect(body.address).toBeNull();
    expect(toBillSettingInput({ ...draftFrom(saved), password: 'x1' }).password).toBe('x1');
  });
});

/** The store over a client on a fake fetch: GET and PUT /setting-bill answer from `respond`. */
function setup(respond: (call: Call) => { status?: number; body: unknown }) {
  const { client, calls } = fakeClient(respond);
  const { notify, told } = recordingNotifier();
  const store = createBillSettingsStore(client, { notify, onError: () => {} });
  const saves = () => calls.filter((c) => c.method === 'PUT' && c.path === '/setting-bill');
  return { store, told, saves };
}

describe('bill settings store', () => {
  it('loads, refuses an invalid draft, saves and clears the typed password', async () => {
    const { store, told, saves } = setup((call) =>
      call.method === 'GET' ? { body: { ...saved, has_password: false, provider: 'none' } } : { body: saved },
    );
    await store.load();
    expect(store.state.draft.provider).toBe('none');
    store.edit('provider', 'viettel');
    store.edit('username', '');
    expect(await store.save()).toBe(false);
    expect(store.state.errors.password).toBe('Vui lòng nhập mật khẩu');
    expect(saves()).toHaveLength(0);
    store.edit('username', 'busops');
    store.edit('password', 'secret');
    expect(store.state.errors.password).toBeUndefined();
    expect(await store.save()).toBe(true);
    expect(saves()[0]!.body).toMatchObject({ provider: 'viettel', password: 'secret' });
    expect(told.success).toEqual(['saved']);
    expect(store.form.done).toBe(true);
    expect(store.state.setting?.has_password).toBe(true);
    expect(store.state.draft.password).toBe('');
  });

  it('a failed save keeps the draft and stores the error payload', async () => {
    const { store, told } = setup((call) =>
      call.method === 'GET'
        ? { body: saved }
        : { status: 400, body: { error: 'Mã số thuế không hợp lệ', errorCode: 'VALIDATION_ERROR' } },
    );
    await store.load();
    store.edit('company_name', 'Tên mới');
    expect(await store.save()).toBe(false);
    expect(store.form.error).toEqual({ error: 'Mã số thuế không hợp lệ', errorCode: 'VALIDATION_ERROR' });
    expect(store.state.draft.company_name).toBe('Tên mới');
    expect(told.success).toEqual([]);
  });

  it('a failed load stores its message', async () => {
    const { store } = setup(() => ({ status: 503, body: { error: 'Mất kết nối' } }));
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
