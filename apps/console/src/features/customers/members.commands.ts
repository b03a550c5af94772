// /customer/search (Tra cứu khách hàng: who sees it comes from the domain MENU) and its actions, and the
// palette's customer search (phone, name, card number): `memberSearcher` is exported so the monthly-ticket
// area can offer its actions on a found customer.
import type { Command } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { memberRecord, memberResource } from './members.resource';

export const memberCommands: Command[] = resourceCommands(memberResource, {
  screen: {
    icon: 'people',
    keywords: ['khach hang', 'tra cuu', 'customers', 'members'],
    load: () => import('./members.screen'),
    list: () => import('./members.store').then((m) => m.members.list),
  },
  create: {
    operationId: 'createMember',
    title: 'Thêm khách hàng',
    keywords: ['them', 'dang ky', 'khach hang', 'new'],
  },
  edit: {
    operationId: 'updateMember',
    title: (ctx) =>
      `Mở khách hàng ${(ctx.selection.rows[0] as { full_name?: string } | undefined)?.full_name ?? ''}`.trim(),
    keywords: ['mo', 'sua', 'xem', 'khach hang'],
  },
});

export const memberSearcher = resourceSearcher(memberResource, api, {
  group: 'Khách hàng',
  record: memberRecord,
});
export const memberSearchers = [memberSearcher];
