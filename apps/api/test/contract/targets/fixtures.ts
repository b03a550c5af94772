// One fixture per x-target entity: the kinds of target record it builds for an actor (owned by
// each role in each company, or by the actor) and the oracle, written from the rules the contract
// states: who may do what to that record. A new entity in the contract needs an entry here.
import {
  accessOf,
  canActOnStaff,
  canGrantRole,
  type RoleValue,
  rolesAllow,
  scopeAllows,
} from '@busops/domain';
import { eq } from 'drizzle-orm';
import { busStaff, users } from '../../../src/db/schema/index.ts';
import type { DemoCompanyKey } from '../../../src/seed/demo-accounts.ts';
import { type Actor, COMPANY_KEYS, ownStaffId, TARGET_ROLES, type World } from './world.ts';

/** 'ok': a 2xx; a number: that refusal (nothing changes). */
export type Expected = 'ok' | 400 | 403 | 404 | 409;

export interface Target {
  value: number | string;
  /** Company of the record (null: shared, or not company-owned). */
  companyId: number | null;
  /** Role of the person owning it, and that person. */
  role: number | null;
  userId: number | null;
  /** More query fields the request needs to name the record (its kind, for `record`). */
  query?: Record<string, string>;
  /** More path parameters the request needs to name the record (a line's route). */
  params?: Record<string, number>;
}

export interface TargetKind {
  label: string;
  /** Builds a fresh record of this kind (shared ones are built once and reused when refused). */
  make(): Promise<Target>;
  /** Same key, same shared record. */
  key: string;
}

export interface Fixture {
  kinds(world: World, actor: Actor, operationId: string): TargetKind[];
  expect(world: World, operationId: string, actor: Actor, target: Target): Expected;
  /** What must stay the same through an allowed call (the person elsewhere, ...). */
  watch?(world: World, target: Target): Promise<unknown>;
  /** A mismatch in an allowed answer, or null. */
  checkAnswer?(operationId: string, actor: Actor, body: unknown): string | null;
  /** Undo an allowed call that would change later cases (the actor's own state). */
  restore?(world: World, actor: Actor, operationId: string): Promise<void>;
}

const visibleTo = (actor: Actor, companyId: number | null) => actor.isSuper || companyId === actor.companyId;

/** Records owned by a person of every role in every company, and (when asked) by the actor. */
function peopleKinds(
  _world: World,
  actor: Actor,
  build: (company: DemoCompanyKey, role: number) => Promise<Target>,
  self: (() => Promise<Target>) | null,
): TargetKind[] {
  const kinds: TargetKind[] = [];
  for (const company of COMPANY_KEYS)
    for (const role of TARGET_ROLES)
      kinds.push({
        label: `role ${role} of ${company}`,
        key: `${company}/${role}`,
        make: () => build(company, role),
      });
  if (self) kinds.push({ label: 'the actor themself', key: `self/${actor.phone}`, make: self });
  return kinds;
}

async function staffTarget(world: World, company: DemoCompanyKey, role: number): Promise<Target> {
  const p = await world.person(company, role);
  return { value: p.staffId, companyId: world.companyIds[company], role, userId: p.userId };
}

const busStaffFixture: Fixture = {
  kinds: (world, actor, operationId) =>
    peopleKinds(
      world,
      actor,
      (company, role) => staffTarget(world, company, role),
      // Re-positioning oneself would change the actor for every later case: tested in employees/.
      // A service key has no staff record of its own.
      operationId === 'assignRole' || actor.companyId === null || actor.key
        ? null
        : async () => ({
            value: await ownStaffId(world, actor),
            companyId: actor.companyId,
            role: actor.role,
            userId: actor.userId,
          }),
    ),
  expect(_world, operationId, actor, target) {
    if (!visibleTo(actor, target.companyId)) return 404;
    if (operationId === 'getStaff' || operationId === 'getBusStaff') return 'ok';
    // The position given is the shared driver position (role 6), which every caller may grant.
    if (operationId === 'assignRole') return canGrantRole(actor.role, target.role!) ? 'ok' : 403;
    const self = target.userId === actor.userId;
    if (!canActOnStaff(actor.role, target.role!, self)) return 403;
    if (operationId === 'deleteBusStaff' && self) return 409;
    return 'ok';
  },
  checkAnswer: (_op, actor, body) => userIdShownOnlyToSuper(actor, body),
};

