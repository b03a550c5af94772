// What 'Lưu' sends from the tickets grid (spec §5): new tickets need a name, otherwise nothing is sent
// and 'Vui lòng nhập thông tin trước khi lưu!' shows; of the stored tickets only those whose name, type,
// price or distance changed are sent, and those removed from the grid are deleted. Pure, so the rule is
// tested without a browser.
import type { Schemas } from '@busops/sdk';
import type { TicketType } from './fares-labels';

export type RouteTicket = Schemas['RouteTicket'];
export type TicketInput = Schemas['RouteTicketInput'];

export const TICKET_NAME_REQUIRED = 'Vui lòng nhập thông tin trước khi lưu!';

/** A row of the grid: a stored ticket (id) or a new one (id null), keyed for AG Grid. */
export interface TicketDraft {
  key: string;
  id: number | null;
  name: string;
  type: TicketType;
  price: number | null;
  distance_km: number | null;
}

export interface TicketChanges {
  create: TicketInput[];
  update: Array<{ id: number; body: TicketInput }>;
  remove: number[];
}

export type TicketDiff = { ok: true; changes: TicketChanges } | { ok: false; message: string };

export const draftOf = (t: RouteTicket): TicketDraft => ({
  key: `t${t.id}`,
  id: t.id,
  name: t.name,
  type: t.type,
  price: t.price,
  distance_km: t.distance_km,
});

const bodyOf = (d: TicketDraft): TicketInput => ({
  name: d.name.trim(),
  type: d.type,
  price: d.price ?? 0,
  distance_km: d.distance_km,
});

/** The four fields a user edits; any other difference (timestamps) does not make a ticket changed. */
function changed(stored: RouteTicket, draft: TicketDraft): boolean {
  return (
    stored.name !== draft.name.trim() ||
    stored.type !== draft.type ||
    stored.price !== draft.price ||
    (stored.distance_km ?? null) !== (draft.distance_km ?? null)
  );
}

export function ticketChanges(stored: readonly RouteTicket[], drafts: readonly TicketDraft[]): TicketDiff {
  const fresh = drafts.filter((d) => d.id === null);
  const edited = drafts.filter((d) => d.id !== null);
  if (drafts.some((d) => d.name.trim() === '')) return { ok: false, message: TICKET_NAME_REQUIRED };
  if (drafts.some((d) => d.price === null || !Number.isInteger(d.price) || d.price <= 0))
    return { ok: false, message: 'Giá vé phải là số nguyên dương (đồng)' };
  const byId = new Map(stored.map((t) => [t.id, t]));
  const kept = new Set(edited.map((d) => d.id));
  return {
    ok: true,
    changes: {
      create: fresh.map(bodyOf),
      update: edited
        .filter((d) => byId.has(d.id!) && changed(byId.get(d.id!)!, d))
        .map((d) => ({ id: d.id!, body: bodyOf(d) })),
      remove: stored.filter((t) => !kept.has(t.id)).map((t) => t.id),
    },
  };
}

export const countChanges = (c: TicketChanges) => c.create.length + c.update.length + c.remove.length;
