// /route/list (Thiết lập tuyến: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId; the palette's tuyến record search.
import type { Command } from '../../commands/types';
import { oneRow, resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { ROUTE_DETAIL_MODAL } from './route-detail/route-detail-tabs';
import { type Route, routeRecord, routeResource } from './routes.resource';

export const routeCommands: Command[] = resourceCommands(routeResource, {
  screen: {
    icon: 'th-list',
    keywords: ['tuyến', 'routes'],
    load: () => import('./routes.screen'),
    list: () => import('./routes.store').then((m) => m.routes.list),
  },
  create: { operationId: 'createRoute', keywords: ['them', 'tao', 'tuyến', 'new'] },
  edit: { operationId: 'updateRoute' },
  actions: [
    {
      verb: 'open',
      title: (ctx) => `Mở tuyến ${(ctx.selection.rows[0] as Route | undefined)?.number ?? ''}`.trim(),
      keywords: ['mo', 'chi tiet', 'lo trinh', 'open'],
      icon: 'route',
      operationId: 'getRoute',
      placements: ['row-menu'],
      selection: true,
      when: oneRow,
      run: (ctx, rows) => ctx.openModal(ROUTE_DETAIL_MODAL, rows[0]),
    },
  ],
  remove: { operationId: 'deleteRoute' },
});

export const routeSearchers = [resourceSearcher(routeResource, api, { group: 'Tuyến', record: routeRecord })];
