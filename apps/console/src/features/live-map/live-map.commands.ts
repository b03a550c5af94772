// /vehicle/map (Bản đồ xe, g m) and "Tìm xe trên bản đồ…"; the palette's record search of buses by
// plate opens the map on the chosen bus (/vehicle/map?bus=<id>).
import { fold } from '@busops/domain';
import type { RecordSearcher } from '../../commands/record-search';
import { defineScreen } from '../../commands/screens';
import type { Command } from '../../commands/types';
import { api } from '../../lib/api';

export const LIVE_MAP_PATH = '/vehicle/map';

export const liveMapCommands: Command[] = [
  defineScreen({
    path: LIVE_MAP_PATH,
    icon: 'map',
    keywords: ['ban do', 'vi tri', 'xe', 'map', 'live', 'gps'],
    load: () => import('./live-map.screen'),
    listOperationId: 'listVehiclePositions',
  }),
  {
    id: 'live-map.find-bus',
    title: 'Tìm xe trên bản đồ…',
    keywords: ['tim xe', 'ban do', 'bien so', 'find bus', 'map'],
    group: 'actions',
    icon: 'search',
    operationId: 'listVehiclePositions',
    run: async (ctx) => {
      ctx.navigate(LIVE_MAP_PATH);
      (await import('./live-map.instance')).liveMap.focusSearch();
    },
  },
];

export const liveMapSearchers: RecordSearcher[] = [
  {
    id: 'live-map.bus',
    group: 'Xe trên bản đồ',
    operationId: 'listVehiclePositions',
    minLength: 2,
    async search(query, signal) {
      const { data } = await api.call('listVehiclePositions', { signal });
      const q = fold(query.trim());
      return (data?.items ?? [])
        .filter(
          (b) => fold(b.plate).includes(q) || (b.fleet_number !== null && fold(b.fleet_number).includes(q)),
        )
        .slice(0, 8)
        .map((b) => ({
          id: String(b.vehicle_id),
          title: b.plate,
          subtitle: b.route_number ? `Tuyến ${b.route_number}` : 'Trên bản đồ',
          path: `${LIVE_MAP_PATH}?bus=${b.vehicle_id}`,
        }));
    },
  },
];
