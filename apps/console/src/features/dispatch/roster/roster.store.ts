// The crews tab's state (valtio): the chosen route and day, the route's crews, and the calls that change
// them (listRouteDriverSettings, saveRouteDriverSettings, deleteRouteDriverSettings, assignTripsFromRoster).
// Routes and the crew form's pickers come from getDispatchResources (every role of the screen may call it).
// The route is remembered so the palette's actions from any screen act on the route last shown.
import { businessDay } from '@busops/domain';
import type { operations } from '@busops/sdk';
import { proxy } from 'valtio';
import { exportToFile } from '../../../components/list-screen/export-list';
import { api } from '../../../lib/api';
import { data } from '../../../lib/call';
import { toastError } from '../../../lib/toasts';

type Json<K extends keyof operations> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export type Crew = Json<'listRouteDriverSettings'>['items'][number];
export type CrewFields =
  operations['saveRouteDriverSettings']['requestBody']['content']['application/json']['items'][number];
export type RosterFill = Json<'assignTripsFromRoster'>;
export interface RouteOption {
  id: number;
  number: string;
  name: string;
}

export const roster = proxy({
  routes: [] as RouteOption[],
  routeId: null as number | null,
  day: businessDay(new Date()),
  crews: [] as Crew[],
  loading: false,
});

export type DispatchResources = Json<'getDispatchResources'>;

/**
 * The company's routes, active staff and buses as the day board's pickers have them: getDispatchResources
 * is open to every role of this screen (1, 2, 9, 10), listRoutes, listBusStaff and listVehicles are not.
 */
let resources: Promise<DispatchResources> | null = null;
export function loadResources(): Promise<DispatchResources> {
  resources ??= data(api.call('getDispatchResources')).catch((error) => {
    resources = null;
    throw error;
  });
  return resources;
}

export async function loadRoutes(): Promise<void> {
  if (roster.routes.length > 0) return;
  const { routes } = await loadResources();
  roster.routes = routes.map((r) => ({ id: r.id, number: r.number, name: r.name }));
  if (roster.routeId === null && roster.routes[0]) roster.routeId = roster.routes[0].id;
}

export async function loadCrews(): Promise<void> {
  if (roster.routeId === null) return;
  roster.loading = true;
  try {
    const page = await data(
      api.call('listRouteDriverSettings', {
        params: { path: { routeId: roster.routeId }, query: { on_date: roster.day } },
      }),
    );
    roster.crews = page.items;
  } catch (error) {
    toastError(error);
  } finally {
    roster.loading = false;
  }
}

export async function saveCrew(routeId: number, crew: CrewFields): Promise<void> {
  await data(api.call('saveRouteDriverSettings', { params: { path: { routeId } }, body: { items: [crew] } }));
  await loadCrews();
}

export async function deleteCrews(routeId: number, ids: number[]): Promise<void> {
  await data(api.call('deleteRouteDriverSettings', { params: { path: { routeId } }, body: { ids } }));
  await loadCrews();
}

export function fillFromRoster(routeId: number, day: string, dryRun: boolean): Promise<RosterFill> {
  return data(
    api.call('assignTripsFromRoster', {
      params: { path: { routeId } },
      body: { service_date: day, dry_run: dryRun, accept_warnings: !dryRun },
    }),
  );
}

export function exportCrews(): Promise<void> {
  const routeId = roster.routeId;
  if (routeId === null) return Promise.resolve();
  return exportToFile(
    () =>
      api.call('listRouteDriverSettings', {
        params: { path: { routeId }, query: { on_date: roster.day, export: true } },
        parseAs: 'blob',
      }) as never,
    'to-lai.xlsx',
  );
}
