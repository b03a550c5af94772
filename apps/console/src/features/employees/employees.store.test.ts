import { describe, expect, it, vi } from 'vitest';
import {
  type BusStaff,
  createEmployeesStore,
  employeeQuery,
  toCreateBody,
  toUpdateBody,
} from './employees.store';
import { type Call, fakeClient, staffFixture } from './test-fixtures';

const page = (items = [staffFixture()]) => ({ body: { items, total: items.length } });

function setup(respond: (call: Call) => { status?: number; body: unknown } | undefined) {
  const { client, calls } = fakeClient(respond);
  const notify = { success: vi.fn(), error: vi.fn() };
  const store = createEmployeesStore(client, { notify, onError: () => {} });
  const lists = () => calls.filter((c) => c.method === 'GET' && c.path === '/bus/staff');
  return { store, calls, notify, lists };
}

describe('employee query', () => {
  it('sends page - 1, numbers for role and company, leaves out empty filters (spec §5)', () => {
    expect(
      employeeQuery({
        page: 3,
        size: 20,
        keyword: ' an ',
        role: '5',
        status: '',
        company_id: '2',
        sort: '-created_at',
      }),
    ).toEqual({ keyword: 'an', role: 5, company_id: 2, page: 2, size: 20, sort: '-created_at' });
  });
});

describe('create and update bodies', () => {
  it('create sends the phone in +84 form and leaves blank optional fields out', () => {
    expect(
      toCreateBody({
        full_name: ' Trần Thị Bình ',
        phone_number: '0912 345 678',
        email: '',
        staff_code: 'NV9',
        role: '6',
        status: 'active',
        password: '',
        company_id: '',
      }),
    ).toEqual({
      full_name: 'Trần Thị Bình',
      phone_number: '+84912345678',
      role: 6,
      status: 'active',
      staff_code: 'NV9',
    });
  });

  it('update sends only what changed', () => {
    const staff = staffFixture();
    const same = {
      full_name: staff.full_name,
      phone_number: '0912345678',
      email: '',
      staff_code: 'NV01',
      role: '5',
      status: 'active',
    };
    expect(toUpdateBody(same, staff)).toEqual({});
    expect(
      toUpdateBody({ ...same, email: 'an@x.vn', status: 'inactive', phone_number: '+84987654321' }, staff),
    ).toEqual({
      email: 'an@x.vn',
      status: 'inactive',
      phone_number: '+84987654321',
    });
    expect(toUpdateBody({ ...same, staff_code: '' }, staff)).toEqual({ staff_code: null });
    // The licence's end (dispatch checks it): set, then cleared.
    expect(toUpdateBody({ ...same, licence_expires_on: '2027-03-31' }, staff)).toEqual({
      licence_expires_on: '2027-03-31',
    });
    expect(
      toUpdateBody({ ...same, licence_expires_on: '' }, { ...staff, licence_expires_on: '2027-03-31' }),
    ).toEqual({ licence_expires_on: null });
  });
});

