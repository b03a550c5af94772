// defineResource: one declaration per resource (the list operation, its criteria, the row's id and name,
// the get/delete operations). Only data and types: commands and menus import it at startup, while the
// store (resource.ts, `connect`) comes with the screen's chunk.
import type { OperationQuery } from '@busops/sdk';
import type { OperationId } from '@busops/sdk/operations';
import { screenTitle } from '../commands/screens';
import type { HistoryKind } from '../components/history-drawer/history.store';
import { initialCriteria, type ListCriteria } from '../components/list-screen/list-criteria';
import type { ListOperationId, Page } from '../lib/request-state';

/** The rows of a list operation, as the contract declares them. */
export type RowOf<L extends ListOperationId> = Page<L> extends { items: (infer R)[] } ? R : never;

export interface ResourceSpec<L extends ListOperationId, C extends ListCriteria> {
  /** Prefix of command ids and the saved grid state: 'companies' -> 'companies.create'. */
  area: string;
  /** The rows' entity for row commands ('company'); modal names derive from it. */
  entity: string;
  /** Vietnamese noun of one row: 'công ty' -> 'Thêm công ty', 'Xoá 3 công ty'. */
  noun: string;
  /** The screen's path (domain MENU); its title is the MENU entry's (`title` only outside the MENU). */
  path: string;
  title?: string;
  /** The list call of the screen: its x-roles / x-company-scope must allow the MENU entry (kit test). */
  list: L;
  /** Filters and sort the list starts with (page 1, the default size are added). */
  criteria: Omit<C, 'page' | 'size'>;
  /** The list query from the criteria; default `listQuery` (page - 1, empty filters left out). */
  query?: (criteria: C) => OperationQuery<L>;
  /** One record by id (`?id=` links, palette records). */
  get?: OperationId;
  /** Where the get answer holds the row, when the row is wrapped (`{ message, order }`); default: it is the row. */
  getRow?: (answer: unknown) => RowOf<L>;
  /** Deletes one record by id: the multi-row delete tries every selected row with it. */
  remove?: OperationId;
  rowId?: (row: RowOf<L>) => number;
  rowName: (row: RowOf<L>) => string;
  /**
   * The kind of record a row is in listRecordHistory (its `entity`): 'Lịch sử thay đổi' (h, row menu) opens
   * the selected row's history. Declared on every resource; null only for rows no mutation records.
   */
  history: HistoryKind | null;
  /** The palette record searcher whose recent records a delete forgets. */
  searcher?: string;
  /** After any successful change (e.g. invalidate a lookup other screens read). */
  afterChange?: () => void;
}

export interface Resource<L extends ListOperationId, C extends ListCriteria> extends ResourceSpec<L, C> {
  /** The screen's one name (screenTitle: the MENU entry's). */
  title: string;
  rowId: (row: RowOf<L>) => number;
  /** Modal names of the kit's dialogs. */
  modals: { form: string; delete: string };
  initialCriteria(): C;
}

export function defineResource<L extends ListOperationId, C extends ListCriteria = ListCriteria>(
  spec: ResourceSpec<L, C>,
): Resource<L, C> {
  return {
    rowId: (row) => (row as { id: number }).id,
    ...spec,
    title: screenTitle(spec.path, spec.title),
    modals: { form: `${spec.entity}-form`, delete: `${spec.entity}-delete` },
    initialCriteria: () => initialCriteria(spec.criteria) as unknown as C,
  };
}
