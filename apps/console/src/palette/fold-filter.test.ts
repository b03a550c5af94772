import { describe, expect, it } from 'vitest';
import { foldFilter } from './fold-filter';

describe('foldFilter (diacritic-insensitive cmdk scorer)', () => {
  it.each([
    ['Xác nhận thanh toán', 'xac nhan'],
    ['Quản lý nhân viên', 'nhan vien'],
    ['Quản lý nhân viên', 'Nhân viên'],
    ['Đổi mật khẩu', 'doi mat khau'],
    ['Đổi mật khẩu', 'đổi'],
  ])('%s matches %s', (value, search) => {
    expect(foldFilter(value, search)).toBeGreaterThan(0);
  });

  it('does not match unrelated text', () => {
    expect(foldFilter('Quản lý công ty', 'nhan vien')).toBe(0);
  });

  it('matches keywords too', () => {
    expect(foldFilter('Đăng xuất', 'logout', ['logout', 'đăng xuất'])).toBeGreaterThan(0);
  });
});
