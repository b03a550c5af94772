import { describe, expect, it } from 'vitest';
import { draftOf, type RouteTicket, TICKET_NAME_REQUIRED, ticketChanges } from './ticket-changes';

const stored: RouteTicket[] = [1, 2, 3].map((id) => ({
  id,
  route_id: 9,
  name: `Vé ${id}`,
  type: 'standard',
  price: 7_000,
  distance_km: id * 5,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
}));

describe('ticketChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(ticketChanges(stored, stored.map(draftOf))).toEqual({
      ok: true,
      changes: { create: [], update: [], remove: [] },
    });
  });

  it('sends only the tickets whose name, type, price or distance changed', () => {
    const drafts = stored.map(draftOf);
    drafts[0] = { ...drafts[0]!, price: 8_000 };
    drafts[2] = { ...drafts[2]!, distance_km: null };
    const diff = ticketChanges(stored, drafts);
    expect(diff.ok && diff.changes.update.map((u) => u.id)).toEqual([1, 3]);
    expect(diff.ok && diff.changes.update[0]!.body).toEqual({
      name: 'Vé 1',
      type: 'standard',
      price: 8_000,
      distance_km: 5,
    });
    // A name changed only by surrounding spaces is the same name.
    const spaced = stored.map(draftOf);
    spaced[1] = { ...spaced[1]!, name: ' Vé 2 ', type: 'student' };
    const typed = ticketChanges(stored, spaced);
    expect(typed.ok && typed.changes.update).toEqual([
      { id: 2, body: { name: 'Vé 2', type: 'student', price: 7_000, distance_km: 10 } },
    ]);
  });

  it('creates new rows and deletes removed ones', () => {
    const drafts = [
      ...stored.slice(1).map(draftOf),
      { key: 'n1', id: null, name: 'Vé HSSV', type: 'student' as const, price: 3_000, distance_km: null },
    ];
    const diff = ticketChanges(stored, drafts);
    expect(diff).toEqual({
      ok: true,
      changes: {
        create: [{ name: 'Vé HSSV', type: 'student', price: 3_000, distance_km: null }],
        update: [],
        remove: [1],
      },
    });
  });

  it('refuses a new ticket without a name, sending nothing', () => {
    const drafts = [
      ...stored.map(draftOf),
      { key: 'n1', id: null, name: '  ', type: 'standard' as const, price: 7_000, distance_km: 3 },
    ];
    drafts[0] = { ...drafts[0]!, price: 9_000 };
    expect(ticketChanges(stored, drafts)).toEqual({ ok: false, message: TICKET_NAME_REQUIRED });
  });

  it('refuses a missing or non-integer price', () => {
    const drafts = [
      { key: 'n1', id: null, name: 'Vé', type: 'standard' as const, price: null, distance_km: 3 },
    ];
    expect(ticketChanges([], drafts).ok).toBe(false);
    expect(ticketChanges([], [{ ...drafts[0]!, price: 7_000.5 }]).ok).toBe(false);
  });
});
