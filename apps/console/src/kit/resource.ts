// defineResource: one declaration per resource (the list operation, its criteria, the row's id and name,
// the get/delete operations), and `connect(resource, client)`: the resource's store over an SDK client —
// the app's one client in the app, a client on a fake fetch in tests. Every call goes by operationId, so a
// reader goes screen -> operationId -> openapi/resources/<area>/<operationId>.yaml -> API handler.
import type { ApiClient, ExportAnswer, OperationData, OperationInit, OperationQuery } from '@busops/sdk';
import type { OperationId } from '@busops/sdk/operations';
import { forgetRecords } from '../commands/recent';
import { initialCriteria, type ListCriteria, listQuery } from '../components/list-screen/list-criteria';
import {
  createFormStore,
  createListStore,
  type FormState,
  type ListOperationId,
  type ListState,
  type Page,
  runOrThrow,
  type StoreOptions,
} from '../lib/request-state';
import type { RowBatchReport } from '../lib/row-batch';
import { type MessageKey, toast } from '../lib/toasts';
import { type BatchVerb, runRowBatch } from './row-batch-outcome';

/** The rows of a list operation, as the contract declares them. */
export type RowOf<L extends ListOperationId> = Page<L> extends { items: (infer R)[] } ? R : never;

export interface ResourceSpec<L extends ListOperationId, C extends ListCriteria> {
  /** Prefix of command ids and the saved grid state: 'companies' -> 'companies.create'. */
  area: string;
  /** The rows' entity for row commands ('company'); modal names derive from it. */
  entity: string;
  /** Vietnamese noun of one row: 'công ty' -> 'Thêm công ty', 'Xoá 3 công ty'. */
  noun: string;
  /** The screen's path (domain MENU) and title. */
  path: string;
  title: string;
  /** The list call of the screen: its x-roles / x-company-scope must allow the MENU entry (kit test). */
  list: L;
  /** Filters and sort the list starts with (page 1, the default size are added). */
  criteria: Omit<C, 'page' | 'size'>;
  /** The list query from the criteria; default `listQuery` (page - 1, empty filters left out). */
  query?: (criteria: C) => OperationQuery<L>;
  /** One record by id (`?id=` links, palette records). */
  get?: OperationId;
  /** Deletes one record by id: the multi-row delete tries every selected row with it. */
  remove?: OperationId;
  rowId?: (row: RowOf<L>) => number;
  rowName: (row: RowOf<L>) => string;
  /** The palette record searcher whose recent records a delete forgets. */
  searcher?: string;
  /** After any successful change (e.g. invalidate a lookup other screens read). */
  afterChange?: () => void;
}

export interface Resource<L extends ListOperationId, C extends ListCriteria> extends ResourceSpec<L, C> {
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
    modals: { form: `${spec.entity}-form`, delete: `${spec.entity}-delete` },
    initialCriteria: () => initialCriteria(spec.criteria) as unknown as C,
  };
}

export interface Notifier {
  success(key: MessageKey): void;
  error(text: string): void;
}

export interface ResourceStoreOptions extends StoreOptions {
  /** Toasts by default; tests record them. */
  notify?: Notifier;
}

export interface ResourceStore<L extends ListOperationId, C extends ListCriteria> {
  resource: Resource<L, C>;
  client: ApiClient;
  notify: Notifier;
  list: ListState<RowOf<L>, C>;
  /** Create, update and the screen's other single mutations share one form state (spec §4). */
  form: FormState<unknown>;
  query(criteria: C): OperationQuery<L>;
  get(id: number): Promise<RowOf<L>>;
  /**
   * One mutation by operationId through the form store: a failure toasts and rethrows (FormDialog keeps
   * what was typed and shows the message); a success toasts `success`, runs afterChange and reloads the
   * list with its last criteria (spec §4) before it resolves.
   */
  mutate<K extends OperationId>(
    operationId: K,
    init: OperationInit<K>,
    success?: MessageKey,
  ): Promise<OperationData<K>>;
  /**
   * A multi-row action: every row is tried even after a failure, then one reload and one toast (success,
   * or the rows that failed and why). See row-batch-outcome.ts for the rule when nothing was done.
   */
  batch<T>(
    rows: readonly T[],
    action: (row: T) => Promise<unknown>,
    verb: BatchVerb,
    name: (row: T) => string,
    whenNothingDone?: 'toast' | 'throw',
  ): Promise<RowBatchReport<T>>;
  /** Deletes the rows with `resource.remove`, as a batch; the alert stays open when none could go. */
  removeRows(rows: readonly RowOf<L>[]): Promise<RowBatchReport<RowOf<L>>>;
  /** The list call with export=true, answered as a file. */
  exportList(criteria: C): Promise<ExportAnswer>;
}

const byId = (id: number) => ({ params: { path: { id } } });

export function connect<L extends ListOperationId, C extends ListCriteria>(
  resource: Resource<L, C>,
  client: ApiClient,
  options: ResourceStoreOptions = {},
): ResourceStore<L, C> {
  const notify: Notifier = options.notify ?? { success: (key) => toast.success(key), error: toast.error };
  const query = (criteria: C): OperationQuery<L> =>
    resource.query ? resource.query(criteria) : listQuery<OperationQuery<L>>(criteria);
  // The kit calls operations it only knows by name (the resource's own list/get/delete): untyped here,
  // typed where a screen calls them.
  const call = client.call as (operationId: OperationId, init?: unknown) => Promise<{ data: unknown }>;
  const list = createListStore<RowOf<L>, C>(
    async (criteria) => (await call(resource.list, { params: { query: query(criteria) } })).data as never,
    resource.initialCriteria(),
    options,
  );
  const form = createFormStore<unknown>(options);

  async function changed(): Promise<void> {
    resource.afterChange?.();
    await list.reload();
  }

  const store: ResourceStore<L, C> = {
    resource,
    client,
    notify,
    list,
    form,
    query,
    async get(id) {
      if (!resource.get) throw new Error(`${resource.area}: no get operation declared`);
      return (await call(resource.get, byId(id))).data as RowOf<L>;
    },
    async mutate(operationId, init, success) {
      const answer = await runOrThrow(form, async () => (await call(operationId, init)).data);
      if (success) notify.success(success);
      await changed();
      return answer as never;
    },
    async batch(rows, action, verb, name, whenNothingDone = 'toast') {
      return runRowBatch(rows, action, {
        verb,
        noun: resource.noun,
        name,
        notify,
        whenNothingDone,
        afterSome: changed,
      });
    },
    async removeRows(rows) {
      const operationId = resource.remove;
      if (!operationId) throw new Error(`${resource.area}: no delete operation declared`);
      const report = await store.batch(
        rows,
        (row) => call(operationId, byId(resource.rowId(row))),
        'delete',
        resource.rowName,
        'throw',
      );
      // The deleted records leave the palette's recent records too.
      if (resource.searcher) forgetRecords(resource.searcher, report.done.map(resource.rowId));
      return report;
    },
    exportList(criteria) {
      return call(resource.list, {
        params: { query: { ...query(criteria), export: true } },
        parseAs: 'blob',
      }) as Promise<ExportAnswer>;
    },
  };
  return store;
}