function userIdShownOnlyToSuper(actor: Actor, body: unknown): string | null {
  const b = body as Record<string, unknown>;
  const staff = (b.staff ?? b) as Record<string, unknown>;
  if (!('phone_number' in staff && 'role' in staff)) return null; // not a staff body (a deposit)
  return 'user_id' in staff === actor.isSuper ? null : `user_id ${actor.isSuper ? 'missing' : 'revealed'}`;
}

/** The person behind a phone: everything of them outside the company adding them. */
async function personSnapshot(world: World, target: PersonTarget) {
  const { db } = world.t.services.database;
  const [user] = await db.select().from(users).where(eq(users.id, target.userId!));
  const { updatedAt: _u, enabledBusCompaniesId: _e, ...person } = user!;
  const records = await db.select().from(busStaff).where(eq(busStaff.id, target.staffId));
  return { person, records };
}

interface PersonTarget extends Target {
  staffId: number;
}

const personFixture: Fixture = {
  kinds: (world, actor) =>
    peopleKinds(
      world,
      actor,
      async (company, role) => {
        const p = await world.person(company, role);
        return {
          value: p.phone,
          companyId: world.companyIds[company],
          role,
          userId: p.userId,
          staffId: p.staffId,
        } as PersonTarget;
      },
      null,
    ),
  expect(world, operationId, actor, target) {
    // createBusStaff adds to the actor's company; assignCompanyAdmin (by default) to Phương Nam.
    const into = operationId === 'assignCompanyAdmin' ? world.companyIds.phuongNam : actor.companyId;
    return target.companyId === into ? 409 : 'ok';
  },
  watch: (world, target) => personSnapshot(world, target as PersonTarget),
  checkAnswer: (_op, actor, body) => userIdShownOnlyToSuper(actor, body),
};

const companyFixture: Fixture = {
  kinds: (world) =>
    COMPANY_KEYS.map((company) => ({
      label: `company ${company}`,
      key: company,
      make: async () => ({
        value: world.companyIds[company],
        companyId: world.companyIds[company],
        role: null,
        userId: null,
      }),
    })),
  expect(world, operationId, actor, target) {
    const isSuperCompany = target.companyId === world.companyIds.super;
    switch (operationId) {
      case 'getCompany':
      case 'createBusStaff':
      case 'listMultipleRouteSubscriptionPrices':
        return visibleTo(actor, target.companyId) ? 'ok' : 404;
      case 'updateCompany':
        return 'ok';
      case 'deleteCompany':
        return 409; // the super company, or a company that still has staff
      case 'assignCompanyAdmin':
        return isSuperCompany ? 400 : 'ok';
      case 'switchCurrentCompany':
        return actor.isSuper || actor.enabled.includes(target.companyId!) ? 'ok' : 404;
      default:
        // A company-owned record created in the company named by the body (kit resources).
        if (operationId.startsWith('create')) return visibleTo(actor, target.companyId) ? 'ok' : 404;
        throw new Error(`company fixture: no rule for ${operationId}`);
    }
  },
  async restore(world, actor, operationId) {
    if (operationId !== 'switchCurrentCompany') return;
    await world.t.services.database.db
      .update(users)
      .set({ currentCompanyId: null })
      .where(eq(users.id, actor.userId));
  },
};

const userFixture: Fixture = {
  kinds: (world, actor) =>
    peopleKinds(
      world,
      actor,
      async (company, role) => {
        const p = await world.person(company, role);
        return { value: p.userId, companyId: world.companyIds[company], role, userId: p.userId };
      },
      // A service key is no user.
      actor.key
        ? null
        : async () => ({
            value: actor.userId,
            companyId: actor.companyId,
            role: actor.role,
            userId: actor.userId,
          }),
    ),
  expect(_world, operationId, actor, target) {
    const self = target.userId === actor.userId;
    switch (operationId) {
      case 'changePassword':
        return self ? 400 : 403; // self: the sample's old password is wrong, past the target check
      case 'resetPassword':
        return self ? 'ok' : 403;
      case 'sendNotification':
        return visibleTo(actor, target.companyId) ? 'ok' : 404;
      default:
        throw new Error(`user fixture: no rule for ${operationId}`);
    }
  },
};

