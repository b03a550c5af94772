// Demo data on first start (an empty database): the super company, two member companies, a user for
// every role, positions and features, reference data and a few notifications. One transaction.

import { toInternationalPhone } from '@busops/sdk';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  busStaff,
  clients,
  companies,
  features,
  members,
  notifications,
  roleFeatures,
  roles,
  services,
  ticketTypes,
  users,
} from '../db/schema/index.ts';
import { companySearchText, memberSearchText, staffSearchText } from '../db/search-text.ts';
import { seedSimulatorKeys } from '../simulator/device-keys.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, type DemoCompanyKey } from './demo-accounts.ts';
import { seedDispatch } from './demo-dispatch.ts';
import { seedMonthlyTickets } from './demo-monthly-tickets.ts';
import { seedNetwork } from './demo-network.ts';
import {
  DEMO_FEATURES,
  DEMO_POSITIONS,
  DEMO_SERVICES,
  DEMO_TICKET_TYPES,
  demoAddress,
  demoName,
} from './demo-reference.ts';
import { seedDemoTicketSets } from './demo-ticket-sets.ts';
import { seedVehicles } from './demo-vehicles.ts';
import { writeSyntheticFares } from './synthetic-fares.write.ts';

export interface SeedOptions {
  /** The Saigon network of the member companies (default true; SEED_DEMO_NETWORK). */
  network?: boolean;
  /** The dispatch trips of yesterday, today and tomorrow (default true; SEED_DEMO_TRIPS). */
  trips?: boolean;
  /** 90 days of fares on those trips (default true when there are trips; bench/ledger-first-start.mjs turns it off). */
  fares?: boolean;
}

/** Days of fares the demo starts with (the reports' default periods reach back a quarter). */
export const DEMO_FARE_DAYS = 90;

