// The target matrix's world: the demo accounts as actors (their ids resolved once) and direct
// inserts of target records owned by a given role in a given company. Inserts bypass the API on
// purpose: they only set the stage, the API calls under test come after.
import { canGrantRole } from '@busops/domain';
import { toInternationalPhone } from '@busops/sdk';
import { and, eq } from 'drizzle-orm';
import { newKey } from '../../../src/access/machine-keys.ts';
import {
  apiKeys,
  busStaff,
  companies,
  deviceTokens,
  features,
  notifications,
  roles,
  users,
} from '../../../src/db/schema/index.ts';
import { staffSearchText } from '../../../src/db/search-text.ts';
import { DEMO_ACCOUNTS, type DemoCompanyKey } from '../../../src/seed/demo-accounts.ts';
import type { TestApp } from '../../harness.ts';

export const TARGET_ROLES = [1, 2, 5, 6, 8, 9, 10] as const;
export const COMPANY_KEYS: readonly DemoCompanyKey[] = ['super', 'phuongNam', 'quyetThang'];

export interface Actor {
  phone: string;
  label: string;
  /** null: the org_id 0 user before choosing a company. */
  role: number | null;
  isSuper: boolean;
  userId: number;
  /** The company the actor works in now (null: not chosen yet). */
  companyId: number | null;
  /** Companies the actor may switch to. */
  enabled: number[];
  /** A service key's secret (issue 21): the actor is that key, calling with it instead of signing in. */
  key?: string;
}

/**
 * A service key never reaches a person's own operations (empty x-roles) nor the keys' management,
 * whatever its roles: the rule of createServiceKey's contract, written here from that text.
 */
export const keyShutOut = (op: { roles: number[]; operationId: string }, actor: Actor): boolean =>
  actor.key !== undefined && (op.roles.length === 0 || /(Service|Device)Keys?$/.test(op.operationId));

/** How the actor authenticates a call: signed in as its phone, or its service key in `x-api-key`. */
export const credentials = (actor: Actor): { as?: string; headers?: Record<string, string> } =>
  actor.key ? { headers: { 'x-api-key': actor.key } } : { as: actor.phone };

/** Who owns a target: a person of `role` in `company`, or the acting person themself. */
export type Owner = { company: DemoCompanyKey; role: number } | 'self';

export interface World {
  t: TestApp;
  companyIds: Record<DemoCompanyKey, number>;
  actors: Actor[];
  /** A fresh person (users row) with a staff record of `role` in `company`. */
  person(company: DemoCompanyKey, role: number): Promise<{ userId: number; staffId: number; phone: string }>;
  /** A phone number nobody has. */
  freshPhone(): string;
  position(companyId: number | null, systemRole: number): Promise<number>;
  feature(): Promise<number>;
  notification(userId: number): Promise<number>;
  deviceToken(userId: number): Promise<string>;
  ownerLabel(owner: Owner): string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const { db } = t.services.database;
  const rows = await db.select({ id: companies.id, code: companies.code }).from(companies);
  const byCode = (code: string) => rows.find((r) => r.code === code)!.id;
  const companyIds: Record<DemoCompanyKey, number> = {
    super: byCode('SGT'),
    phuongNam: byCode('PNB'),
    quyetThang: byCode('QTH'),
  };

  const actors: Actor[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, toInternationalPhone(account.phone)));
    actors.push({
      phone: account.phone,
      label: account.label,
      role: account.mustChooseCompany ? null : account.role,
      isSuper: account.company === 'super',
      userId: user!.id,
      companyId: account.mustChooseCompany ? null : companyIds[account.company],
      enabled: user!.enabledBusCompaniesId,
    });
  }

  // Service accounts: a key of Phương Nam for each role its Admin may grant, acting as a staff member
  // of the company holding that role (its userId is the key's id negated, as the API makes it).
  for (const role of TARGET_ROLES.filter((r) => canGrantRole(2, r))) {
    const secret = newKey();
    const companyId = companyIds.phuongNam;
    const [row] = await db
      .insert(apiKeys)
      .values({
        companyId,
        kind: 'service',
        name: `Khoá dịch vụ ma trận ${role}`,
        prefix: secret.prefix,
        secretHash: secret.hash,
        roles: [role],
      })
      .returning({ id: apiKeys.id });
    actors.push({
      phone: `service-key-${role}`,
      label: `khoá dịch vụ role ${role}, Xe buýt Phương Nam`,
      role,
      isSuper: false,
      userId: -row!.id,
      companyId,
      enabled: [companyId],
      key: secret.key,
    });
  }

  let n = 0;
  const freshPhone = () => `+84966${String(100000 + n++).padStart(6, '0')}`;
  let codes = 0;

  return {
    t,
    companyIds,
    actors,
    freshPhone,
    async person(company, role) {
      const phone = freshPhone();
      const companyId = companyIds[company];
      const [user] = await db
        .insert(users)
        .values({
          phoneNumber: phone,
          fullName: 'Người thử',
          orgId: companyId,
          enabledBusCompaniesId: [companyId],
        })
        .returning({ id: users.id });
      const [staff] = await db
        .insert(busStaff)
        .values({
          companyId,
          userId: user!.id,
          fullName: 'Người thử',
          phoneNumber: phone,
          role,
          searchText: staffSearchText('Người thử', phone, null),
        })
        .returning({ id: busStaff.id });
      return { userId: user!.id, staffId: staff!.id, phone };
    },
    async position(companyId, systemRole) {
      const [row] = await db
        .insert(roles)
        .values({ code: `TM_${codes++}`, name: 'Chức vụ thử', systemRole, companyId })
        .returning({ id: roles.id });
      return row!.id;
    },
    async feature() {
      const [row] = await db
        .insert(features)
        .values({ code: `TM_FEATURE_${codes++}`, name: 'Chức năng thử' })
        .returning({ id: features.id });
      return row!.id;
    },
    async notification(userId) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, title: 'Thử', body: 'Nội dung thử' })
        .returning({ id: notifications.id });
      return row!.id;
    },
    async deviceToken(userId) {
      const token = `tm-token-${codes++}`;
      await db.insert(deviceTokens).values({ token, userId, appId: 'admin' });
      return token;
    },
    ownerLabel: (owner) => (owner === 'self' ? 'self' : `role ${owner.role} of ${owner.company}`),
  };
}

/** The actor's own staff record in the company they work in now. */
export async function ownStaffId(world: World, actor: Actor): Promise<number> {
  const [row] = await world.t.services.database.db
    .select({ id: busStaff.id })
    .from(busStaff)
    .where(and(eq(busStaff.userId, actor.userId), eq(busStaff.companyId, actor.companyId ?? -1)));
  if (!row) throw new Error(`${actor.phone} has no staff record in their current company`);
  return row.id;
}
