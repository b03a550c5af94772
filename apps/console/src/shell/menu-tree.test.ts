import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, menuForRoutes, titleFor } from './menu-tree';

describe('menuForRoutes', () => {
  it('keeps only registered screens and drops emptied groups', () => {
    const menu = menuForRoutes({ role: 1, isSuper: true }, new Set(['/employee', '/permission/role']));
    expect(menu.map((e) => e.path)).toEqual(['/permission', '/employee']);
    expect(menu[0]!.children!.map((e) => e.path)).toEqual(['/permission/role']);
  });

  it('never shows what the role may not open, even when registered', () => {
    const menu = menuForRoutes({ role: 8, isSuper: false }, new Set(['/employee', '/customer/search']));
    expect(menu.map((e) => e.path)).toEqual(['/customer']);
  });
});

describe('breadcrumbsFor', () => {
  it('starts at home and follows MENU titles', () => {
    expect(breadcrumbsFor('/report/revenue-date').map((c) => c.path)).toEqual([
      '/menu',
      '/report',
      '/report/revenue-date',
    ]);
    expect(titleFor('/menu')).toBe('Trang chủ');
    expect(titleFor('/employee')).toBe('Quản lý nhân viên');
  });
});
