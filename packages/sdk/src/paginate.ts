// Every row of a paged list, page after page: `for await (const s of api.paginate('listBusStaff', {
// params: { query: { keyword: 'an' } } }))`. Only `x-list: paged` operations qualify (the generated access
// table marks them `paged`): zero-based `page`, `size` up to 500, and `with_total`. The pages are asked
// with `with_total=false`, so the server does not count the rows on every page; the answer's `total` then
// still says whether a next page exists (`total > (page + 1) * size`, openapi/shared/parameters/withTotal.yaml).
import type { CallOperation, OperationData, OperationInit } from './call.ts';
import { operations as access, type OperationId } from './gen/operations.gen.ts';

/** The operations `paginate` walks: the contract's `x-list: paged` lists. */
export type PagedOperationId = {
  [K in OperationId]: (typeof access)[K] extends { readonly paged: true } ? K : never;
}[OperationId];

/** One row of a paged list: `PageItem<'listBusStaff'>` is a BusStaff. */
export type PageItem<K extends PagedOperationId> =
  OperationData<K> extends { items: (infer T)[] } ? T : never;

type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type InitParam<Init> = RequiredKeys<Init> extends never ? [Init?] : [Init];

/** Rows per page when the call names no `size`. */
export const PAGINATE_SIZE = 100;

export type PaginateOperation = <K extends PagedOperationId>(
  operationId: K,
  ...init: InitParam<OperationInit<K>>
) => AsyncGenerator<PageItem<K>, void, undefined>;

interface PageQuery {
  page?: number;
  size?: number;
  with_total?: boolean;
  [name: string]: unknown;
}
interface PageAnswer {
  items: unknown[];
  total: number;
}

/** `paginate` over a client's `call`; the first page starts at the call's own `page` (default 0). */
export function pager(call: CallOperation): PaginateOperation {
  const callAny = call as unknown as (id: string, init: unknown) => Promise<{ data: PageAnswer }>;
  return async function* paginate(operationId: OperationId, init?: { params?: { query?: PageQuery } }) {
    const entry = Object.hasOwn(access, operationId) ? access[operationId] : undefined;
    if (!entry || !('paged' in entry)) throw new TypeError(`Not a paged list: ${String(operationId)}`);
    const query: PageQuery = init?.params?.query ?? {};
    const size = query.size ?? PAGINATE_SIZE;
    for (let page = query.page ?? 0; ; page++) {
      const { data } = await callAny(operationId, {
        ...init,
        params: { ...init?.params, query: { ...query, page, size, with_total: false } },
      });
      yield* data.items;
      if (data.items.length < size || data.total <= (page + 1) * size) return;
    }
  } as unknown as PaginateOperation;
}
