// The `g <letter>` go-to plan for every screen the product will have (spec §2, ~55 screens).
// One letter after `g` leaves 26 keys, so only the screens people open many times a day get one,
// chosen by who uses them (dispatchers, finance staff, company administrators) and named after the
// Vietnamese word where it helps (x = xe, k = khách hàng, d = điểm dừng). Every other screen is one
// ⌘K away by its title. A screen's shortcut comes from this table and nowhere else: the console's
// defineScreen reads it, and a test fails when a registered screen binds another key.
import { HOME_PATH } from './menu.ts';

export const SCREEN_SHORTCUTS = {
  [HOME_PATH]: 'g h', // trang chủ
  '/company': 'g c', // công ty
  '/employee': 'g e', // employee
  '/permission/feature': 'g f', // feature
  '/permission/role': 'g v', // vai trò / chức vụ
  '/permission/employee-role': 'g q', // quyền
  '/setting-bill': 'g b', // bill
  '/vehicle/list': 'g x', // xe
  '/vehicle/map': 'g m', // map / bản đồ
  '/route/list': 'g r', // route / tuyến
  '/route/stop': 'g d', // điểm dừng
  '/routes/trip': 'g t', // trip / chuyến: the dispatcher's main screen
  '/routes/driver-setting': 'g p', // phân công lái xe (g l focuses a list's grid)
  '/customer/search': 'g k', // khách hàng
  '/customer/ticket-bus': 'g n', // NFC card
  '/monthly-ticket/registration-list': 'g o', // đơn mở thẻ
  '/monthly-ticket/extend-list': 'g i', // gia hạn
  '/report/revenue-date': 'g u', // doanh thu (revenue)
  '/transport-orders/transport-order-elec': 'g z', // lệnh vận chuyển điện tử
  '/transport-orders/cashier-deposit-order': 'g s', // nộp tiền (cash collection)
  '/governance/growth': 'g w', // growth dashboard
  '/executive/lost-flight-trip': 'g a', // mất chuyến (alerts)
} as const satisfies Readonly<Record<string, `g ${string}`>>;

export type ShortcutPath = keyof typeof SCREEN_SHORTCUTS;

/** The planned go-to keys of a screen path, or undefined: the screen is reached through ⌘K. */
export function screenShortcut(path: string): string | undefined {
  return (SCREEN_SHORTCUTS as Readonly<Record<string, string>>)[path];
}
