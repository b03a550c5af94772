// Columns of /company. Sortable only where listCompanies sorts (name, code, staff_count, created_at).

import { statusLabel } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { dateColumn, personColumn, phoneColumn, statusColumn } from '../../components/data-grid/columns';
import type { Company } from './companies.resource';
import { CompanyStatusTag } from './company-status-tag';

const fixed = { sortable: false } as const;

export const companyColumns: ColDef<Company>[] = [
  // the key column stays in view (pinned left) while the others scroll
  // Widths come from the content (DataGrid sizes every column to it); only free text has a maximum.
  { field: 'name', headerName: 'Tên công ty', pinned: 'left', minWidth: 160 },
  // who runs it (a key column): in view at 1024 px beside the name, the codes and contacts scroll after
  personColumn<Company>('admin_name', 'Quản trị viên', fixed),
  { field: 'short_name', headerName: 'Tên viết tắt', ...fixed },
  { field: 'code', headerName: 'Mã' },
  { field: 'tax_code', headerName: 'Mã số thuế', ...fixed },
  // the one long free text: cut at its maximum (the whole address is in the edit form)
  { field: 'address', headerName: 'Địa chỉ', minWidth: 120, maxWidth: 200, ...fixed },
  phoneColumn('phone_number', 'Điện thoại', fixed),
  // a count, pinned right like the money columns: in view (at the right edge) however the others scroll
  { field: 'staff_count', headerName: 'Số nhân viên', type: 'rightAligned', pinned: 'right' },
  statusColumn<Company>('status', 'Trạng thái', [statusLabel('active'), statusLabel('inactive')], {
    cellRenderer: CompanyStatusTag,
    ...fixed,
  }),
  dateColumn<Company>('created_at', 'Ngày tạo'),
];
