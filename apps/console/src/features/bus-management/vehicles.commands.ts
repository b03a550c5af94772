// /vehicle/list (Danh sách xe: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId; the palette's xe record search.
import type { Command } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { vehicleRecord, vehicleResource } from './vehicles.resource';

export const vehicleCommands: Command[] = resourceCommands(vehicleResource, {
  screen: {
    icon: 'th-list',
    keywords: ['xe', 'vehicles'],
    load: () => import('./vehicles.screen'),
    list: () => import('./vehicles.store').then((m) => m.vehicles.list),
  },
  create: { operationId: 'createVehicle', keywords: ['them', 'tao', 'xe', 'new'] },
  edit: { operationId: 'updateVehicle' },
  remove: { operationId: 'deleteVehicle' },
});

export const vehicleSearchers = [
  resourceSearcher(vehicleResource, api, { group: 'Xe', record: vehicleRecord }),
];