const positionFixture: Fixture = {
  kinds: (world) => {
    const kinds: TargetKind[] = [];
    const owners: Array<[string, number | null]> = [
      ['shared', null],
      ['phuongNam', world.companyIds.phuongNam],
      ['quyetThang', world.companyIds.quyetThang],
    ];
    for (const [label, companyId] of owners)
      for (const role of [2, 6])
        kinds.push({
          label: `${label} position of role ${role}`,
          key: `${label}/${role}`,
          make: async () => ({ value: await world.position(companyId, role), companyId, role, userId: null }),
        });
    return kinds;
  },
  expect(_world, operationId, actor, target) {
    if (operationId === 'assignRole') {
      // The employee is a driver of the actor's company.
      if (target.companyId !== null && target.companyId !== actor.companyId) return 404;
      return canGrantRole(actor.role, target.role!) ? 'ok' : 403;
    }
    return 'ok'; // updateRole, deleteRole: Super Admin of the super company only, any position
  },
};

const featureFixture: Fixture = {
  kinds: (world) => [
    {
      label: 'a feature',
      key: 'feature',
      make: async () => ({ value: await world.feature(), companyId: null, role: null, userId: null }),
    },
  ],
  expect: () => 'ok',
};

/** Records that belong to one user (their inbox, their devices): only that user reaches them. */
function ownedByUser(create: (world: World, userId: number) => Promise<number | string>): Fixture {
  return {
    kinds: (world, actor) =>
      peopleKinds(
        world,
        actor,
        async (company, role) => {
          const p = await world.person(company, role);
          return {
            value: await create(world, p.userId),
            companyId: world.companyIds[company],
            role,
            userId: p.userId,
          };
        },
        async () => ({
          value: await create(world, actor.userId),
          companyId: actor.companyId,
          role: actor.role,
          userId: actor.userId,
        }),
      ),
    expect: (_world, _op, actor, target) => (target.userId === actor.userId ? 'ok' : 404),
  };
}

/** The kinds of record listRecordHistory reads, and the list operation whose callers may read them. */
const RECORD_KINDS = {
  company: 'listCompanies',
  bus_staff: 'listBusStaff',
  position: 'listRoles',
  feature: 'listFeatures',
  stop: 'listStops',
  vehicle: 'listVehicles',
  route: 'listRoutes',
  route_line: 'listRoutes',
  route_ticket: 'listRouteTickets',
  route_auto_price: 'listRouteAutoPrices',
  route_schedule: 'listRouteSchedules',
  driver_setting_type: 'listDriverSettingTypes',
  driver_setting: 'listDriverSettings',
  member: 'searchMembers',
  card_type: 'listCardTypes',
  subscription_price: 'listSubscriptionPrices',
  subscription_order: 'listSubscriptionOrders',
  device_key: 'listDeviceKeys',
  service_key: 'listServiceKeys',
} as const;

/**
 * `record`: a record of each kind the history operation reads, owned by each company (employees:
 * of each role), the kind in the `entity` query field. Only callers of that kind's list may read its
 * history (403), and only of records they see (404).
 */
