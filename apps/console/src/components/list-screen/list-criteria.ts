// List criteria as the screens hold them (1-based page shown) and as the API takes them (spec §5:
// page - 1, empty values left out).
import { DEFAULT_PAGE_SIZE } from '@busops/domain';
import { pageCriteria } from '@busops/sdk';

export interface ListCriteria {
  /** Shown page, 1-based. */
  page: number;
  size: number;
  /** 'field' or '-field'. */
  sort?: string;
  [filter: string]: unknown;
}

export function initialCriteria<C extends object>(filters: C = {} as C): ListCriteria & C {
  return { page: 1, size: DEFAULT_PAGE_SIZE, ...filters };
}

/**
 * The query of the list call: filters without empty values, zero-based page, size, sort. Name the
 * operation's query type: `listQuery<ListBusStaffQuery>(criteria)`.
 */
export function listQuery<Q = Record<string, unknown>>(criteria: ListCriteria): Q {
  const { page, size, sort, ...filters } = criteria;
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  Object.assign(query, pageCriteria({ page, size }));
  if (sort) query.sort = sort;
  return query as Q;
}
