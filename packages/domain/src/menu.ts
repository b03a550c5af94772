import type { RoleValue } from './roles.ts';
import { type CompanyScope, type Principal, scopeAllows } from './scope.ts';

// spec §2 side-menu table, spec §6 filtering by role list and company scope.

export interface MenuEntry {
  /** Full route path, e.g. '/report/revenue-date'. */
  readonly path: string;
  /** Vietnamese title shown in the menu. */
  readonly title: string;
  readonly roles: readonly RoleValue[];
  readonly scope: CompanyScope;
  /** Not shown in the menu, still openable by its roles (spec §2 /tracking). */
  readonly hidden?: boolean;
  /** Leads out of the product (spec §2 /governance/redirect-crm). */
  readonly external?: boolean;
  readonly children?: readonly MenuEntry[];
}

/** spec §2: the in-app home path, open to every signed-in user. */
export const HOME_PATH = '/menu';

type ChildSpec = readonly [
  segment: string,
  title: string,
  override?: Partial<Pick<MenuEntry, 'roles' | 'scope' | 'external'>>,
];

/** A top-level entry whose submenus inherit its roles and scope unless overridden. */
function group(
  path: string,
  title: string,
  roles: readonly RoleValue[],
  scope: CompanyScope,
  children: readonly ChildSpec[] = [],
  extra: Pick<MenuEntry, 'hidden'> = {},
): MenuEntry {
  const entry: MenuEntry = { path, title, roles, scope, ...extra };
  if (children.length === 0) return entry;
  return {
    ...entry,
    children: children.map(([segment, childTitle, override]) => ({
      path: `${path}/${segment}`,
      title: childTitle,
      roles,
      scope,
      ...override,
    })),
  };
}

const ADMINS: readonly RoleValue[] = [1, 2];
const CONTROL: readonly RoleValue[] = [1, 2, 9];

export const MENU: readonly MenuEntry[] = [
  group('/company', 'Quản lý công ty', [1], 'super'),
  group('/permission', 'Phân quyền', [1], 'super', [
    ['feature', 'Chức năng'],
    ['role', 'Chức vụ'],
    ['employee-role', 'Phân quyền nhân viên'],
  ]),
  group('/employee', 'Quản lý nhân viên', CONTROL, 'any'),
  group('/setting-bill', 'Cấu hình hoá đơn', [1], 'super'),
  group('/vehicle', 'Phương tiện', ADMINS, 'member', [
    ['list', 'Danh sách xe'],
    ['map', 'Bản đồ xe'],
    ['device-keys', 'Khoá thiết bị'],
    // Service accounts (issue 21): the same admins, the same key mechanism as the device keys.
    ['service-keys', 'Khoá dịch vụ'],
  ]),
  group('/route', 'Quản lý tuyến', ADMINS, 'member', [
    ['list', 'Thiết lập tuyến'],
    ['stop', 'Thiết lập điểm dừng'],
  ]),
  group('/routes', 'Điều độ lái xe', [1, 2, 9, 10], 'member', [
    ['trip', 'Phân công chuyến'],
    ['driver-setting', 'Thiết lập lái xe'],
  ]),
  group('/customer', 'Khách hàng', [1, 2, 8, 9], 'member', [
    ['search', 'Tra cứu khách hàng'],
    ['ticket-bus', 'Thẻ đi xe buýt'],
  ]),
  group('/monthly-ticket', 'Vé tháng', [1, 2, 8, 9], 'member', [
    ['registration-list', 'Đơn mở thẻ'],
    ['extend-list', 'Đơn gia hạn'],
    ['change-card-list', 'Đơn cấp thẻ trắng'],
    ['setting', 'Thiết lập vé tháng', { roles: ADMINS }],
  ]),
  group('/report', 'Báo cáo', CONTROL, 'any', [
    ['revenue-date', 'Doanh thu theo ngày'],
    ['revenue-route', 'Doanh thu theo tuyến'],
    ['revenue-detail', 'Doanh thu chi tiết'],
    ['yield-and-revenue', 'Sản lượng và doanh thu'],
    ['ticket-purchase-history', 'Lịch sử mua vé'],
    ['report-ticket-history', 'Lịch sử mua vé tháng', { scope: 'super' }],
    ['top-up-history', 'Giao dịch nạp tiền'],
    ['staff-statistics', 'Thống kê theo phụ xe'],
    ['driver-statistics', 'Thống kê giờ lái xe'],
    ['trip-statistics', 'Thống kê theo chuyến'],
    ['trips-no-revenue', 'Loại vé không doanh thu theo chuyến'],
    ['trip-set-ticket', 'Thống kê vé quyển'],
  ]),
  group('/statement', 'Bảng kê', CONTROL, 'any', [
    ['subscription-card-statistics', 'Bảng kê thẻ vé tháng'],
    ['staff-payment-statistics', 'Bảng kê thanh toán nhân viên'],
    ['aggregate-payment-statistics', 'Bảng kê thanh toán tổng hợp'],
    ['monthly-ticket-report', 'Báo cáo vé tháng'],
    ['bus-nfc-report', 'Báo cáo thẻ NFC'],
  ]),
  group('/governance', 'Quản trị', CONTROL, 'any', [
    ['growth', 'Tăng trưởng'],
    ['bus-stop-performance', 'Hiệu quả điểm dừng'],
    ['vehicle-report', 'Doanh thu theo xe'],
    ['redirect-crm', 'Quản lý chất lượng', { external: true }],
  ]),
  group('/tracking', 'Theo dõi vé bán', [1], 'any', [['sold-ticket', 'Vé đã bán']], { hidden: true }),
  group('/transport-orders', 'Quản lý thu tiền', [1, 2, 9, 10], 'member', [
    ['detail-statement-of-reciept', 'Bảng kê chi tiết phiếu thu', { roles: CONTROL }],
    ['summary-statement-of-reciept', 'Bảng kê tổng hợp phiếu thu', { roles: CONTROL }],
    ['cashier-deposit-order', 'Lệnh nộp tiền thu ngân', { roles: CONTROL }],
    ['order-statistic-money', 'Thống kê tiền', { roles: CONTROL }],
    ['shipping-order', 'Lệnh vận chuyển', { roles: CONTROL }],
    ['transport-order-elec', 'Lệnh vận chuyển điện tử'],
    ['report-transport-order-elec', 'Báo cáo lệnh vận chuyển điện tử'],
  ]),
  group('/executive', 'Điều hành', CONTROL, 'super', [
    ['lost-flight-trip', 'Kiểm soát mất chuyến'],
    ['trip-driver', 'Kiểm soát lái xe theo chuyến'],
  ]),
  group('/promotion', 'Quảng cáo trên vé', CONTROL, 'super'),
  group('/business-plan', 'Kế hoạch kinh doanh', ADMINS, 'super'),
];

