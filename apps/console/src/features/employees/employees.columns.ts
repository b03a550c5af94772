// Grid columns of /employee. Sortable columns are exactly the listBusStaff `sort` values (the API sorts).
import { roleLabel } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { dateColumn, moneyColumn, phoneColumn } from '../../components/data-grid/columns';
import type { BusStaff } from './employees.store';
import { StatusTag } from './status-tag';

export const EMPLOYEE_MONEY_FIELDS = ['deposit_balance'];

export function employeeColumns({ showCompany }: { showCompany: boolean }): ColDef<BusStaff>[] {
  const columns: (ColDef<BusStaff> | false)[] = [
    // the key column stays in view (pinned left) while the others scroll; 'Tổng' of the totals row too.
    // Widths come from the content (DataGrid sizes every column to it).
    { field: 'full_name', headerName: 'Họ và tên', pinned: 'left', minWidth: 150 },
    phoneColumn('phone_number', 'Số điện thoại'),
    { field: 'staff_code', headerName: 'Mã NV', sortable: false },
    {
      field: 'role',
      headerName: 'Vai trò',
      valueFormatter: (p) => roleLabel(p.value as number | null | undefined),
    },
    { field: 'role_name', headerName: 'Chức vụ', sortable: false },
    showCompany && {
      field: 'company_name',
      headerName: 'Công ty',
      sortable: false,
    },
    {
      field: 'status',
      headerName: 'Trạng thái',
      sortable: false,
      cellRenderer: StatusTag,
    },
    moneyColumn<BusStaff>('deposit_balance', 'Số dư ký quỹ'),
    dateColumn<BusStaff>('created_at', 'Ngày tạo'),
  ];
  return columns.filter((c): c is ColDef<BusStaff> => c !== false);
}
