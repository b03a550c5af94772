// Positions (Chức vụ; the contract's `Position`, API path /roles): list store and mutations.
import type { operations, Schemas } from '@busops/sdk';
import { initialCriteria, type ListCriteria, listQuery } from '../../components/list-screen/list-criteria';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import { createFormStore, createListStore, type Page, runOrThrow } from '../../lib/request-state';

export type Position = Schemas['Position'];
export type PositionInput = Schemas['PositionInput'];
type ListRolesQuery = NonNullable<operations['listRoles']['parameters']['query']>;

export type PositionCriteria = ListCriteria & { keyword?: string; system_role?: string };

export function fetchPositions(criteria: PositionCriteria): Promise<Page<'listRoles'>> {
  const query = listQuery<ListRolesQuery & { system_role?: unknown }>(criteria);
  if (query.system_role !== undefined)
    query.system_role = Number(query.system_role) as Position['system_role'];
  return data(api.GET('/roles', { params: { query } }));
}

/** Every position (the contract's largest page), for the assignment step and dialog. */
export async function allPositions(): Promise<Position[]> {
  return (await data(api.GET('/roles', { params: { query: { page: 0, size: 500 } } }))).items;
}

export const positionsList = createListStore<Position, PositionCriteria>(
  fetchPositions,
  initialCriteria({ keyword: '', system_role: '' }),
);

export const positionForm = createFormStore<unknown>();

async function mutate<T>(mutation: () => Promise<T>): Promise<T> {
  const answer = await runOrThrow(positionForm, mutation);
  void positionsList.reload();
  return answer;
}

export function createPosition(body: PositionInput): Promise<Position> {
  return mutate(() => data(api.POST('/roles', { body })));
}

export function updatePosition(id: number, body: PositionInput): Promise<Position> {
  return mutate(() => data(api.PUT('/roles/{id}', { params: { path: { id } }, body })));
}

export function deletePosition(id: number): Promise<unknown> {
  return mutate(() => data(api.DELETE('/roles/{id}', { params: { path: { id } } })));
}
