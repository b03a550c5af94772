// The fields a history row changed: its stored `before` and `after` compared key by key.
import type { components } from '@busops/sdk/schema';

type Change = components['schemas']['HistoryEntry']['changes'][number];

/** Bookkeeping every write touches: not a change a reader asked for. */
const BOOKKEEPING = new Set(['updated_at', 'updatedAt', 'search_text', 'searchText']);

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Keys whose value differs, in the order `after` then `before` lists them. A creation (no before)
 * lists what it set, a deletion (no after) what it removed; null values are left out there.
 */
export function changesOf(before: unknown, after: unknown, hidden: ReadonlySet<string>): Change[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  const changes: Change[] = [];
  for (const field of keys) {
    if (hidden.has(field) || BOOKKEEPING.has(field)) continue;
    const inBefore = field in was && was[field] !== null;
    const inAfter = field in now && now[field] !== null;
    if (!inBefore && !inAfter) continue;
    if (JSON.stringify(was[field]) === JSON.stringify(now[field])) continue;
    changes.push({
      field,
      ...(field in was ? { before: was[field] } : {}),
      ...(field in now ? { after: now[field] } : {}),
    });
  }
  return changes;
}
