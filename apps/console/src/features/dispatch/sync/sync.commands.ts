// 'Đồng bộ dữ liệu…' from any screen (the palette; Shift+S; roles and scope from getTripSyncPreview's
// x-roles): the preview of a sync with the outside dispatch system for the board's route and day (its
// URL, the board's truth) when the board is on screen, else every route of today. The
// dialog's code loads on first use and mounts itself beside the app (sync-mount.tsx).
import { saigonToday } from '@busops/domain';
import type { Command } from '../../../commands/types';
import { boardOriginOf } from '../board/board-path';

export const SYNC_MODAL = 'dispatch-sync';

export interface SyncModalData {
  routeId: number | null;
  date: string;
}

function originOf(): SyncModalData {
  return boardOriginOf(new URL(window.location.href)) ?? { routeId: null, date: saigonToday() };
}

export const syncCommands: Command[] = [
  {
    id: 'dispatch.sync',
    title: 'Đồng bộ dữ liệu…',
    keywords: ['dong bo', 'dong bo du lieu', 'dieu do ngoai', 'gtfs', 'sync'],
    group: 'actions',
    icon: 'refresh',
    operationId: 'getTripSyncPreview',
    shortcut: 'Shift+S',
    run: async (ctx) => {
      const data = originOf();
      const { mountSync } = await import('./sync-mount');
      mountSync();
      ctx.openModal(SYNC_MODAL, data satisfies SyncModalData);
    },
  },
];
