import type { Principal } from '@busops/domain';
import type { ValueFormatterParams } from 'ag-grid-community';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecordSearchers,
  registerRecordSearchers,
  visibleSearchers,
} from '../../commands/record-search';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import { type CommandContext, commandTitle } from '../../commands/types';
import { validateForm } from '../../components/form-dialog/form-fields';
import { companyColumns } from './companies.columns';
import { companyCommands, companySearchers } from './companies.commands';
import type { Company } from './companies.resource';
import {
  companyAdminContract,
  companyAdminFields,
  companyContract,
  companyFields,
  companyInitialValues,
  toCompanyAdminInput,
  toCompanyInput,
  toCompanyUpdate,
} from './company-form';

const company = (extra: Partial<Company> = {}): Company => ({
  id: 7,
  name: 'Xe buýt Phương Nam',
  short_name: null,
  code: 'PHUONGNAM',
  tax_code: '0312345678',
  address: null,
  phone_number: '+84912345678',
  email: null,
  is_super: false,
  admin_id: null,
  admin_name: null,
  staff_count: 3,
  status: 'active',
  created_at: '2025-01-02T03:04:05Z',
  updated_at: '2025-01-02T03:04:05Z',
  ...extra,
});

function ctxFor(principal: Principal, extra: Partial<CommandContext> = {}): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/company',
    selection: { entity: 'company', noun: 'công ty', rows: [company()] },
    openModal: vi.fn(),
    closeModal: () => {},
    ...extra,
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('company commands (canCall / MENU)', () => {
  beforeEach(() => {
    registerCommands(companyCommands);
    registerRecordSearchers(companySearchers);
  });
  afterEach(() => {
    clearRegistry();
    clearRecordSearchers();
  });

  it('role 1 of the super company sees the screen, every action and the record search', () => {
    expect(ids(ctxFor({ role: 1, isSuper: true }))).toEqual([
      'screen:/company',
      'companies.create',
      'companies.edit',
      'companies.assign-admin',
      'companies.delete',
    ]);
    expect(visibleSearchers({ principal: { role: 1, isSuper: true } }).map((s) => s.id)).toEqual([
      'companies',
    ]);
  });

  it('role 1 of a member company and role 2 anywhere see nothing', () => {
    for (const principal of [
      { role: 1, isSuper: false },
      { role: 2, isSuper: true },
      { role: 2, isSuper: false },
    ] as Principal[]) {
      expect(ids(ctxFor(principal))).toEqual([]);
      expect(visibleSearchers({ principal })).toEqual([]);
    }
  });

  it('edit and admin need exactly one row; the super company cannot be deleted', () => {
    const two = { entity: 'company', noun: 'công ty', rows: [company(), company({ id: 8 })] };
    const ctx = ctxFor({ role: 1, isSuper: true }, { selection: two });
    expect(ids(ctx)).toEqual(['screen:/company', 'companies.create', 'companies.delete']);
    const del = companyCommands.find((c) => c.id === 'companies.delete')!;
    expect(commandTitle(del, ctx)).toBe('Xoá 2 công ty');
    const superRow = { entity: 'company', noun: 'công ty', rows: [company({ is_super: true })] };
    expect(ids(ctxFor({ role: 1, isSuper: true }, { selection: superRow }))).not.toContain(
      'companies.delete',
    );
  });

  it('"Bỏ quản trị viên" only for one company that has an admin, named in the title', () => {
    const withAdmin = {
      entity: 'company',
      noun: 'công ty',
      rows: [company({ admin_id: 41, admin_name: 'Đoàn Thị Quản Trị' })],
    };
    const ctx = ctxFor({ role: 1, isSuper: true }, { selection: withAdmin });
    expect(ids(ctx)).toContain('companies.remove-admin');
    const remove = companyCommands.find((c) => c.id === 'companies.remove-admin')!;
    expect(commandTitle(remove, ctx)).toBe('Bỏ quản trị viên Đoàn Thị Quản Trị');
    void remove.run(ctx, {});
    expect(ctx.openModal).toHaveBeenCalledWith('company-remove-admin', withAdmin.rows[0]);
    const noAdmin = { entity: 'company', noun: 'công ty', rows: [company()] };
    expect(ids(ctxFor({ role: 1, isSuper: true }, { selection: noAdmin }))).not.toContain(
      'companies.remove-admin',
    );
  });

  it('the create command opens the form; g c goes to /company', () => {
    const ctx = ctxFor({ role: 1, isSuper: true });
    void companyCommands.find((c) => c.id === 'companies.create')!.run(ctx, {});
    expect(ctx.openModal).toHaveBeenCalledWith('company-form');
    expect(companyCommands[0]!.shortcut).toBe('g c');
  });
});

