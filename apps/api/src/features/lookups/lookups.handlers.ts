import { toInternationalPhone } from '@busops/sdk';
import { asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import { clients, ticketTypes } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { defineHandlers, type SuccessOf } from '../../http/operation.ts';
import { likePattern, readPage } from '../../http/paging.ts';
import { countRows } from '../count-rows.ts';
import { isUniqueViolation } from '../unique-violation.ts';

type ClientBody = SuccessOf<'createClient'>;
type TicketTypeBody = SuccessOf<'listTicketTypes'>['items'][number];
type ClientRow = typeof clients.$inferSelect;

export const CLIENT_PHONE_TAKEN = 'Số điện thoại đã tồn tại';

/**
 * Phone search on +84-stored numbers: '09...' and '+849...' (and '849...' when it is a whole
 * number) are anchored after +84; other digits match anywhere. null: no digits, nothing matches.
 */
export function phoneSearchPattern(keyword: string): string | null {
  const k = keyword.trim().replace(/[\s.()-]/g, '');
  // Past this check only digits (and a leading +) remain: nothing to escape for LIKE.
  if (!/^\+?\d+$/.test(k)) return null;
  if (k.startsWith('+84')) return `+84${k.slice(3)}%`;
  if (k.startsWith('+')) return null;
  if (k.startsWith('0')) return `+84${k.slice(1)}%`;
  if (k.startsWith('84') && k.length >= 11) return `+${k}%`;
  return likePattern(k);
}

const toClientBody = (row: ClientRow): ClientBody => ({
  id: row.id,
  phone_number: row.phoneNumber,
  full_name: row.fullName,
  email: row.email,
  created_at: row.createdAt.toISOString(),
});

function toTicketTypeBody(row: typeof ticketTypes.$inferSelect): TicketTypeBody {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    price: row.price,
    ...(row.paymentType
      ? { payment_type: row.paymentType as NonNullable<TicketTypeBody['payment_type']> }
      : {}),
    description: row.description,
  };
}

export const lookupHandlers = defineHandlers({
  async listClients({ query, db }) {
    const keyword = query.keyword?.trim();
    const pattern = keyword ? phoneSearchPattern(keyword) : undefined;
    const where: SQL | undefined =
      pattern === undefined ? undefined : pattern === null ? sql`false` : like(clients.phoneNumber, pattern);
    const { items, total } = await readPage(
      query,
      (limit, offset) =>
        db
          .select()
          .from(clients)
          .where(where)
          .orderBy(desc(clients.createdAt), desc(clients.id))
          .limit(limit)
          .offset(offset),
      () => countRows(db, clients, where),
    );
    return { items: items.map(toClientBody), total };
  },

  async createClient({ body, principal, db }) {
    const phone = toInternationalPhone(body.phone_number);
    try {
      return await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: clients.id })
          .from(clients)
          .where(eq(clients.phoneNumber, phone));
        if (taken) throw conflict(CLIENT_PHONE_TAKEN);
        const [row] = await tx
          .insert(clients)
          .values({ phoneNumber: phone, fullName: body.full_name, email: body.email ?? null })
          .returning();
        const created = toClientBody(row!);
        await recordHistory(tx, principal, {
          entity: 'client',
          entityId: row!.id,
          action: 'create',
          after: created,
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CLIENT_PHONE_TAKEN);
      throw error;
    }
  },

  async listTicketTypes({ query, db }) {
    const rows = await db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.version, query.version))
      .orderBy(asc(ticketTypes.id));
    return { items: rows.map(toTicketTypeBody), total: rows.length };
  },
});
