// The board's rows and the pickers' lists, loaded for the route and day of boardState. Reloads keep
// the selection (trip codes still on the board); a live refresh marks the rows that changed for a
// moment (`flash`). Calls go through the app's SDK client by operationId.
import type { Schemas } from '@busops/sdk';
import { proxy, ref } from 'valtio';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/toasts';
import { keepExisting, type RouteTrip } from './board-model';
import { boardState } from './board-store';

export type DispatchResources = Schemas['DispatchResources'];

export interface BoardData {
  rows: RouteTrip[];
  loading: boolean;
  error: string | null;
  resources: DispatchResources | null;
  resourcesError: string | null;
  /** Codes of rows a live update or another user just changed (highlighted briefly). */
  flash: string[];
  /** The focused row's code (Shift+Arrow extends from it; single-trip actions act on it). */
  focused: string | null;
}

export const boardData = proxy<BoardData>({
  rows: ref([]),
  loading: false,
  error: null,
  resources: null,
  resourcesError: null,
  flash: [],
  focused: null,
});

let seq = 0;

/** Loads the day's trips; an older answer that arrives late (the day changed meanwhile) is dropped. */
export async function loadTrips(): Promise<void> {
  const mine = ++seq;
  const { date, routeId } = boardState;
  if (!date) return;
  const before = new Map(boardData.rows.map((r) => [r.code, r.version]));
  boardData.loading = true;
  try {
    const { data } = await api.call('listTrips', {
      params: { query: { date, ...(routeId === null ? {} : { route_id: routeId }) } },
    });
    if (mine !== seq) return;
    const rows = data?.items ?? [];
    boardData.rows = ref(rows);
    boardData.error = null;
    boardState.selectedCodes = keepExisting(boardState.selectedCodes, rows);
    return void markChanged(before, rows);
  } catch (e) {
    if (mine === seq) {
      boardData.error = errorMessage(e);
      boardData.rows = ref([]);
    }
  } finally {
    if (mine === seq) boardData.loading = false;
  }
}

let flashTimer: ReturnType<typeof setTimeout> | null = null;
let flashNext = false;

/** The next load comes from a live event: rows whose version moved are highlighted. */
export function flashNextLoad(): void {
  flashNext = true;
}

function markChanged(before: Map<string, number>, rows: readonly RouteTrip[]): void {
  if (!flashNext) return;
  flashNext = false;
  const changed = rows.filter((r) => before.get(r.code) !== r.version).map((r) => r.code);
  if (changed.length === 0) return;
  boardData.flash = changed;
  if (flashTimer) clearTimeout(flashTimer);
  flashTimer = setTimeout(() => {
    boardData.flash = [];
  }, 2500);
}

/** The pickers' routes, drivers, conductors and buses (once per visit; they change rarely). */
export async function loadResources(): Promise<void> {
  try {
    const { data } = await api.call('getDispatchResources');
    boardData.resources = data ? ref(data) : null;
    boardData.resourcesError = null;
  } catch (e) {
    boardData.resourcesError = errorMessage(e);
  }
}

/**
 * A driver's or conductor's name, a bus's plate, for an id of `field` (driver_id, conductor_id,
 * vehicle_id) from the pickers' lists: histories and diffs keep ids (names change). Other fields'
 * values, and ids the lists do not hold (#id), pass through.
 */
export function resourceName(field: string, id: unknown): unknown {
  if (id === null || id === undefined) return id;
  const resources = boardData.resources;
  const people =
    field === 'driver_id' ? resources?.drivers : field === 'conductor_id' ? resources?.conductors : undefined;
  if (people) return people.find((p) => p.id === id)?.full_name ?? `#${id}`;
  if (field === 'vehicle_id') return resources?.vehicles.find((v) => v.id === id)?.plate ?? `#${id}`;
  return id;
}

/** The rows the actions act on: the selection, or the focused row when nothing is selected. */
export function targetRows(): RouteTrip[] {
  const codes = boardState.selectedCodes.length
    ? boardState.selectedCodes
    : boardData.focused
      ? [boardData.focused]
      : [];
  const byCode = new Map(boardData.rows.map((r) => [r.code, r]));
  return codes.map((c) => byCode.get(c)).filter((r): r is RouteTrip => r !== undefined);
}
