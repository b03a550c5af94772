// Shared look-ups of the employee tests: a fresh app with the demo companies' ids, direct reads of
// the database.
import { eq, sql } from 'drizzle-orm';
import { busStaff, companies, history, users } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../harness.ts';

export const PN_ADMIN = '0901000002';
export const QT_ADMIN = '0902000002';
export const PN_CONTROLLER = '0901000009';
export const PN_SALE = '0901000008';
export const PN_CONDUCTOR = '0901000005';
export const SUPER = '0900000001';
export const PN_SUPER_ADMIN = '0901000001';

export interface DemoIds {
  superCo: number;
  pn: number;
  qt: number;
}

export async function demoCompanies(t: TestApp): Promise<DemoIds> {
  const rows = await t.services.database.db
    .select({ id: companies.id, code: companies.code })
    .from(companies);
  const id = (code: string) => rows.find((r) => r.code === code)!.id;
  return { superCo: id('SGT'), pn: id('PNB'), qt: id('QTH') };
}

/** The test file's own app on a fresh demo database, and the demo companies in it. */
export async function demoApp(): Promise<{ t: TestApp; ids: DemoIds }> {
  const t = await createTestApp();
  return { t, ids: await demoCompanies(t) };
}

export async function staffCount(t: TestApp, companyId?: number): Promise<number> {
  const [row] = await t.services.database.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(busStaff)
    .where(companyId === undefined ? undefined : eq(busStaff.companyId, companyId));
  return row!.n;
}

export async function staffOf(t: TestApp, companyId: number) {
  return t.services.database.db
    .select()
    .from(busStaff)
    .where(eq(busStaff.companyId, companyId))
    .orderBy(busStaff.id);
}

export async function userByPhone(t: TestApp, phone: string) {
  const [row] = await t.services.database.db.select().from(users).where(eq(users.phoneNumber, phone));
  return row;
}

export async function historyOf(t: TestApp, entity: string, entityId: number | string) {
  return t.services.database.db
    .select()
    .from(history)
    .where(sql`${history.entity} = ${entity} and ${history.entityId} = ${String(entityId)}`)
    .orderBy(history.id);
}