const recordFixture: Fixture = {
  kinds(world, actor) {
    const kinds: TargetKind[] = [];
    const of = (entity: keyof typeof RECORD_KINDS, target: Target): Target => ({
      ...target,
      query: { entity },
    });
    for (const kind of busStaffFixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({
        ...kind,
        key: `bus_staff/${kind.key}`,
        make: async () => of('bus_staff', await kind.make()),
      });
    for (const kind of companyFixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({ ...kind, key: `company/${kind.key}`, make: async () => of('company', await kind.make()) });
    for (const kind of positionFixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({
        ...kind,
        key: `position/${kind.key}`,
        make: async () => of('position', await kind.make()),
      });
    for (const kind of featureFixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({ ...kind, key: `feature/${kind.key}`, make: async () => of('feature', await kind.make()) });
    for (const kind of stopTargets.fixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({ ...kind, key: `stop/${kind.key}`, make: async () => of('stop', await kind.make()) });
    for (const kind of vehicleTargets.fixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({ ...kind, key: `vehicle/${kind.key}`, make: async () => of('vehicle', await kind.make()) });
    for (const kind of routeTargets.fixture.kinds(world, actor, 'listRecordHistory'))
      kinds.push({ ...kind, key: `route/${kind.key}`, make: async () => of('route', await kind.make()) });
    for (const [entity, fixture] of Object.entries(routeFareRecordFixtures))
      for (const kind of fixture.kinds(world, actor, 'listRecordHistory'))
        kinds.push({
          ...kind,
          key: `${entity}/${kind.key}`,
          make: async () => of(entity as keyof typeof RECORD_KINDS, await kind.make()),
        });
    const roster = {
      driver_setting_type: driverSettingTypeTargets.fixture,
      driver_setting: driverSettingTargets.fixture,
    } as const;
    for (const [entity, fixture] of Object.entries(roster))
      for (const kind of fixture.kinds(world, actor, 'listRecordHistory'))
        kinds.push({
          ...kind,
          key: `${entity}/${kind.key}`,
          make: async () => of(entity as keyof typeof roster, await kind.make()),
        });
    // Customers and monthly tickets: their own fixtures (imported below, used once the module is read).
    const sales = {
      member: memberTargets.fixture,
      card_type: passSettingTargets.cardTypeFixture,
      subscription_price: passSettingTargets.priceFixture,
      subscription_order: monthlyTicketFixtures.subscription_order,
      device_key: deviceKeyTargets.fixture,
      service_key: serviceKeyTargets.fixture,
    } as const;
    for (const [entity, fixture] of Object.entries(sales))
      for (const kind of fixture.kinds(world, actor, 'listRecordHistory'))
        kinds.push({
          ...kind,
          key: `${entity}/${kind.key}`,
          make: async () => of(entity as keyof typeof sales, await kind.make()),
        });
    return kinds;
  },
  expect(_world, _operationId, actor, target) {
    const access = accessOf(RECORD_KINDS[target.query!.entity as keyof typeof RECORD_KINDS]);
    if (!rolesAllow(access.roles, actor.role as RoleValue) || !scopeAllows(access.scope, actor.isSuper))
      return 403;
    return target.companyId === null || visibleTo(actor, target.companyId) ? 'ok' : 404;
  },
};

import { cardTargets, memberTargets } from './customers.ts';
import { deviceKeyTargets, serviceKeyTargets } from './device-keys.ts';
import { routeTripFixture } from './dispatch.ts';
import { driverSettingTypeTargets } from './driver-setting-types.ts';
import { driverSettingTargets } from './driver-settings.ts';
import { monthlyTicketFixtures } from './monthly-tickets.ts';
import { passSettingTargets } from './pass-settings.ts';
import { routeFareRecordFixtures } from './route-fares.ts';
import { routeLineTargets } from './route-lines.ts';
import { routeTargets } from './routes.ts';
import { lineTargets, stopTargets } from './stops.ts';
import { vehicleTargets } from './vehicles.ts';

export const FIXTURES: Record<string, Fixture> = {
  route: routeTargets.fixture,
  route_line: routeLineTargets.lineFixture,
  route_trip: routeTripFixture,
  driver_setting_type: driverSettingTypeTargets.fixture,
  driver_setting: driverSettingTargets.fixture,
  line_stop: routeLineTargets.lineStopFixture,
  stop: stopTargets.fixture,
  line: lineTargets.fixture,
  vehicle: vehicleTargets.fixture,
  api_key: deviceKeyTargets.fixture,
  service_key: serviceKeyTargets.fixture,
  card_type: passSettingTargets.cardTypeFixture,
  subscription_price: passSettingTargets.priceFixture,
  member: memberTargets.fixture,
  nfc_card: cardTargets.fixture,
  record: recordFixture,
  bus_staff: busStaffFixture,
  person: personFixture,
  company: companyFixture,
  user: userFixture,
  position: positionFixture,
  feature: featureFixture,
  notification: ownedByUser((world, userId) => world.notification(userId)),
  device_token: ownedByUser((world, userId) => world.deviceToken(userId)),
  ...monthlyTicketFixtures,
};
