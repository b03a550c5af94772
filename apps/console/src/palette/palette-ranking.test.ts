// The palette's ranking (issue 19): a screen whose title matches before actions and records.
import { describe, expect, test } from 'vitest';
import { commandScore, recordScore } from './palette-ranking';

const screen = (title: string, extra = {}) => ({ title, screen: true, ...extra });
const action = (title: string, extra = {}) => ({ title, screen: false, ...extra });
const best = (query: string, items: { title: string; screen: boolean }[]) =>
  [...items].sort((a, b) => commandScore(b, query) - commandScore(a, query))[0]!.title;

describe('palette ranking', () => {
  test('a screen whose title matches beats actions and records', () => {
    const items = [
      action('Thêm xe'),
      action('Xếp xe vào chuyến'),
      screen('Thẻ đi xe buýt'),
      screen('Danh sách xe'),
    ];
    expect(best('xe', items)).toBe('Danh sách xe');
    expect(commandScore(screen('Danh sách xe'), 'xe')).toBeGreaterThan(recordScore('Xe 51B-123.45', 'xe'));
    expect(best('tuyen', [action('Nhập GTFS…', { keywords: ['tuyen'] }), screen('Thiết lập tuyến')])).toBe(
      'Thiết lập tuyến',
    );
  });

  test("with rows selected, an action on them whose title starts with the query beats a screen's", () => {
    const items = [
      screen('Lịch sử mua vé'),
      action('Lịch sử thay đổi', { here: true, onSelection: true }),
      action('Lịch sử đăng nhập'),
    ];
    expect(best('lich su', items)).toBe('Lịch sử thay đổi');
    // not for a match inside the title: 'xe' still opens 'Danh sách xe'
    expect(
      best('xe', [screen('Danh sách xe'), action('Gán xe vào chuyến', { here: true, onSelection: true })]),
    ).toBe('Danh sách xe');
  });

  test("this screen's action before another screen's; a menu group's name opens its first screen", () => {
    const items = [action('Xuất GTFS'), action('Xuất file Excel', { here: true }), action('Đăng xuất')];
    expect(best('xuat', items)).toBe('Xuất file Excel');
    expect(best('dang xuat', items)).toBe('Đăng xuất');
    const tickets = [screen('Thiết lập vé tháng'), screen('Đơn mở thẻ', { menuGroup: 've thang' })];
    expect(best('ve thang', tickets)).toBe('Đơn mở thẻ');
  });
});
