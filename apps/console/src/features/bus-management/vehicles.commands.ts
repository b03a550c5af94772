// /vehicle/list (Danh sách xe: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId (the documents filters included, from any screen); the palette's xe record search.
import type { Command } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { openDocumentExpiry } from './vehicle-document-filter';
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
  actions: [
    {
      verb: 'documents-expiring',
      operationId: 'listVehicles',
      title: 'Xe có giấy tờ sắp hết hạn',
      icon: 'time',
      keywords: ['giay to', 'het han', 'dang kiem', 'phu hieu', 'bao hiem', 'expiring'],
      run: (ctx) => openDocumentExpiry(ctx, 'within_30_days'),
    },
    {
      verb: 'documents-expired',
      operationId: 'listVehicles',
      title: 'Xe có giấy tờ đã hết hạn',
      icon: 'error',
      keywords: ['giay to', 'het han', 'dang kiem', 'phu hieu', 'bao hiem', 'expired'],
      run: (ctx) => openDocumentExpiry(ctx, 'expired'),
    },
  ],
  remove: { operationId: 'deleteVehicle' },
});

export const vehicleSearchers = [
  resourceSearcher(vehicleResource, api, { group: 'Xe', record: vehicleRecord }),
];
