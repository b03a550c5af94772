// The list screen on display, so app-wide commands ('e' export, print, reload) act on it.
import type { Command } from '../../commands/types';

export interface ActiveList {
  entity: string;
  exportList?: () => Promise<void>;
  print?: () => void;
  reload: () => Promise<void>;
}

let active: ActiveList | null = null;

export function setActiveList(list: ActiveList | null): void {
  active = list;
}

export function getActiveList(): ActiveList | null {
  return active;
}

export const listCommands: Command[] = [
  {
    id: 'list.export',
    title: 'Xuất file Excel',
    keywords: ['export', 'xuat', 'excel', 'tai file'],
    group: 'actions',
    icon: 'export',
    shortcut: 'e',
    when: () => Boolean(active?.exportList),
    run: () => active?.exportList?.(),
  },
  {
    id: 'list.print',
    title: 'In danh sách',
    keywords: ['print', 'in'],
    group: 'actions',
    icon: 'print',
    shortcut: '$mod+KeyP',
    when: () => Boolean(active?.print),
    run: () => active?.print?.(),
  },
  {
    id: 'list.reload',
    title: 'Tải lại danh sách',
    keywords: ['reload', 'refresh', 'lam moi'],
    group: 'actions',
    icon: 'refresh',
    shortcut: 'r',
    when: () => active !== null,
    run: () => active?.reload(),
  },
];