describe('employees store transitions (spec §4)', () => {
  it('load: requesting, then items and total with the last criteria kept', async () => {
    const { store, lists } = setup(() => page([staffFixture(), staffFixture({ id: 2 })]));
    const loading = store.list.load({ ...store.list.criteria, keyword: 'an', page: 2 });
    expect(store.list.requesting).toBe(true);
    await loading;
    expect(store.list.requesting).toBe(false);
    expect(store.list.items).toHaveLength(2);
    expect(store.list.total).toBe(2);
    expect(lists()[0]!.query.get('page')).toBe('1');
    expect(store.list.criteria.keyword).toBe('an');
  });

  it('create success: POST, "Thêm thành công!", the list reloads with its last criteria', async () => {
    const { store, calls, notify, lists } = setup((call) =>
      call.method === 'POST' ? { status: 201, body: staffFixture({ id: 9 }) } : page(),
    );
    await store.list.load({ ...store.list.criteria, keyword: 'bình', page: 3 });
    const saved = await store.save(
      { full_name: 'Bình', phone_number: '0987654321', role: '5', status: 'active' },
      null,
    );
    expect(saved?.id).toBe(9);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/bus/staff');
    expect(post.body).toMatchObject({ phone_number: '+84987654321', role: 5 });
    expect(notify.success).toHaveBeenCalledWith('created');
    expect(store.form.done).toBe(true);
    expect((store.form.data as BusStaff | null)?.id).toBe(9);
    expect(lists()).toHaveLength(2);
    expect(lists()[1]!.query.get('keyword')).toBe('bình');
    expect(lists()[1]!.query.get('page')).toBe('2');
  });

  it('save failure: throws the server message, stores the payload, no reload', async () => {
    const { store, lists, notify } = setup((call) =>
      call.method === 'PUT'
        ? { status: 409, body: { error: 'Số điện thoại đã được sử dụng', errorCode: 'CONFLICT' } }
        : page(),
    );
    await store.list.load();
    const staff = staffFixture();
    await expect(
      store.save({ full_name: 'Khác', phone_number: '0912345678', role: '5', status: 'active' }, staff),
    ).rejects.toThrow('Số điện thoại đã được sử dụng');
    expect(store.form.done).toBe(true);
    expect(store.form.error).toMatchObject({ errorCode: 'CONFLICT' });
    expect(store.form.data).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
    expect(lists()).toHaveLength(1);
  });

  it('update without changes makes no call', async () => {
    const { store, calls } = setup(() => page());
    const staff = staffFixture();
    await store.save(
      {
        full_name: staff.full_name,
        phone_number: '0912345678',
        email: '',
        staff_code: 'NV01',
        role: '5',
        status: 'active',
      },
      staff,
    );
    expect(calls).toHaveLength(0);
  });

  it('delete: one by one, one report, then the list reloads', async () => {
    const { store, calls, notify, lists } = setup((call) => {
      if (call.method === 'DELETE' && call.path.endsWith('/2'))
        return { status: 409, body: { error: 'Nhân viên còn số dư ký quỹ' } };
      return call.method === 'DELETE' ? { body: { message: 'OK' } } : page();
    });
    const rows = [
      staffFixture({ id: 1 }),
      staffFixture({ id: 2, full_name: 'Lê Văn Cường' }),
      staffFixture({ id: 3 }),
    ];
    const report = await store.remove(rows);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/bus/staff/1',
      '/bus/staff/2',
      '/bus/staff/3',
    ]);
    expect(report.done.map((s) => s.id)).toEqual([1, 3]);
    expect(report.failed).toEqual([{ row: rows[1], message: 'Nhân viên còn số dư ký quỹ' }]);
    expect(notify.error).toHaveBeenCalledWith(
      'Đã xoá 2/3 nhân viên. Không xoá được: Lê Văn Cường: Nhân viên còn số dư ký quỹ',
    );
    expect(lists()).toHaveLength(1);
  });

  it('delete success reports "Xoá thành công!"', async () => {
    const { store, notify } = setup((call) =>
      call.method === 'DELETE' ? { body: { message: 'OK' } } : page(),
    );
    await store.remove([staffFixture()]);
    expect(notify.success).toHaveBeenCalledWith('deleted');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('deposit sends the Idempotency-Key of the dialog and reloads', async () => {
    const { store, calls, notify, lists } = setup((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              id: 1,
              staff_id: 1,
              amount: 200000,
              balance_after: 1700000,
              note: null,
              created_at: '2026-01-01T00:00:00Z',
            },
          }
        : page(),
    );
    const deposit = await store.deposit(staffFixture(), 200000, '  ', 'key-12345678');
    expect(deposit.balance_after).toBe(1700000);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/bus/deposit');
    expect(post.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(post.body).toEqual({ staff_id: 1, amount: 200000, note: null });
    expect(notify.success).toHaveBeenCalledWith('success');
    expect(lists()).toHaveLength(1);
  });

  it('assign: a position through assignRole, a role through updateBusStaff', async () => {
    const { store, calls, notify } = setup((call) =>
      call.method === 'PUT' ? { body: staffFixture() } : page(),
    );
    await store.assign([staffFixture({ id: 4 })], 'position:7');
    await store.assign([staffFixture({ id: 4, role: 5 })], 'role:6');
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, c.body])).toEqual([
      ['/bus/roles/assign', { staff_id: 4, role_id: 7 }],
      ['/bus/staff/4', { role: 6 }],
    ]);
    expect(notify.success).toHaveBeenCalledWith('updated');
  });

  it('assign: a failed row does not stop the others; the toast names it; the list reloads', async () => {
    const { store, calls, notify, lists } = setup((call) => {
      if (call.method === 'PUT' && (call.body as { staff_id?: number }).staff_id === 1)
        return { status: 400, body: { error: 'Chức vụ không thuộc công ty của nhân viên' } };
      return call.method === 'PUT' ? { body: staffFixture() } : page();
    });
    const rows = [staffFixture({ id: 1, full_name: 'Trần Thị Lan' }), staffFixture({ id: 2 })];
    const report = await store.assign(rows, 'position:7');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { staff_id: 1, role_id: 7 },
      { staff_id: 2, role_id: 7 },
    ]);
    expect(report.done.map((s) => s.id)).toEqual([2]);
    expect(notify.error).toHaveBeenCalledWith(
      'Đã phân quyền 1/2 nhân viên. Không phân quyền được: Trần Thị Lan: Chức vụ không thuộc công ty của nhân viên',
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(lists()).toHaveLength(1);
  });
});

describe('company picker lookup (cached for the session)', () => {
  it('fetches /companies once across opens of the screen', async () => {
    const { clearLookups } = await import('../../lib/lookups');
    clearLookups();
    const { store, calls } = setup((call) =>
      call.path === '/companies'
        ? { body: { items: [{ id: 2, name: 'Xe buýt Phương Nam' }], total: 1 } }
        : undefined,
    );
    expect((await store.companies()).map((c) => c.name)).toEqual(['Xe buýt Phương Nam']);
    await store.companies();
    expect(calls.filter((c) => c.path === '/companies')).toHaveLength(1);
    clearLookups();
  });
});
