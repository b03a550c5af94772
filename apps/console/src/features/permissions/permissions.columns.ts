// Columns of the three permission screens. listFeatures and listRoles have a fixed order (no sort
// parameter), so their columns do not sort; listBusStaff sorts by full_name, phone_number, role.
import { roleLabel, statusLabel } from '@busops/domain';
import type { ColDef } from 'ag-grid-community';
import { companyColumn, phoneColumn } from '../../components/data-grid/columns';
import type { StaffMember } from './employee-roles.resource';
import type { Feature } from './features.resource';
import type { Position } from './positions.resource';

const fixed = { sortable: false } as const;

export const featureColumns: ColDef<Feature>[] = [
  { field: 'code', headerName: 'Mã chức năng', width: 220, ...fixed },
  { field: 'name', headerName: 'Tên chức năng', minWidth: 220, flex: 2, ...fixed },
  { field: 'group', headerName: 'Nhóm', width: 180, ...fixed },
  { field: 'description', headerName: 'Mô tả', minWidth: 220, flex: 3, ...fixed },
];

export const positionColumns: ColDef<Position>[] = [
  { field: 'code', headerName: 'Mã chức vụ', width: 170, ...fixed },
  { field: 'name', headerName: 'Tên chức vụ', minWidth: 180, flex: 1, ...fixed },
  {
    field: 'system_role',
    headerName: 'Vai trò hệ thống',
    width: 170,
    valueFormatter: (p) => roleLabel(p.value as number),
    ...fixed,
  },
  {
    colId: 'features',
    headerName: 'Chức năng',
    minWidth: 260,
    flex: 2,
    valueGetter: (p) => p.data?.features.map((f) => f.name).join(', ') ?? '',
    ...fixed,
  },
  {
    field: 'company_id',
    headerName: 'Phạm vi',
    width: 140,
    valueFormatter: (p) => (p.value == null ? 'Dùng chung' : 'Riêng công ty'),
    ...fixed,
  },
  { field: 'description', headerName: 'Mô tả', minWidth: 180, flex: 1, ...fixed },
];

export const staffRoleColumns: ColDef<StaffMember>[] = [
  { field: 'full_name', headerName: 'Họ và tên', minWidth: 180, flex: 1 },
  phoneColumn('phone_number', 'Điện thoại', { width: 140 }),
  companyColumn<StaffMember>('company_name', { flex: 1 }),
  {
    field: 'role',
    headerName: 'Vai trò hệ thống',
    width: 170,
    valueFormatter: (p) => roleLabel(p.value as number),
  },
  {
    field: 'role_name',
    headerName: 'Chức vụ',
    width: 200,
    valueFormatter: (p) => (p.value as string | null) || 'Chưa gán',
    ...fixed,
  },
  {
    field: 'status',
    headerName: 'Trạng thái',
    width: 140,
    valueFormatter: (p) => statusLabel(p.value as string | null | undefined),
    ...fixed,
  },
];