/** Seeds once: does nothing when companies already exist. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(companies);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // Serialise concurrent first starts (several instances, several test workers).
    await tx.execute(sql`select pg_advisory_xact_lock(4242)`);
    const [{ again } = { again: 0 }] = await tx
      .select({ again: sql<number>`count(*)`.mapWith(Number) })
      .from(companies);
    if (again > 0) return;
    await seedIn(tx, passwordHash, options);
  });
  return true;
}

async function seedIn(tx: Tx, passwordHash: string, options: SeedOptions): Promise<void> {
  const network = options.network ?? true;
  const companyIds = {} as Record<DemoCompanyKey, number>;
  for (const c of DEMO_COMPANIES) {
    const [row] = await tx
      .insert(companies)
      .values({
        name: c.name,
        shortName: c.shortName,
        code: c.code,
        taxCode: c.taxCode,
        address: c.address,
        phoneNumber: c.phoneNumber,
        email: c.email,
        isSuper: c.isSuper,
        searchText: companySearchText(c.name, c.shortName, c.code),
      })
      .returning({ id: companies.id });
    companyIds[c.key] = row!.id;
  }
  // The Saigon network (stops, routes, lines, tickets, schedules) of the member companies.
  if (network) await seedNetwork(tx, companyIds);
  await seedVehicles(tx, companyIds);
  // The simulator's device key in each member company (it posts the demo buses' positions with it).
  await seedSimulatorKeys(
    tx,
    DEMO_COMPANIES.filter((c) => !c.isSuper).map((c) => companyIds[c.key]),
  );

  const featureIds = new Map<string, number>();
  for (const f of DEMO_FEATURES) {
    const [row] = await tx
      .insert(features)
      .values({
        code: f.code,
        name: f.name,
        group: f.group,
        description: `Cho phép: ${f.name.toLowerCase()}`,
      })
      .returning({ id: features.id });
    featureIds.set(f.code, row!.id);
  }
  const positionByRole = new Map<number, number>();
  for (const p of DEMO_POSITIONS) {
    const [row] = await tx
      .insert(roles)
      .values({
        code: p.code,
        name: p.name,
        systemRole: p.systemRole,
        description: `Chức vụ ${p.name.toLowerCase()}`,
      })
      .returning({ id: roles.id });
    positionByRole.set(p.systemRole, row!.id);
    const codes = p.features === 'all' ? [...featureIds.keys()] : p.features;
    if (codes.length) {
      await tx
        .insert(roleFeatures)
        .values(codes.map((code) => ({ roleId: row!.id, featureId: featureIds.get(code)! })));
    }
  }

  const addStaff = async (
    userId: number,
    company: number,
    fullName: string,
    phone: string,
    role: number,
    code: string,
  ) => {
    const [row] = await tx
      .insert(busStaff)
      .values({
        companyId: company,
        userId,
        fullName,
        phoneNumber: phone,
        role,
        roleId: positionByRole.get(role) ?? null,
        staffCode: code,
        searchText: staffSearchText(fullName, phone, code),
      })
      .returning({ id: busStaff.id });
    return row!.id;
  };

  let staffNo = 1;
  const admins = new Map<number, number>();
  for (const account of DEMO_ACCOUNTS) {
    const phone = toInternationalPhone(account.phone);
    const companyId = companyIds[account.company];
    const memberships = [{ company: account.company, role: account.role }, ...(account.alsoIn ?? [])];
    const [user] = await tx
      .insert(users)
      .values({
        phoneNumber: phone,
        fullName: account.fullName,
        email: null,
        passwordHash,
        orgId: account.mustChooseCompany ? 0 : companyId,
        activeSuperCompany: account.company === 'super',
        belongSuperCompany: account.company === 'super',
        enabledBusCompaniesId: memberships.map((m) => companyIds[m.company]),
      })
      .returning({ id: users.id });
    for (const m of memberships) {
      const id = await addStaff(
        user!.id,
        companyIds[m.company],
        account.fullName,
        phone,
        m.role,
        `NV${String(staffNo++).padStart(4, '0')}`,
      );
      if (m.role === 2 && !admins.has(companyIds[m.company]) && !account.mustChooseCompany)
        admins.set(companyIds[m.company], id);
    }
  }
  for (const [companyId, staffId] of admins) {
    await tx.update(companies).set({ adminId: staffId }).where(sql`${companies.id} = ${companyId}`);
  }

  // Everyday staff without a password (they sign in by SMS code): drivers, conductors, controllers.
  const crew: Array<[DemoCompanyKey, number]> = [
    ['phuongNam', 24],
    ['quyetThang', 12],
  ];
  let i = 0;
  for (const [key, n] of crew) {
    for (let k = 0; k < n; k++, i++) {
      const fullName = demoName(i + 3);
      const phone = `+8493${String(1000000 + i * 7919).slice(-7)}`;
      const [user] = await tx
        .insert(users)
        .values({
          phoneNumber: phone,
          fullName,
          orgId: companyIds[key],
          enabledBusCompaniesId: [companyIds[key]],
        })
        .returning({ id: users.id });
      const role = [6, 5, 6, 5, 9, 8][k % 6]!;
      await addStaff(
        user!.id,
        companyIds[key],
        fullName,
        phone,
        role,
        `NV${String(staffNo++).padStart(4, '0')}`,
      );
    }
  }

  // Drivers, conductors, rosters and three days of trips (issue 10).
  await seedDispatch(tx, companyIds, positionByRole, { trips: network && (options.trips ?? true) });

  await tx.insert(services).values(DEMO_SERVICES.map((s, sort) => ({ ...s, sort })));
  await tx
    .insert(ticketTypes)
    .values(
      DEMO_TICKET_TYPES.map((t) => ({ ...t, description: `${t.name}, áp dụng trên các tuyến nội thành` })),
    );
  await tx.insert(members).values(
    Array.from({ length: 40 }, (_, k) => {
      const fullName = demoName(k + 100);
      const phone = `+8497${String(2000000 + k * 104729).slice(-7)}`;
      return {
        // Each member company keeps its own customer file (issue 11).
        companyId: companyIds[k % 2 === 0 ? 'phuongNam' : 'quyetThang'],
        fullName,
        phoneNumber: phone,
        address: demoAddress(k),
        dateOfBirth: `${1965 + ((k * 7) % 40)}-${String(1 + (k % 12)).padStart(2, '0')}-${String(1 + ((k * 5) % 28)).padStart(2, '0')}`,
        searchText: memberSearchText(fullName, phone),
      };
    }),
  );
  // Card types, prices, cards, passes and orders of the member companies (issue 11).
  await seedMonthlyTickets(tx, companyIds);
  // 90 days of fares on the demo's own trips (issue 20), so every report has data on first start:
  // one row per ticket on the dispatched days, per route and day before (synthetic-fares.write.ts).
  if (network && (options.trips ?? true) && (options.fares ?? true)) {
    const fareCompanies = DEMO_COMPANIES.filter((c) => !c.isSuper).map((c) => companyIds[c.key]);
    await writeSyntheticFares(tx, {
      days: DEMO_FARE_DAYS,
      scale: 1,
      now: new Date(),
      companyIds: fareCompanies,
    });
    // The ticket sets of those trips' paper tickets (ticket-book statistics).
    await seedDemoTicketSets(tx, fareCompanies);
  }
  await tx.insert(clients).values(
    Array.from({ length: 12 }, (_, k) => ({
      fullName: demoName(k + 200),
      phoneNumber: `+8488${String(3000000 + k * 15485).slice(-7)}`,
      email: k % 3 === 0 ? `khachhang${k + 1}@gmail.com` : null,
    })),
  );

  const inbox = await tx.select({ id: users.id }).from(users).where(sql`${users.passwordHash} is not null`);
  await tx.insert(notifications).values(
    inbox.flatMap(({ id }) => [
      {
        userId: id,
        title: 'Chào mừng đến với busops',
        body: 'Nhấn Ctrl+K (⌘K) để mở bảng lệnh và đi tới mọi màn hình, mọi thao tác.',
        read: true,
      },
      {
        userId: id,
        title: 'Hỗ trợ khách hàng',
        body: 'Khách hàng phản ánh thẻ vé tháng không quẹt được trên tuyến 19, vui lòng kiểm tra.',
      },
    ]),
  );
}
