// spec §5 and §9: the console shows 1-based pages, the server counts from 0; an empty page travels as
// null (left out of the query), and the default page size is 20.

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;

export type ShownPage = number | string | null | undefined;

/** Shown page (1-based) -> server page (page - 1, never below 0); empty or not a number -> null. */
export function toServerPage(page: ShownPage): number | null {
  if (page === null || page === undefined || (typeof page === 'string' && page.trim() === '')) return null;
  const shown = Number(page);
  if (!Number.isFinite(shown)) return null;
  return Math.max(0, Math.trunc(shown) - 1);
}

/** Server page (0-based) -> shown page; a missing page is the first one. */
export function fromServerPage(page: number | null | undefined): number {
  return page === null || page === undefined || !Number.isFinite(page) ? DEFAULT_PAGE : Math.trunc(page) + 1;
}

export interface PageCriteria {
  page?: number;
  size?: number;
}

/** Query fields for a list call from the shown page and size; null/empty values are left out. */
export function pageCriteria({
  page,
  size,
}: {
  page?: ShownPage;
  size?: number | string | null;
}): PageCriteria {
  const criteria: PageCriteria = {};
  const serverPage = toServerPage(page);
  if (serverPage !== null) criteria.page = serverPage;
  const pageSize = size === null || size === undefined || size === '' ? Number.NaN : Number(size);
  if (Number.isFinite(pageSize) && pageSize > 0) criteria.size = Math.trunc(pageSize);
  return criteria;
}
