// Positions (Chức vụ; the contract's `Position`, API path /roles, openapi/resources/permissions/*Role*).
import type { Schemas } from '@busops/sdk';
import type { ListCriteria } from '../../components/list-screen/list-criteria';
import { listQuery } from '../../components/list-screen/list-criteria';
import { defineResource } from '../../kit/resource';

export type Position = Schemas['Position'];
export type PositionInput = Schemas['PositionInput'];
export type PositionCriteria = ListCriteria & { keyword?: string; system_role?: string };

export const positionResource = defineResource<'listRoles', PositionCriteria>({
  area: 'positions',
  entity: 'position',
  noun: 'chức vụ',
  path: '/permission/role',
  title: 'Chức vụ',
  list: 'listRoles',
  criteria: { keyword: '', system_role: '' },
  // The criteria bar holds the role as text; the contract takes its number.
  query: ({ system_role, ...criteria }) => ({
    ...listQuery(criteria),
    ...(system_role ? { system_role: Number(system_role) as Position['system_role'] } : {}),
  }),
  remove: 'deleteRole',
  rowName: (p) => p.name,
});
