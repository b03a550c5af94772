import { render } from '@testing-library/react';
import type { ValueFormatterParams } from 'ag-grid-community';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { employeeColumns } from './employees.columns';
import type { BusStaff } from './employees.store';
import { StatusTag } from './status-tag';
import { staffFixture } from './test-fixtures';

function shown(field: string, row: BusStaff, showCompany = false): string {
  const column = employeeColumns({ showCompany }).find((c) => c.field === field)!;
  const value = (row as unknown as Record<string, unknown>)[field];
  const format = column.valueFormatter as (p: ValueFormatterParams<BusStaff>) => string;
  return format ? format({ value, data: row } as ValueFormatterParams<BusStaff>) : String(value ?? '');
}

describe('employee columns', () => {
  it('have the Vietnamese headers; Công ty only for super users', () => {
    expect(employeeColumns({ showCompany: false }).map((c) => c.headerName)).toEqual([
      'Họ và tên',
      'Số điện thoại',
      'Mã NV',
      'Vai trò',
      'Chức vụ',
      'Trạng thái',
      'Số dư ký quỹ',
      'Ngày tạo',
    ]);
    expect(employeeColumns({ showCompany: true }).map((c) => c.headerName)).toContain('Công ty');
  });

  it('format phone (local 0 form), role label, money and date', () => {
    const row = staffFixture({ created_at: '2026-03-04T20:00:00Z', deposit_balance: 1234567, role: 9 });
    expect(shown('phone_number', row)).toBe('0912345678');
    expect(shown('role', row)).toBe('Kiểm soát viên');
    expect(shown('deposit_balance', row)).toBe('1.234.567 ₫');
    // 20:00 UTC is the next day in Vietnam
    expect(shown('created_at', row)).toBe('05/03/2026');
  });

  it('only the API sort fields are sortable', () => {
    const sortable = employeeColumns({ showCompany: true })
      .filter((c) => c.sortable !== false)
      .map((c) => c.field);
    expect(sortable).toEqual(['full_name', 'phone_number', 'role', 'deposit_balance', 'created_at']);
  });

  it('shows the status as a tag, nothing on the totals row', () => {
    const props = (value: string, rowPinned?: 'bottom') =>
      ({ value, node: { rowPinned } }) as unknown as Parameters<typeof StatusTag>[0];
    const { container, rerender } = render(createElement(StatusTag, props('active')));
    expect(container.textContent).toBe('Hoạt động');
    expect(container.querySelector('.bp6-tag')).not.toBeNull();
    rerender(createElement(StatusTag, props('inactive')));
    expect(container.textContent).toBe('Ngừng hoạt động');
    rerender(createElement(StatusTag, props('active', 'bottom')));
    expect(container.textContent).toBe('');
  });
});
