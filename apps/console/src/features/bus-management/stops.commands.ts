// /route/stop (Thiết lập điểm dừng: who sees it comes from the domain MENU) and its actions, each visible by its
// operationId; the palette's điểm dừng record search.
import type { Command } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { stopRecord, stopResource } from './stops.resource';

export const stopCommands: Command[] = resourceCommands(stopResource, {
  screen: {
    icon: 'th-list',
    keywords: ['điểm dừng', 'stops'],
    load: () => import('./stops.screen'),
    list: () => import('./stops.store').then((m) => m.stops.list),
  },
  create: { operationId: 'createStop', keywords: ['them', 'tao', 'điểm dừng', 'new'] },
  edit: { operationId: 'updateStop' },
  remove: { operationId: 'deleteStop' },
});

export const stopSearchers = [
  resourceSearcher(stopResource, api, { group: 'Điểm dừng', record: stopRecord }),
];
