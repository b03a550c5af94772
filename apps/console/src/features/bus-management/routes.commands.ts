// /route/list (Thiết lập tuyến: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId; the palette's tuyến record search.
import type { Command } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { routeRecord, routeResource } from './routes.resource';

export const routeCommands: Command[] = resourceCommands(routeResource, {
  screen: {
    icon: 'th-list',
    keywords: ['tuyến', 'routes'],
    load: () => import('./routes.screen'),
    list: () => import('./routes.store').then((m) => m.routes.list),
  },
  create: { operationId: 'createRoute', keywords: ['them', 'tao', 'tuyến', 'new'] },
  edit: { operationId: 'updateRoute' },
  remove: { operationId: 'deleteRoute' },
});

export const routeSearchers = [resourceSearcher(routeResource, api, { group: 'Tuyến', record: routeRecord })];
