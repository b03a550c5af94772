// The list screen on display, so app-wide commands ('e' export, print, reload) act on it.
import { type DependencyList, useLayoutEffect } from 'react';
import type { Command, CommandContext } from '../../commands/types';
import type { HistoryKind } from '../history-drawer/history.store';

export interface ActiveList {
  entity: string;
  exportList?: () => Promise<void>;
  print?: () => void;
  reload: () => Promise<void>;
  /** Focuses the first search criterion; absent when the list has no criteria. */
  focusCriteria?: () => void;
  /** Focuses the grid's first row (or its header when the page is empty). */
  focusGrid: () => void;
  /** The kind of record its rows are, when they have a history (listRecordHistory). */
  history?: HistoryKind;
}

let active: ActiveList | null = null;

export function setActiveList(list: ActiveList | null): void {
  active = list;
}

export function getActiveList(): ActiveList | null {
  return active;
}

/**
 * Makes the screen's list the active one while the screen is mounted. A layout effect, so the list is
 * registered in the same commit that paints the screen: a key pressed as soon as the screen shows ('f'
 * right after the palette opened it) finds it. A passive effect runs in a later task, and Chromium
 * delivers input before it, so such a key once did nothing.
 */
export function useActiveList(list: () => ActiveList, deps: DependencyList): void {
  useLayoutEffect(
    () => {
      setActiveList(list());
      return () => setActiveList(null);
    },
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its list depends on
    deps,
  );
}

export const CRITERIA_SHORTCUT = 'f';
export const HISTORY_SHORTCUT = 'h';

/** One row of the active list is selected and its kind has a history. */
const oneRowWithHistory = (ctx: CommandContext) =>
  Boolean(active?.history) && ctx.selection.entity === active?.entity && ctx.selection.rows.length === 1;
export const GRID_SHORTCUT = 'g l';

export const listCommands: Command[] = [
  {
    // '/' does the same on a list (app-hotkeys.tsx); elsewhere '/' opens the palette
    id: 'list.focus-criteria',
    title: 'Tìm trong danh sách (ô tiêu chí đầu tiên)',
    keywords: ['tim kiem', 'loc', 'tieu chi', 'search', 'filter'],
    group: 'actions',
    icon: 'search',
    shortcut: CRITERIA_SHORTCUT,
    when: () => Boolean(active?.focusCriteria),
    run: () => active?.focusCriteria?.(),
  },
  {
    // 'l' for lưới (grid); 'g <letter>' are the go-to keys
    id: 'list.focus-grid',
    title: 'Đến lưới dữ liệu (dòng đầu tiên)',
    keywords: ['luoi', 'bang', 'dong dau', 'grid', 'table'],
    group: 'actions',
    icon: 'th',
    shortcut: GRID_SHORTCUT,
    when: () => active !== null,
    run: () => active?.focusGrid(),
  },
  {
    // 'h' for history; the drawer's code loads with it
    id: 'list.history',
    title: 'Lịch sử thay đổi',
    keywords: ['lich su', 'nhat ky', 'ai sua', 'history', 'audit', 'log'],
    group: 'actions',
    icon: 'history',
    shortcut: HISTORY_SHORTCUT,
    operationId: 'listRecordHistory',
    placements: ['row-menu'],
    when: oneRowWithHistory,
    run: async (ctx) => {
      const kind = active?.history;
      const row = ctx.selection.rows[0] as { id?: unknown } | undefined;
      if (!kind || typeof row?.id !== 'number') return;
      const { recordHistory, recordTitle } = await import('../history-drawer/history.store');
      void recordHistory.open({ kind, id: row.id, title: recordTitle(row) });
    },
  },
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
