// A list's criteria, sort and page live in the URL (/employee?keyword=an&sort=-full_name&page=2): a
// list survives a reload, Back and Forward step through searches, and the address is a link to the
// same rows. Only what differs from the store's defaults is written; other parameters (`?id=` of a
// record link) are kept as they are.
import type { ListState } from '../../lib/request-state';
import type { ListCriteria } from './list-criteria';

/** The contract's page size limit (shared/parameters/size.yaml). */
const MAX_SIZE = 500;

const positiveInt = (raw: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
};

/** The criteria keys the URL carries, in the order they are written: filters, then sort, page, size. */
function criteriaKeys(defaults: ListCriteria): string[] {
  const filters = Object.keys(defaults).filter((k) => k !== 'page' && k !== 'size' && k !== 'sort');
  return [...filters, 'sort', 'page', 'size'];
}

/** The criteria a URL asks for: the defaults, overlaid with the keys it carries (bad pages ignored). */
export function criteriaFromSearch<C extends ListCriteria>(search: URLSearchParams, defaults: C): C {
  const criteria: ListCriteria = { ...defaults };
  for (const key of criteriaKeys(defaults)) {
    const raw = search.get(key);
    if (raw === null) continue;
    if (key === 'page') criteria.page = positiveInt(raw) ?? defaults.page;
    else if (key === 'size') criteria.size = positiveInt(raw, MAX_SIZE) ?? defaults.size;
    else if (key === 'sort') criteria.sort = raw === '' ? undefined : raw;
    else criteria[key] = raw;
  }
  return criteria as C;
}

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** The URL parameters of `criteria`: only those that differ from the defaults. */
export function criteriaParams(criteria: ListCriteria, defaults: ListCriteria): [string, string][] {
  const params: [string, string][] = [];
  for (const key of criteriaKeys(defaults)) {
    const value = asText(criteria[key]);
    // An empty sort where the list has a default one is written as `sort=` (no sort, not the default).
    if (value !== asText(defaults[key])) params.push([key, value]);
  }
  return params;
}

/** `current` with its criteria parameters replaced by those of `criteria` (others kept, after them). */
export function searchWithCriteria(
  current: URLSearchParams,
  criteria: ListCriteria,
  defaults: ListCriteria,
): URLSearchParams {
  const keys = new Set(criteriaKeys(defaults));
  const next = new URLSearchParams(criteriaParams(criteria, defaults));
  for (const [key, value] of current) if (!keys.has(key)) next.append(key, value);
  return next;
}

/** One string per distinct list request: equal keys, same rows. */
export function criteriaKey(criteria: ListCriteria, defaults: ListCriteria): string {
  return new URLSearchParams(criteriaParams(criteria, defaults)).toString();
}

/**
 * Route entry (a screen command's `enter`): the store takes the URL's criteria, then loads unless the
 * same request is already on its way. The screen's mount then reuses that request.
 */
export function enterList<T, C extends ListCriteria>(list: ListState<T, C>, search: URLSearchParams) {
  list.criteria = criteriaFromSearch(search, list.defaults);
  return list.loadFresh();
}
