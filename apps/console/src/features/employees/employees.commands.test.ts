import type { Principal, RoleValue } from '@busops/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from '../../commands/registry';
import { type CommandContext, commandTitle } from '../../commands/types';
import { employeeCommands, roleStepItems } from './employees.commands';
import { staffFixture } from './test-fixtures';

function ctxFor(principal: Principal, extra: Partial<CommandContext> = {}): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/employee',
    selection: { entity: 'employee', noun: 'nhân viên', rows: [staffFixture()] },
    openModal: vi.fn(),
    closeModal: () => {},
    ...extra,
  };
}

const ids = (ctx: CommandContext) => visibleCommands(ctx).map((c) => c.id);

beforeEach(() => registerCommands(employeeCommands));
afterEach(clearRegistry);

describe('employee commands visibility (registry, canCall)', () => {
  it.each([1, 2, 9] as RoleValue[])('role %i sees the screen and every action, super or member', (role) => {
    for (const isSuper of [true, false]) {
      expect(ids(ctxFor({ role, isSuper }))).toEqual([
        'screen:/employee',
        'employees.create',
        'employees.edit',
        'employees.assign-role',
        'employees.deposit',
        'employees.delete',
      ]);
    }
  });

  it.each([5, 6, 8, 10] as RoleValue[])('role %i sees none of them', (role) => {
    for (const isSuper of [true, false]) expect(ids(ctxFor({ role, isSuper }))).toEqual([]);
  });

  it('row actions need a selection; edit and deposit exactly one row; delete counts them', () => {
    const admin: Principal = { role: 2, isSuper: false };
    expect(ids(ctxFor(admin, { selection: { entity: null, noun: '', rows: [] } }))).toEqual([
      'screen:/employee',
      'employees.create',
    ]);
    const two = ctxFor(admin, {
      selection: { entity: 'employee', noun: 'nhân viên', rows: [staffFixture(), staffFixture({ id: 2 })] },
    });
    expect(ids(two)).toEqual([
      'screen:/employee',
      'employees.create',
      'employees.assign-role',
      'employees.delete',
    ]);
    const del = visibleCommands(two).find((c) => c.id === 'employees.delete')!;
    expect(commandTitle(del, two)).toBe('Xoá 2 nhân viên');
    expect(ids(ctxFor(admin, { pathname: '/menu' }))).toEqual(['screen:/employee']);
  });

  it('offers no edit, role, deposit or delete on staff above the caller’s rank (canActOnStaff)', () => {
    const on = (principal: Principal, role: RoleValue) =>
      ids(
        ctxFor(principal, {
          selection: { entity: 'employee', noun: 'nhân viên', rows: [staffFixture({ role })] },
        }),
      );
    const all = [
      'screen:/employee',
      'employees.create',
      'employees.edit',
      'employees.assign-role',
      'employees.deposit',
      'employees.delete',
    ];
    for (const caller of [2, 9] as RoleValue[]) {
      for (const target of [1, 2] as RoleValue[])
        expect(on({ role: caller, isSuper: false }, target)).toEqual([
          'screen:/employee',
          'employees.create',
        ]);
      expect(on({ role: caller, isSuper: false }, 6)).toEqual(all);
    }
    expect(on({ role: 1, isSuper: false }, 2)).toEqual(all);
    // One admin among the selected rows is enough to withhold the batch actions from a controller.
    const mixed = ctxFor(
      { role: 9, isSuper: false },
      {
        selection: {
          entity: 'employee',
          noun: 'nhân viên',
          rows: [staffFixture(), staffFixture({ id: 2, role: 2 })],
        },
      },
    );
    expect(ids(mixed)).toEqual(['screen:/employee', 'employees.create']);
  });

  it('shows shortcuts that do not clash with the app-wide e export', () => {
    const shortcuts = Object.fromEntries(employeeCommands.map((c) => [c.id, c.shortcut]));
    expect(shortcuts).toMatchObject({
      'screen:/employee': 'g e',
      'employees.create': 'n',
      'employees.edit': 's',
    });
    expect(Object.values(shortcuts)).not.toContain('e');
  });

  it('edit opens the form with the selected row', () => {
    const ctx = ctxFor({ role: 9, isSuper: false });
    void employeeCommands.find((c) => c.id === 'employees.edit')!.run(ctx, {});
    expect(ctx.openModal).toHaveBeenCalledWith('employee-form', ctx.selection.rows[0]);
  });
});

describe('Phân quyền steps', () => {
  const positions = vi.fn(async () => [{ id: 7, name: 'Trưởng ca', code: 'TC' }]);

  it('member admins choose a system role they may give (listRoles is super-only)', async () => {
    positions.mockClear();
    const items = await roleStepItems(ctxFor({ role: 2, isSuper: false }), positions);
    expect(positions).not.toHaveBeenCalled();
    expect(items.map((i) => i.value)).toEqual(['role:5', 'role:6', 'role:8', 'role:9', 'role:10']);
    expect(items[0]!.label).toBe('Vai trò: Phụ xe');
  });

  it('super admins get positions first, then every role', async () => {
    const items = await roleStepItems(ctxFor({ role: 1, isSuper: true }), positions);
    expect(items[0]).toMatchObject({ value: 'position:7', label: 'Chức vụ: Trưởng ca' });
    expect(items.map((i) => i.value)).toContain('role:2');
  });
});
