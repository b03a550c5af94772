import { describe, expect, it } from 'vitest';
import {
  canOpenPath,
  findMenuEntry,
  flattenMenu,
  HOME_PATH,
  MENU,
  type MenuEntry,
  visibleMenu,
} from './menu.ts';
import { ALL_ROLES, type RoleValue } from './roles.ts';
import type { CompanyScope, Principal } from './scope.ts';

// spec §2 side-menu table transcribed row by row, submenus with the roles and scope that
// apply to them (inherited unless the spec names others). [path, roles, scope, hidden]
type Row = readonly [path: string, roles: readonly RoleValue[], scope: CompanyScope, hidden?: true];
const A: readonly RoleValue[] = [1, 2];
const C: readonly RoleValue[] = [1, 2, 9];
const SPEC: readonly Row[] = [
  ['/company', [1], 'super'],
  ['/permission', [1], 'super'],
  ['/permission/feature', [1], 'super'],
  ['/permission/role', [1], 'super'],
  ['/permission/employee-role', [1], 'super'],
  ['/employee', C, 'any'],
  ['/setting-bill', [1], 'super'],
  ['/vehicle', A, 'member'],
  ['/vehicle/list', A, 'member'],
  ['/vehicle/map', A, 'member'],
  ['/vehicle/device-keys', A, 'member'],
  ['/vehicle/service-keys', A, 'member'],
  ['/route', A, 'member'],
  ['/route/list', A, 'member'],
  ['/route/stop', A, 'member'],
  ['/routes', [1, 2, 9, 10], 'member'],
  ['/routes/trip', [1, 2, 9, 10], 'member'],
  ['/routes/driver-setting', [1, 2, 9, 10], 'member'],
  ['/customer', [1, 2, 8, 9], 'member'],
  ['/customer/search', [1, 2, 8, 9], 'member'],
  ['/customer/ticket-bus', [1, 2, 8, 9], 'member'],
  ['/monthly-ticket', [1, 2, 8, 9], 'member'],
  ['/monthly-ticket/registration-list', [1, 2, 8, 9], 'member'],
  ['/monthly-ticket/extend-list', [1, 2, 8, 9], 'member'],
  ['/monthly-ticket/change-card-list', [1, 2, 8, 9], 'member'],
  ['/monthly-ticket/setting', A, 'member'],
  ['/report', C, 'any'],
  ['/report/revenue-date', C, 'any'],
  ['/report/revenue-route', C, 'any'],
  ['/report/revenue-detail', C, 'any'],
  ['/report/yield-and-revenue', C, 'any'],
  ['/report/ticket-purchase-history', C, 'any'],
  ['/report/report-ticket-history', C, 'super'],
  ['/report/top-up-history', C, 'any'],
  ['/report/staff-statistics', C, 'any'],
  ['/report/driver-statistics', C, 'any'],
  ['/report/trip-statistics', C, 'any'],
  ['/report/trips-no-revenue', C, 'any'],
  ['/report/trip-set-ticket', C, 'any'],
  ['/statement', C, 'any'],
  ['/statement/subscription-card-statistics', C, 'any'],
  ['/statement/staff-payment-statistics', C, 'any'],
  ['/statement/aggregate-payment-statistics', C, 'any'],
  ['/statement/monthly-ticket-report', C, 'any'],
  ['/statement/bus-nfc-report', C, 'any'],
  ['/governance', C, 'any'],
  ['/governance/growth', C, 'any'],
  ['/governance/bus-stop-performance', C, 'any'],
  ['/governance/vehicle-report', C, 'any'],
  ['/governance/redirect-crm', C, 'any'],
  ['/tracking', [1], 'any', true],
  ['/tracking/sold-ticket', [1], 'any', true],
  ['/transport-orders', [1, 2, 9, 10], 'member'],
  ['/transport-orders/detail-statement-of-reciept', C, 'member'],
  ['/transport-orders/summary-statement-of-reciept', C, 'member'],
  ['/transport-orders/cashier-deposit-order', C, 'member'],
  ['/transport-orders/order-statistic-money', C, 'member'],
  ['/transport-orders/shipping-order', C, 'member'],
  ['/transport-orders/transport-order-elec', [1, 2, 9, 10], 'member'],
  ['/transport-orders/report-transport-order-elec', [1, 2, 9, 10], 'member'],
  ['/executive', C, 'super'],
  ['/executive/lost-flight-trip', C, 'super'],
  ['/executive/trip-driver', C, 'super'],
  ['/promotion', C, 'super'],
  ['/business-plan', A, 'super'],
];

