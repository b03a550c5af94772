// 'Sao chép ngày…' from any screen (the palette; Shift+C), prefilled on the day board with its route
// and day (its URL, the board's truth: right after '[' the store may still hold the old day). The dialog's code loads on
// first use and mounts itself beside the app (copy-day-mount.tsx).
import type { Command } from '../../../commands/types';
import { boardOriginOf } from '../board/board-path';
import type { CopyDayOrigin } from './copy-day.form';

export const COPY_DAY_MODAL = 'dispatch-copy-day';

function originOf(): CopyDayOrigin {
  return boardOriginOf(new URL(window.location.href)) ?? { routeId: null, date: null };
}

export const copyDayCommands: Command[] = [
  {
    id: 'dispatch.copy-day',
    title: 'Sao chép ngày…',
    keywords: ['sao chep ngay', 'sao chep chuyen', 'copy', 'nhan ban lich'],
    group: 'actions',
    icon: 'duplicate',
    operationId: 'copyTrips',
    shortcut: 'Shift+C',
    run: async (ctx) => {
      const origin = originOf();
      const [{ resetCopyDay }, { mountCopyDay }] = await Promise.all([
        import('./copy-day.store'),
        import('./copy-day-mount'),
      ]);
      resetCopyDay(origin, ctx.navigate);
      mountCopyDay();
      ctx.openModal(COPY_DAY_MODAL);
    },
  },
];
