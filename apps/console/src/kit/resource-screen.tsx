// The list screen of a resource: ListScreen on the resource's store, with its title, entity and noun;
// Enter or a double-click on a row runs the resource's edit command (so the same permission rules as the
// row menu apply), and `?id=<id>` (a palette record, a recent record on /menu) opens that record the same
// way, as a read view first (record-view.ts), and remembers it for /menu. The criteria, sort and page live in the URL (ListScreen, list-url.ts), and
// the resource's `history` kind gives every row 'Lịch sử thay đổi'.
import { useCallback } from 'react';
import { useCommandContext } from '../commands/context';
import { rememberOpened } from '../commands/recent';
import type { RecordItem } from '../commands/record-search';
import { runRowCommand } from '../components/list-screen/command-buttons';
import type { ListCriteria } from '../components/list-screen/list-criteria';
import { ListScreen, type ListScreenProps } from '../components/list-screen/list-screen';
import { useRecordLink } from '../components/list-screen/use-record-link';
import type { ListOperationId } from '../lib/request-state';
import type { RowOf } from './define-resource';
import { clearRecordView, markRecordView } from './record-view';
import type { ResourceStore } from './resource';

export type ResourceListScreenProps<L extends ListOperationId, C extends ListCriteria> = Omit<
  ListScreenProps<RowOf<L>, C>,
  'title' | 'gridId' | 'entity' | 'noun' | 'store' | 'getRowId' | 'onOpen' | 'exportList' | 'history'
> & {
  store: ResourceStore<L, C>;
  /** Saved column state key; default the resource's area. */
  gridId?: string;
  /** The command a row opens with (Enter, double-click, `?id=`); default '<area>.edit'. */
  openCommand?: string;
  /** Runs before the open command (e.g. makes the row the selection a palette step reads). */
  beforeOpen?: (row: RowOf<L>) => void;
  /** The row as a recent record for /menu (with the searcher the resource names). */
  record?: (row: RowOf<L>) => RecordItem;
  /** Offers 'Xuất file' and `e`: the list call with export=true. */
  exportable?: boolean;
};

export function ResourceListScreen<L extends ListOperationId, C extends ListCriteria>(
  props: ResourceListScreenProps<L, C>,
) {
  const { store, gridId, openCommand, beforeOpen, record, exportable, ...rest } = props;
  const { resource } = store;
  const ctx = useCommandContext();
  const commandId = openCommand ?? `${resource.area}.edit`;
  const open = (row: RowOf<L>) => {
    if (record && resource.searcher) rememberOpened(resource.searcher, record(row));
    beforeOpen?.(row);
    runRowCommand(commandId, ctx, resource.entity, resource.noun, [row]);
  };
  useRecordLink((id) => {
    if (!resource.get) return Promise.reject(new Error('Không mở được bản ghi từ liên kết này'));
    markRecordView(resource.area, id);
    return store.get(id);
  }, open);
  const getRowId = useCallback((row: RowOf<L>) => String(resource.rowId(row)), [resource]);
  const exportList = useCallback((criteria: C) => store.exportList(criteria), [store]);
  return (
    <ListScreen<RowOf<L>, C>
      {...rest}
      title={resource.title}
      gridId={gridId ?? resource.area}
      entity={resource.entity}
      noun={resource.noun}
      history={resource.history ?? undefined}
      store={store.list}
      getRowId={getRowId}
      onOpen={(row) => {
        clearRecordView(); // opened from the grid: the edit form, as always
        open(row);
      }}
      exportList={exportable ? exportList : undefined}
    />
  );
}
