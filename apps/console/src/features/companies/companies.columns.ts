// Columns of /company. Sortable only where listCompanies sorts (name, code, staff_count, created_at).
import { toLocalPhone } from '@busops/sdk';
import type { ColDef } from 'ag-grid-community';
import { dateColumn } from '../../components/data-grid/columns';
import type { Company } from './companies.resource';
import { CompanyStatusTag } from './company-status-tag';

const fixed = { sortable: false } as const;

export const companyColumns: ColDef<Company>[] = [
  // the key column stays in view (pinned left) while the others scroll
  { field: 'name', headerName: 'Tên công ty', pinned: 'left', minWidth: 290 },
  { field: 'short_name', headerName: 'Tên viết tắt', width: 110, ...fixed },
  { field: 'code', headerName: 'Mã', width: 100 },
  { field: 'tax_code', headerName: 'Mã số thuế', width: 125, ...fixed },
  { field: 'address', headerName: 'Địa chỉ', minWidth: 120, flex: 1, ...fixed },
  {
    field: 'phone_number',
    headerName: 'Điện thoại',
    width: 120,
    valueFormatter: (p) => (p.value ? toLocalPhone(String(p.value)) : ''),
    ...fixed,
  },
  { field: 'admin_name', headerName: 'Quản trị viên', width: 150, ...fixed },
  { field: 'staff_count', headerName: 'Số nhân viên', width: 120, type: 'rightAligned' },
  { field: 'status', headerName: 'Trạng thái', width: 140, cellRenderer: CompanyStatusTag, ...fixed },
  dateColumn<Company>('created_at', 'Ngày tạo', { width: 110 }),
];
