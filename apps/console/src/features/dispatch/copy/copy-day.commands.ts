// 'Sao chép ngày…' from any screen (the palette; Shift+C), prefilled on the day board with its route
// and day (the board's store, else the /routes/trip?route=&date= URL). The dialog's code loads on
// first use and mounts itself beside the app (copy-day-mount.tsx).
import type { Command } from '../../../commands/types';
import { boardState } from '../board/board-store';
import { type CopyDayOrigin, originOfUrl } from './copy-day.form';

export const COPY_DAY_MODAL = 'dispatch-copy-day';

function originOf(pathname: string): CopyDayOrigin {
  if (pathname === '/routes/trip' && boardState.date)
    return { routeId: boardState.routeId, date: boardState.date };
  return originOfUrl(new URL(window.location.href));
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
      const origin = originOf(ctx.pathname);
      const [{ resetCopyDay }, { mountCopyDay }] = await Promise.all([
        import('./copy-day.store'),
        import('./copy-day-mount'),
      ]);
      resetCopyDay(origin);
      mountCopyDay();
      ctx.openModal(COPY_DAY_MODAL);
    },
  },
];
