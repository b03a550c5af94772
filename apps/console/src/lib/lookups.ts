// Session lookups: small lists that screens need for pickers (the companies of a select...). Fetched once
// and shared for the session, so opening a screen does not refetch them; a mutation of the entity calls
// `invalidateLookup(name)`, and signing in or out drops them all. A failed fetch is not kept.
import { onSignedIn, onSigningOut } from './session-events';

const cache = new Map<string, Promise<unknown>>();

/** The cached value of `name`, fetching it with `fetch` when missing (concurrent callers share one call). */
export function lookup<T>(name: string, fetch: () => Promise<T>): Promise<T> {
  let entry = cache.get(name) as Promise<T> | undefined;
  if (!entry) {
    entry = fetch();
    cache.set(name, entry);
    entry.catch(() => {
      if (cache.get(name) === entry) cache.delete(name);
    });
  }
  return entry;
}

/** After a create/update/delete of the entity: the next `lookup(name)` fetches again. */
export function invalidateLookup(name: string): void {
  cache.delete(name);
}

export function clearLookups(): void {
  cache.clear();
}

onSignedIn(clearLookups);
onSigningOut(clearLookups);

/** Names shared by the features that fill and invalidate them. */
export const LOOKUP = {
  /** listCompanies page 0, size 500: the company pickers (employees). */
  companies: 'companies',
} as const;
