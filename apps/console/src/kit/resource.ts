// `connect(resource, client)`: the store of a resource declared with defineResource (define-resource.ts)
// over an SDK client — the app's one client in the app, a client on a fake fetch in tests. Every call goes
// by operationId, so a reader goes screen -> operationId -> openapi/resources/<area>/<operationId>.yaml ->
// the API handler of the same name.
import type { ApiClient, ExportAnswer, OperationData, OperationInit, OperationQuery } from '@busops/sdk';
import type { OperationId } from '@busops/sdk/operations';
import { forgetRecords } from '../commands/recent';
import { type ListCriteria, listQuery } from '../components/list-screen/list-criteria';
import {
  createFormStore,
  createListStore,
  type FormState,
  type ListOperationId,
  type ListState,
  runOrThrow,
  type StoreOptions,
} from '../lib/request-state';
import type { RowBatchReport } from '../lib/row-batch';
import { type MessageKey, toast } from '../lib/toasts';
import type { Resource, RowOf } from './define-resource';
import { type BatchVerb, runRowBatch } from './row-batch-outcome';

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
      const answer = (await call(resource.get, byId(id))).data;
      return resource.getRow ? resource.getRow(answer) : (answer as RowOf<L>);
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
