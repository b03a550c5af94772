import { flattenMenu, type Principal, type RoleValue } from '@busops/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRegistry, registerCommands, visibleCommands } from './registry';
import { defineScreen } from './screens';
import type { Command, CommandContext } from './types';

const noScreen = async () => ({ default: () => null });

function ctxFor(principal: Principal | null, extra: Partial<CommandContext> = {}): CommandContext {
  return {
    principal,
    navigate: () => {},
    pathname: '/menu',
    selection: { entity: null, noun: '', rows: [] },
    openModal: () => {},
    closeModal: () => {},
    ...extra,
  };
}

const visiblePaths = (principal: Principal) =>
  visibleCommands(ctxFor(principal))
    .map((c) => c.path)
    .filter(Boolean)
    .sort();

// Every MENU entry registered as a screen: what each role sees must follow the spec §2 matrix.
function registerWholeMenu() {
  registerCommands(flattenMenu().map((e) => defineScreen({ path: e.path, title: e.title, load: noScreen })));
}

afterEach(clearRegistry);

describe('visibleCommands against the spec §2 menu', () => {
  it('role 1 of the super company: company, permission, invoice setup, reports, executive; no member screens', () => {
    registerWholeMenu();
    const paths = visiblePaths({ role: 1, isSuper: true });
    for (const p of [
      '/company',
      '/permission/role',
      '/employee',
      '/setting-bill',
      '/report/report-ticket-history',
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of [
      '/executive/lost-flight-trip',
      '/promotion',
      '/business-plan',
      '/tracking/sold-ticket',
    ]) {
      expect(paths).toContain(p);
    }
    for (const p of [
      '/vehicle/list',
      '/route/list',
      '/customer/search',
      '/transport-orders/shipping-order',
    ]) {
      expect(paths).not.toContain(p);
    }
  });

  it('role 1 of a member company: member screens, not the super-only ones', () => {
    registerWholeMenu();
    const paths = visiblePaths({ role: 1, isSuper: false });
    expect(paths).toContain('/vehicle/map');
    expect(paths).toContain('/monthly-ticket/setting');
    expect(paths).toContain('/tracking/sold-ticket');
    expect(paths).not.toContain('/company');
    expect(paths).not.toContain('/report/report-ticket-history');
    expect(paths).not.toContain('/promotion');
  });

  it('role 2: most screens, never company, permission, invoice setup or tracking', () => {
    registerWholeMenu();
    for (const isSuper of [true, false]) {
      const paths = visiblePaths({ role: 2, isSuper });
      for (const p of ['/company', '/permission/feature', '/setting-bill', '/tracking/sold-ticket']) {
        expect(paths).not.toContain(p);
      }
      expect(paths).toContain('/employee');
    }
    expect(visiblePaths({ role: 2, isSuper: false })).toContain('/monthly-ticket/setting');
    expect(visiblePaths({ role: 2, isSuper: true })).toContain('/business-plan');
  });

  it('role 9: reports, statements, governance, collection and employees, not monthly ticket setup', () => {
    registerWholeMenu();
    const paths = visiblePaths({ role: 9, isSuper: false });
    for (const p of [
      '/employee',
      '/report/revenue-date',
      '/statement/bus-nfc-report',
      '/governance/growth',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths).toContain('/transport-orders/cashier-deposit-order');
    expect(paths).toContain('/customer/search');
    expect(paths).not.toContain('/monthly-ticket/setting');
    expect(paths).not.toContain('/vehicle/list');
    expect(visiblePaths({ role: 9, isSuper: true })).toContain('/executive/trip-driver');
  });

  it('role 10: driver dispatch and electronic transport orders only', () => {
    registerWholeMenu();
    const paths = visiblePaths({ role: 10, isSuper: false }).filter((p) => p !== '/menu');
    expect(paths).toEqual(
      [
        '/routes',
        '/routes/driver-setting',
        '/routes/trip',
        '/transport-orders',
        '/transport-orders/report-transport-order-elec',
        '/transport-orders/transport-order-elec',
      ].sort(),
    );
    expect(visiblePaths({ role: 10, isSuper: true })).toEqual([]);
  });

  it('role 8: customers and monthly tickets, not their setup', () => {
    registerWholeMenu();
    const paths = visiblePaths({ role: 8, isSuper: false });
    expect(paths).toContain('/customer/ticket-bus');
    expect(paths).toContain('/monthly-ticket/registration-list');
    expect(paths).not.toContain('/monthly-ticket/setting');
    expect(paths).not.toContain('/employee');
    expect(paths).not.toContain('/report/revenue-date');
  });

  it.each([5, 6] as RoleValue[])('role %i (conductor, driver) sees no screen', (role) => {
    registerWholeMenu();
    expect(visiblePaths({ role, isSuper: false })).toEqual([]);
    expect(visiblePaths({ role, isSuper: true })).toEqual([]);
  });

  it('nobody signed in sees nothing', () => {
    registerWholeMenu();
    expect(visibleCommands(ctxFor(null))).toEqual([]);
  });
});

describe('visibleCommands for actions', () => {
  const run = () => {};

  it('gates by the operation roles and company scope (SDK operations table)', () => {
    registerCommands([
      { id: 'companies.create', title: 'Thêm công ty', group: 'actions', operationId: 'createCompany', run },
      { id: 'staff.create', title: 'Thêm nhân viên', group: 'actions', operationId: 'createBusStaff', run },
      { id: 'me.password', title: 'Đổi mật khẩu', group: 'actions', operationId: 'changePassword', run },
    ]);
    const ids = (p: Principal) => visibleCommands(ctxFor(p)).map((c) => c.id);
    expect(ids({ role: 1, isSuper: true })).toEqual(['companies.create', 'staff.create', 'me.password']);
    expect(ids({ role: 1, isSuper: false })).toEqual(['staff.create', 'me.password']);
    expect(ids({ role: 9, isSuper: false })).toEqual(['staff.create', 'me.password']);
    expect(ids({ role: 8, isSuper: false })).toEqual(['me.password']);
    expect(ids({ role: null, isSuper: false })).toEqual(['me.password']);
  });

  it('honours when, screenPath and selection', () => {
    const deleteStaff: Command = {
      id: 'staff.delete',
      title: (ctx) => `Xoá ${ctx.selection.rows.length} ${ctx.selection.noun}`,
      group: 'actions',
      selection: 'employee',
      run,
    };
    registerCommands([
      deleteStaff,
      { id: 'staff.new', title: 'Thêm', group: 'actions', screenPath: '/employee', shortcut: 'n', run },
      { id: 'never', title: 'Không', group: 'actions', when: () => false, run },
    ]);
    const admin: Principal = { role: 1, isSuper: false };
    expect(visibleCommands(ctxFor(admin)).map((c) => c.id)).toEqual([]);
    const onScreen = ctxFor(admin, {
      pathname: '/employee',
      selection: { entity: 'employee', noun: 'nhân viên', rows: [{}, {}, {}] },
    });
    const visible = visibleCommands(onScreen);
    expect(visible.map((c) => c.id)).toEqual(['staff.delete', 'staff.new']);
    expect(typeof visible[0]!.title === 'function' && visible[0]!.title(onScreen)).toBe('Xoá 3 nhân viên');
    const otherEntity = ctxFor(admin, { selection: { entity: 'company', noun: 'công ty', rows: [{}] } });
    expect(visibleCommands(otherEntity)).toEqual([]);
  });
});