describe('company columns', () => {
  it('has the spec columns, sorting only where listCompanies sorts', () => {
    // the spec's columns; the admin (a key column) right after the name, in view at 1024 px
    expect(companyColumns.map((c) => c.headerName)).toEqual([
      'Tên công ty',
      'Quản trị viên',
      'Tên viết tắt',
      'Mã',
      'Mã số thuế',
      'Địa chỉ',
      'Điện thoại',
      'Số nhân viên',
      'Trạng thái',
      'Ngày tạo',
    ]);
    // a count, pinned right like the money columns: in view however the others scroll
    expect(companyColumns.find((c) => c.field === 'staff_count')?.pinned).toBe('right');
    const sortable = companyColumns.filter((c) => c.sortable !== false).map((c) => c.field);
    expect(sortable).toEqual(['name', 'code', 'staff_count', 'created_at']);
  });

  it('shows phones in local form and dates as dd/MM/yyyy', () => {
    const phone = companyColumns.find((c) => c.field === 'phone_number')!;
    const created = companyColumns.find((c) => c.field === 'created_at')!;
    const fmt = (col: typeof phone, value: unknown) =>
      (col.valueFormatter as (p: ValueFormatterParams<Company>) => string)({
        value,
      } as ValueFormatterParams<Company>);
    expect(fmt(phone, '+84912345678')).toBe('0912345678');
    expect(fmt(created, '2025-01-02T03:04:05Z')).toBe('02/01/2025');
  });
});

describe('company form', () => {
  it('validates in Vietnamese with the contract limits', () => {
    const fields = companyFields();
    const contract = companyContract();
    expect(validateForm(fields, { status: 'active' }, contract)).toEqual({
      name: 'Vui lòng nhập tên công ty',
      code: 'Vui lòng nhập mã công ty',
    });
    const errors = validateForm(
      fields,
      {
        name: 'A'.repeat(201),
        code: 'mã sai',
        tax_code: '123',
        phone_number: '02838123456',
        email: 'x@',
        status: 'active',
      },
      contract,
    );
    // CompanyInput's limits and patterns, worded with the labels (a 10-digit landline is refused, as the API does).
    expect(errors).toEqual({
      name: 'Tên công ty không được dài quá 200 ký tự',
      code: 'Mã công ty chỉ gồm chữ không dấu, số, "-" và "_"',
      tax_code: 'Mã số thuế gồm 10 chữ số, hoặc 10 chữ số, "-" và 3 chữ số',
      phone_number: 'Số điện thoại không hợp lệ',
      email: 'Email không hợp lệ',
    });
    expect(
      validateForm(
        fields,
        {
          name: 'A',
          code: 'PN_1',
          tax_code: '0312345678-001',
          phone_number: '0912 345 678',
          status: 'active',
        },
        contract,
      ),
    ).toEqual({});
  });

  it('sends empty optional fields as null, and never the status of the super company', () => {
    const values = { name: ' Công ty A ', code: 'CTA', short_name: '', tax_code: '', status: 'inactive' };
    expect(toCompanyInput(values)).toEqual({
      name: 'Công ty A',
      code: 'CTA',
      short_name: null,
      tax_code: null,
      address: null,
      phone_number: null,
      email: null,
      status: 'inactive',
    });
    expect(toCompanyUpdate(values, company({ is_super: true }))).not.toHaveProperty('status');
    expect(companyFields(company({ is_super: true })).find((f) => f.name === 'status')?.disabled).toBe(true);
    expect(companyInitialValues(company()).phone_number).toBe('0912345678');
  });

  it('assign admin: name and phone required, password only when typed', () => {
    expect(validateForm(companyAdminFields, {}, companyAdminContract)).toEqual({
      full_name: 'Vui lòng nhập họ và tên',
      phone_number: 'Vui lòng nhập số điện thoại',
    });
    expect(
      validateForm(
        companyAdminFields,
        { full_name: 'A', phone_number: '0912345678', password: '123' },
        companyAdminContract,
      ),
    ).toEqual({
      password: 'Mật khẩu phải có ít nhất 6 ký tự',
    });
    expect(
      toCompanyAdminInput({ full_name: ' An ', phone_number: '0912 345 678', email: '', password: '' }),
    ).toEqual({
      full_name: 'An',
      phone_number: '0912345678',
      email: null,
    });
  });
});
