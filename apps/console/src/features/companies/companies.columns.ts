// Columns of /company. Sortable only where listCompanies sorts (name, code, staff_count, created_at).
import { toLocalPhone } from '@busops/sdk';
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../components/data-grid/columns';
import type { Company } from './companies.store';
import { CompanyStatusTag } from './company-status-tag';

const fixed = { sortable: false } as const;

export const companyColumns: ColDef<Company>[] = [
  { field: 'name', headerName: 'Tên công ty', minWidth: 200, flex: 2 },
  { field: 'short_name', headerName: 'Tên viết tắt', width: 130, ...fixed },
  { field: 'code', headerName: 'Mã', width: 110 },
  { field: 'tax_code', headerName: 'Mã số thuế', width: 140, ...fixed },
  { field: 'address', headerName: 'Địa chỉ', minWidth: 180, flex: 2, ...fixed },
  {
    field: 'phone_number',
    headerName: 'Điện thoại',
    width: 130,
    valueFormatter: (p) => (p.value ? toLocalPhone(String(p.value)) : ''),
    ...fixed,
  },
  { field: 'admin_name', headerName: 'Quản trị viên', width: 170, ...fixed },
  { field: 'staff_count', headerName: 'Số nhân viên', width: 130, type: 'rightAligned' },
  { field: 'status', headerName: 'Trạng thái', width: 150, cellRenderer: CompanyStatusTag, ...fixed },
  dateColumn<Company>('created_at', 'Ngày tạo', { width: 120 }),
];
