import type { Principal } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import type { CommandContext } from '../../commands/types';
import { validateForm } from '../../components/form-dialog/form-fields';
import { staffStepItems } from './assign-role-steps';
import type { StaffMember } from './employee-roles.resource';
import { positionFits } from './employee-roles.store';
import { featureColumns, positionColumns, staffRoleColumns } from './permissions.columns';
import { permissionCommands } from './permissions.commands';
import {
  featureContract,
  featureFields,
  positionFields,
  toFeatureInput,
  toPositionInput,
} from './permissions-form';

const staff = (id: number, company_id = 2): StaffMember => ({
  id,
  user_id: id,
  company_id,
  company_name: 'Phương Nam',
  phone_number: '+84912345678',
  full_name: `Nhân viên ${id}`,
  role: 5,
  status: 'active',
  licence_expires_on: null,
  deposit_balance: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

function ctxFor(principal: Principal, extra: Partial<CommandContext> = {}): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/menu',
    selection: { entity: null, noun: '', rows: [] },
    openModal: vi.fn(),
    closeModal: () => {},
    ...extra,
  };
}
const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

describe('permission commands (canCall / MENU)', () => {
  beforeEach(() => registerCommands(permissionCommands));
  afterEach(clearRegistry);

  it('role 1 of the super company sees the three screens and, on each, its actions', () => {
    const su: Principal = { role: 1, isSuper: true };
    expect(ids(ctxFor(su))).toEqual([
      'screen:/permission/feature',
      'screen:/permission/role',
      'screen:/permission/employee-role',
    ]);
    const feature = { entity: 'feature', noun: 'chức năng', rows: [{ id: 1 }] };
    expect(ids(ctxFor(su, { pathname: '/permission/feature', selection: feature }))).toEqual(
      expect.arrayContaining(['features.create', 'features.edit', 'features.delete']),
    );
    const position = { entity: 'position', noun: 'chức vụ', rows: [{ id: 1 }, { id: 2 }] };
    const onRoles = ids(ctxFor(su, { pathname: '/permission/role', selection: position }));
    expect(onRoles).toEqual(expect.arrayContaining(['positions.create', 'positions.delete']));
    expect(onRoles).not.toContain('positions.edit'); // one row only
    expect(ids(ctxFor(su, { pathname: '/permission/employee-role' }))).toContain('permissions.assign-role');
  });

  it('role 1 of a member company and role 2 anywhere see no screen nor CRUD', () => {
    for (const principal of [
      { role: 1, isSuper: false },
      { role: 2, isSuper: true },
      { role: 2, isSuper: false },
    ] as Principal[]) {
      for (const pathname of ['/menu', '/permission/feature', '/permission/role']) {
        const selection = { entity: 'feature', noun: '', rows: [{ id: 1 }] };
        expect(ids(ctxFor(principal, { pathname, selection }))).toEqual([]);
      }
    }
  });

  it('assignRole visibility follows its own contract (roles 1, 2, 9, any company), on its screen', () => {
    const on = (principal: Principal) =>
      ids(ctxFor(principal, { pathname: '/permission/employee-role' })).includes('permissions.assign-role');
    expect(on({ role: 1, isSuper: true })).toBe(true);
    expect(on({ role: 2, isSuper: false })).toBe(true); // canCall allows it; the screen itself stays hidden
    expect(on({ role: 5, isSuper: false })).toBe(false);
  });
});

describe('assign-role steps', () => {
  it('offers the selected set first, or the employees of the page', async () => {
    const rows = [staff(1), staff(2)];
    const items = await staffStepItems(
      ctxFor({ role: 1, isSuper: true }, { selection: { entity: 'employee-role', noun: 'nhân viên', rows } }),
    );
    expect(items[0]).toMatchObject({ value: 'selected', label: '2 nhân viên đã chọn', data: rows });
    expect(items).toHaveLength(3);
  });

  it('a position fits when shared or of every chosen employee company', () => {
    expect(positionFits({ company_id: null }, [staff(1, 2), staff(2, 3)])).toBe(true);
    expect(positionFits({ company_id: 2 }, [staff(1, 2)])).toBe(true);
    expect(positionFits({ company_id: 2 }, [staff(1, 2), staff(2, 3)])).toBe(false);
  });
});

describe('permission forms and columns', () => {
  it('feature: Vietnamese messages and the code pattern', () => {
    expect(validateForm(featureFields, {}, featureContract())).toEqual({
      code: 'Vui lòng nhập mã chức năng',
      name: 'Vui lòng nhập tên chức năng',
    });
    expect(validateForm(featureFields, { code: 'employee edit', name: 'X' }, featureContract())).toEqual({
      code: 'Mã chức năng chỉ gồm chữ in hoa không dấu, số và "_"',
    });
    expect(toFeatureInput({ code: 'EMPLOYEE_EDIT', name: ' Sửa ', group: '', description: '' })).toEqual({
      code: 'EMPLOYEE_EDIT',
      name: 'Sửa',
      group: null,
      description: null,
    });
  });

  it('position: system role required; the body keeps the company and unique feature ids', () => {
    expect(validateForm(positionFields, { code: 'CV', name: 'Chức vụ' })).toEqual({
      system_role: 'Vui lòng chọn vai trò hệ thống',
    });
    const body = toPositionInput({ code: 'CV', name: 'Chức vụ', system_role: '9' }, [3, 1, 3], {
      company_id: 4,
    } as never);
    expect(body).toEqual({
      code: 'CV',
      name: 'Chức vụ',
      system_role: 9,
      description: null,
      feature_ids: [3, 1],
      company_id: 4,
    });
  });

  it('columns', () => {
    expect(featureColumns.map((c) => c.headerName)).toEqual([
      'Mã chức năng',
      'Tên chức năng',
      'Nhóm',
      'Mô tả',
    ]);
    expect(positionColumns.map((c) => c.headerName)).toContain('Vai trò hệ thống');
    expect(staffRoleColumns.map((c) => c.headerName)).toEqual([
      'Họ và tên',
      'Điện thoại',
      'Công ty',
      'Vai trò hệ thống',
      'Chức vụ',
      'Trạng thái',
    ]);
  });
});