const PRINCIPALS: Principal[] = [...ALL_ROLES, null].flatMap((role: RoleValue | null) => [
  { role, isSuper: true },
  { role, isSuper: false },
]);

const expectedOpen = ([, roles, scope]: Row, p: Principal): boolean =>
  p.role !== null && roles.includes(p.role) && (scope === 'any' || (scope === 'super') === p.isSuper);

const visiblePaths = (p: Principal): string[] => flattenMenu(visibleMenu(p)).map((e) => e.path);

describe('MENU data (spec §2)', () => {
  it('holds every row and submenu of the table, in order', () => {
    expect(flattenMenu().map((e) => e.path)).toEqual(SPEC.map(([path]) => path));
  });

  it.each(SPEC.map((row) => ({ path: row[0], roles: row[1], scope: row[2], hidden: row[3] === true })))(
    '$path: roles $roles, scope $scope',
    ({ path, roles, scope, hidden }) => {
      const entry = findMenuEntry(path);
      expect(entry).toBeDefined();
      expect(entry?.roles).toEqual(roles);
      expect(entry?.scope).toBe(scope);
      // hidden is set on /tracking itself; its submenu is hidden with it.
      if (hidden && path === '/tracking') expect(entry?.hidden).toBe(true);
      expect(entry?.title.trim()).not.toBe('');
    },
  );

  it('titles are unique Vietnamese labels', () => {
    const titles = flattenMenu().map((e) => e.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(findMenuEntry('/company')?.title).toBe('Quản lý công ty');
    expect(findMenuEntry('/report/revenue-date')?.title).toBe('Doanh thu theo ngày');
    expect(findMenuEntry('/report/revenue-route')?.title).toBe('Doanh thu theo tuyến');
    expect(findMenuEntry('/permission')?.children?.map((e) => e.title)).toEqual([
      'Chức năng',
      'Chức vụ',
      'Phân quyền nhân viên',
    ]);
  });

  it('marks the quality-management link as leading out', () => {
    expect(findMenuEntry('/governance/redirect-crm')?.external).toBe(true);
  });

  it('findMenuEntry returns undefined for unknown paths', () => {
    expect(findMenuEntry('/nope')).toBeUndefined();
    expect(findMenuEntry('/report/')).toBeUndefined();
  });
});

describe('every row x every role x both scopes (spec §2, §6)', () => {
  for (const p of PRINCIPALS) {
    const label = `role ${p.role ?? 'none'} ${p.isSuper ? 'super company' : 'member company'}`;
    it.each(SPEC.map((row) => ({ row, path: row[0] })))(`${label}: $path`, ({ row, path }) => {
      const hidden = row[3] === true;
      const open = expectedOpen(row, p);
      expect(canOpenPath(p, path)).toBe(open);
      expect(canOpenPath(p, `${path}/123`)).toBe(open);
      expect(visiblePaths(p).includes(path)).toBe(open && !hidden);
    });
  }
});

describe('visibleMenu', () => {
  it('drops parents whose submenus are all refused', () => {
    const menu = visibleMenu({ role: 10, isSuper: false });
    expect(menu.map((e) => e.path)).toEqual(['/routes', '/transport-orders']);
    expect(menu[1]?.children?.map((e) => e.path)).toEqual([
      '/transport-orders/transport-order-elec',
      '/transport-orders/report-transport-order-elec',
    ]);
  });

  it('filters a custom parent whose children are all refused', () => {
    const custom: MenuEntry[] = [
      {
        path: '/x',
        title: 'X',
        roles: [1, 2],
        scope: 'any',
        children: [{ path: '/x/y', title: 'Y', roles: [1], scope: 'any' }],
      },
    ];
    expect(visibleMenu({ role: 2, isSuper: false }, custom)).toEqual([]);
    expect(visibleMenu({ role: 1, isSuper: false }, custom)).toEqual(custom);
  });

  it('shows nothing to a principal without role or with a field role', () => {
    for (const isSuper of [true, false]) {
      expect(visibleMenu({ role: null, isSuper })).toEqual([]);
      expect(visibleMenu({ role: 5, isSuper })).toEqual([]);
      expect(visibleMenu({ role: 6, isSuper })).toEqual([]);
    }
  });

  it('does not mutate MENU', () => {
    const before = JSON.stringify(MENU);
    visibleMenu({ role: 10, isSuper: false });
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

// spec §6 role summaries, checked against the table.
describe('role summaries (spec §6)', () => {
  const openable = (role: RoleValue, isSuper: boolean) =>
    SPEC.filter(([path]) => canOpenPath({ role, isSuper }, path)).map(([p]) => p);
  const tops = (paths: string[]) => [...new Set(paths.map((p) => `/${p.split('/')[1]}`))];

  it('role 1 can open everything across both company scopes, tracking included', () => {
    const union = new Set([...openable(1, true), ...openable(1, false)]);
    expect([...union].sort()).toEqual(SPEC.map(([p]) => p).sort());
    for (const path of ['/tracking', '/tracking/sold-ticket', '/company', '/permission', '/setting-bill']) {
      expect(canOpenPath({ role: 1, isSuper: true }, path)).toBe(true);
    }
    expect(visiblePaths({ role: 1, isSuper: true })).not.toContain('/tracking');
  });

  it('role 2 sees most, except company, permission, invoice configuration and tracking', () => {
    const union = new Set([...openable(2, true), ...openable(2, false)].map((p) => `/${p.split('/')[1]}`));
    expect([...union].sort()).toEqual(
      tops(SPEC.map(([p]) => p))
        .filter((p) => !['/company', '/permission', '/setting-bill', '/tracking'].includes(p))
        .sort(),
    );
  });

  it('role 9 sees reports, statements, governance, collection and employees', () => {
    const member = tops(visiblePaths({ role: 9, isSuper: false }));
    const superCo = tops(visiblePaths({ role: 9, isSuper: true }));
    for (const path of ['/report', '/statement', '/governance', '/transport-orders', '/employee']) {
      expect([...member, ...superCo]).toContain(path);
    }
    for (const path of ['/company', '/permission', '/setting-bill', '/tracking', '/business-plan']) {
      expect([...member, ...superCo]).not.toContain(path);
    }
    expect(visiblePaths({ role: 9, isSuper: false })).not.toContain('/monthly-ticket/setting');
  });

  it('role 10 sees driver dispatch and electronic transport orders only', () => {
    expect(visiblePaths({ role: 10, isSuper: false })).toEqual([
      '/routes',
      '/routes/trip',
      '/routes/driver-setting',
      '/transport-orders',
      '/transport-orders/transport-order-elec',
      '/transport-orders/report-transport-order-elec',
    ]);
    expect(visiblePaths({ role: 10, isSuper: true })).toEqual([]);
  });

  it('role 8 sees customers and monthly tickets but not their setup', () => {
    expect(visiblePaths({ role: 8, isSuper: false })).toEqual([
      '/customer',
      '/customer/search',
      '/customer/ticket-bus',
      '/monthly-ticket',
      '/monthly-ticket/registration-list',
      '/monthly-ticket/extend-list',
      '/monthly-ticket/change-card-list',
    ]);
    expect(canOpenPath({ role: 8, isSuper: false }, '/monthly-ticket/setting')).toBe(false);
  });
});

describe('canOpenPath edge cases', () => {
  it('opens the home path for everyone signed in', () => {
    for (const p of PRINCIPALS) expect(canOpenPath(p, HOME_PATH)).toBe(true);
  });

  it('ignores query, hash and trailing slashes', () => {
    const p: Principal = { role: 2, isSuper: false };
    expect(canOpenPath(p, '/vehicle/list/?page=2')).toBe(true);
    expect(canOpenPath(p, '/vehicle/list#top')).toBe(true);
    expect(canOpenPath(p, '/vehicle/')).toBe(true);
  });

  it('refuses unknown paths and look-alike prefixes', () => {
    const p: Principal = { role: 1, isSuper: true };
    expect(canOpenPath(p, '/')).toBe(false);
    expect(canOpenPath(p, '/unknown')).toBe(false);
    expect(canOpenPath(p, '/companyx')).toBe(false);
    // '/routes' is not under '/route'
    expect(canOpenPath({ role: 10, isSuper: false }, '/routes/trip')).toBe(true);
    expect(canOpenPath({ role: 10, isSuper: false }, '/route/list')).toBe(false);
  });

  it('an unknown submenu under a known parent follows the parent', () => {
    expect(canOpenPath({ role: 9, isSuper: false }, '/report/new-report')).toBe(true);
    expect(canOpenPath({ role: 8, isSuper: false }, '/report/new-report')).toBe(false);
  });
});