function allows(entry: MenuEntry, principal: Principal): boolean {
  return (
    principal.role !== null &&
    entry.roles.includes(principal.role) &&
    scopeAllows(entry.scope, principal.isSuper)
  );
}

/** The menu this principal sees: hidden entries, refused entries and emptied parents dropped. */
export function visibleMenu(principal: Principal, entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.hidden || !allows(entry, principal)) continue;
    if (entry.children === undefined) {
      out.push(entry);
      continue;
    }
    const children = visibleMenu(principal, entry.children);
    if (children.length > 0) out.push({ ...entry, children });
  }
  return out;
}

/** Every entry depth-first, parents before their children, hidden ones included. */
export function flattenMenu(entries: readonly MenuEntry[] = MENU): MenuEntry[] {
  return entries.flatMap((e) => [e, ...(e.children ? flattenMenu(e.children) : [])]);
}

export function findMenuEntry(path: string): MenuEntry | undefined {
  return flattenMenu().find((e) => e.path === path);
}

/** Entries from the top level down to the deepest one that is `path` or a prefix of it. */
function chainTo(path: string): MenuEntry[] {
  const chain: MenuEntry[] = [];
  let level: readonly MenuEntry[] | undefined = MENU;
  while (level) {
    const next: MenuEntry | undefined = level.find((e) => path === e.path || path.startsWith(`${e.path}/`));
    if (!next) break;
    chain.push(next);
    level = next.children;
  }
  return chain;
}

/**
 * Whether the principal may open `path` (also deeper screens such as '/route/list/12').
 * Every entry on the way must admit the principal; hidden entries count as openable.
 * Paths outside the menu are refused, except the home path.
 */
export function canOpenPath(principal: Principal, path: string): boolean {
  const clean = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  if (clean === HOME_PATH) return true;
  const chain = chainTo(clean);
  return chain.length > 0 && chain.every((e) => allows(e, principal));
}
