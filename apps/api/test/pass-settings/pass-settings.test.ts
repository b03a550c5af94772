// Card types and monthly pass prices through the API (/monthly-ticket/setting, spec §7): CRUD with
// history rows, validation (400, nothing changed), codes unique per company and overlapping validity
// refused (409), another company's route, card type or price answers 404 with nothing changed, and
// the counter's two lookups with the spec's parameters (page 0, size 100, is_valid_price_vat,
// source=web-admin; multiple_routes_name, org_id).
import { Readable } from 'node:stream';
import { HANOI_2024_PASS_PRICES, saigonToday } from '@busops/domain';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTypes, routes } from '../../src/db/schema/index.ts';
import { DEMO_ALL_ROUTES } from '../../src/seed/demo-monthly-tickets.ts';
import { expectHistory, expectRefused, PN_ADMIN, PN_CONTROLLER, QT_ADMIN } from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sampleCardTypeInput, sampleMultiPriceInput, sampleSinglePriceInput } from './samples.ts';

const PN_SALE = '0901000008';
const PN_CONDUCTOR = '0901000005';

let t: TestApp;
let adminUserId: number;
const ids = { pn: 0, qt: 0 };
const own = { route: 0, route2: 0, cardType: 0, qtRoute: 0, qtCardType: 0 };

async function companyOf(phone: string): Promise<number> {
  const me = await t.call('GET', '/staff/me', { as: phone });
  return me.body.org_id;
}

async function firstOf(companyId: number) {
  const { db } = t.services.database;
  const rs = await db
    .select({ id: routes.id })
    .from(routes)
    .where(eq(routes.companyId, companyId))
    .orderBy(asc(routes.id));
  const [type] = await db
    .select({ id: cardTypes.id })
    .from(cardTypes)
    .where(and(eq(cardTypes.companyId, companyId), eq(cardTypes.code, 'CN')));
  return { route: rs[0]!.id, route2: rs[1]!.id, cardType: type!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  adminUserId = (await t.signIn(PN_ADMIN)).userId;
  ids.pn = await companyOf(PN_ADMIN);
  ids.qt = await companyOf(QT_ADMIN);
  const pn = await firstOf(ids.pn);
  const qt = await firstOf(ids.qt);
  Object.assign(own, {
    route: pn.route,
    route2: pn.route2,
    cardType: pn.cardType,
    qtRoute: qt.route,
    qtCardType: qt.cardType,
  });
}, 180_000);
afterAll(() => t.close());

async function createCardType(as = PN_ADMIN, body = sampleCardTypeInput()) {
  const res = await t.call('POST', '/cards', { as, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('card types', () => {
  it('creates, reads, updates, lists, exports and deletes, each mutation with its history row', async () => {
    const body = { ...sampleCardTypeInput(), code: 'hs-sv', description: '  Học sinh, sinh viên  ' };
    const created = await createCardType(PN_ADMIN, body);
    expect(created).toMatchObject({
      code: 'HS-SV',
      description: 'Học sinh, sinh viên',
      enabled: true,
      prices: 0,
    });
    await expectHistory(t, 'card_type', created.id, 'create', adminUserId);
    expect((await t.call('GET', `/cards/${created.id}`, { as: PN_SALE })).body).toEqual(created);

    const updated = await t.call('PUT', `/cards/${created.id}`, {
      as: PN_ADMIN,
      body: { ...body, name: 'Học sinh – sinh viên', enabled: false, card_fee: 0 },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Học sinh – sinh viên', enabled: false, card_fee: 0 });
    await expectHistory(t, 'card_type', created.id, 'update', adminUserId);

    const found = await t.call('GET', '/cards', {
      as: PN_CONTROLLER,
      query: { keyword: 'hoc sinh', enabled: false },
    });
    expect(found.body.items.map((r: { id: number }) => r.id)).toEqual([created.id]);
    const demo = await t.call('GET', '/cards', { as: PN_SALE, query: { page: 0, size: 100 } });
    expect(demo.body.items.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['UT', 'TT', 'CN']),
    );
    expect(demo.body.items.find((r: { code: string }) => r.code === 'CN').prices).toBeGreaterThan(0);

    const file = await t.call('GET', '/cards', { as: PN_ADMIN, query: { export: true } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from(file.raw));
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Mã');
    expect(sheet.rowCount - 1).toBe(demo.body.total);

    expect((await t.call('DELETE', `/cards/${created.id}`, { as: PN_ADMIN })).status).toBe(200);
    await expectHistory(t, 'card_type', created.id, 'delete', adminUserId);
    await expectRefused(t, 'GET', `/cards/${created.id}`, 404, { as: PN_ADMIN });
  });

  it('refuses a code already used in the company (any case), not in another company', async () => {
    const body = sampleCardTypeInput();
    await createCardType(PN_ADMIN, body);
    await expectRefused(t, 'POST', '/cards', 409, {
      as: PN_ADMIN,
      body: { ...body, code: body.code.toLowerCase() },
    });
    await createCardType(QT_ADMIN, body);
  });

  it('refuses bad input with a Vietnamese message and changes nothing', async () => {
    for (const body of [
      { ...sampleCardTypeInput(), card_fee: -1 },
      { ...sampleCardTypeInput(), card_fee: 1.5 },
      { ...sampleCardTypeInput(), name: '   ' },
      { ...sampleCardTypeInput(), code: 'mã có dấu' },
      { name: 'Không có mã' },
    ])
      await expectRefused(t, 'POST', '/cards', 400, { as: PN_ADMIN, body });
  });

  it('refuses to delete a type prices use (409, disable it instead)', async () => {
    const res = await expectRefused(t, 'DELETE', `/cards/${own.cardType}`, 409, { as: PN_ADMIN });
    expect(res.body.message).toContain('Ngừng bán'.toLowerCase().slice(0, 0) || 'ngừng bán');
  });

  it('keeps writes to roles 1 and 2, reads to 1, 2, 8 and 9', async () => {
    await expectRefused(t, 'POST', '/cards', 403, { as: PN_SALE, body: sampleCardTypeInput() });
    await expectRefused(t, 'GET', '/cards', 403, { as: PN_CONDUCTOR });
  });

  it("answers 404 for another company's card type and changes nothing", async () => {
    const theirs = await createCardType(QT_ADMIN);
    await expectRefused(t, 'GET', `/cards/${theirs.id}`, 404, { as: PN_ADMIN });
    await expectRefused(t, 'PUT', `/cards/${theirs.id}`, 404, { as: PN_ADMIN, body: sampleCardTypeInput() });
    await expectRefused(t, 'DELETE', `/cards/${theirs.id}`, 404, { as: PN_ADMIN });
  });
});

describe('monthly pass prices', () => {
  it('creates, reads, updates, lists and exports, each mutation with its history row', async () => {
    const body = sampleSinglePriceInput(own.route, own.cardType);
    const created = await t.call('POST', '/route-subscription', { as: PN_ADMIN, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      scope: 'single',
      route_id: own.route,
      route_number: expect.any(String),
      card_type_code: 'CN',
      price: body.price,
      is_valid_price_vat: true,
      valid_to: body.valid_to,
      multiple_routes_name: null,
    });
    await expectHistory(t, 'subscription_price', created.body.id, 'create', adminUserId);
    expect((await t.call('GET', `/route-subscription/${created.body.id}`, { as: PN_SALE })).body).toEqual(
      created.body,
    );

    const updated = await t.call('PUT', `/route-subscription/${created.body.id}`, {
      as: PN_ADMIN,
      body: { ...body, price: 90_000, vat_included: false },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ price: 90_000, vat_included: false, valid_to: body.valid_to });
    await expectHistory(t, 'subscription_price', created.body.id, 'update', adminUserId);

    const listed = await t.call('GET', '/route-subscription', {
      as: PN_CONTROLLER,
      query: { scope: 'single', route_id: own.route, card_type_id: own.cardType, valid_on: body.valid_from },
    });
    expect(listed.body.items.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    const multi = await t.call('GET', '/route-subscription', {
      as: PN_ADMIN,
      query: { scope: 'multi', keyword: 'lien tuyen toan mang' },
    });
    expect(multi.body.total).toBe(HANOI_2024_PASS_PRICES.length);

    const file = await t.call('GET', '/route-subscription', {
      as: PN_ADMIN,
      query: { export: true, scope: 'multi' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.read(Readable.from(file.raw));
    expect(book.worksheets[0]!.rowCount - 1).toBe(multi.body.total);
  });

  it('refuses an end before the start, a missing route or name, a zero price: 400, nothing changed', async () => {
    const good = sampleSinglePriceInput(own.route, own.cardType);
    for (const body of [
      { ...good, valid_to: '1900-01-01' },
      { ...good, valid_from: '2026-02-30' },
      { ...good, route_id: null },
      { ...good, price: 0 },
      { ...good, price: 1000.5 },
      { ...sampleMultiPriceInput(own.cardType), multiple_routes_name: '  ' },
    ]) {
      const res = await expectRefused(t, 'POST', '/route-subscription', 400, { as: PN_ADMIN, body });
      if (body.valid_to === '1900-01-01')
        expect(res.body.message).toBe('Ngày hết hiệu lực phải từ ngày bắt đầu hiệu lực trở đi');
    }
  });

  it('refuses a price whose validity overlaps another of the same route and card type (409 naming it)', async () => {
    const type = await createCardType();
    const first = sampleSinglePriceInput(own.route2, type.id);
    expect((await t.call('POST', '/route-subscription', { as: PN_ADMIN, body: first })).status).toBe(201);
    const year = first.valid_from.slice(0, 4);
    const overlapping = { ...first, valid_from: `${year}-06-01`, valid_to: null };
    const res = await expectRefused(t, 'POST', '/route-subscription', 409, {
      as: PN_ADMIN,
      body: overlapping,
    });
    expect(res.body.message).toContain(`01/01/${year} – 31/12/${year}`);
    // The day after its end, another route or another card type: no overlap.
    const after = {
      ...first,
      valid_from: `${Number(year) + 1}-01-01`,
      valid_to: `${Number(year) + 1}-01-31`,
    };
    expect((await t.call('POST', '/route-subscription', { as: PN_ADMIN, body: after })).status).toBe(201);
    expect(
      (
        await t.call('POST', '/route-subscription', {
          as: PN_ADMIN,
          body: { ...first, route_id: own.route },
        })
      ).status,
    ).toBe(201);
    // An update into an overlap is refused too; the price itself is no overlap.
    const created = await t.call('POST', '/route-subscription', {
      as: PN_ADMIN,
      body: { ...first, valid_from: `${Number(year) + 2}-01-01`, valid_to: `${Number(year) + 2}-12-31` },
    });
    await expectRefused(t, 'PUT', `/route-subscription/${created.body.id}`, 409, {
      as: PN_ADMIN,
      body: { ...first, valid_from: `${year}-12-31` },
    });
    expect(
      (
        await t.call('PUT', `/route-subscription/${created.body.id}`, {
          as: PN_ADMIN,
          body: { ...first, valid_from: `${Number(year) + 2}-02-01`, valid_to: null },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an overlapping multi-route price of the same name (any case)', async () => {
    const res = await expectRefused(t, 'POST', '/route-subscription', 409, {
      as: PN_ADMIN,
      body: {
        scope: 'multi',
        multiple_routes_name: DEMO_ALL_ROUTES.toUpperCase(),
        card_type_id: own.cardType,
        price: 1,
        valid_from: '2025-01-01',
      },
    });
    expect(res.body.message).toContain(DEMO_ALL_ROUTES);
  });

  it("answers 404 for another company's route, routes, card type or price and changes nothing", async () => {
    await expectRefused(t, 'POST', '/route-subscription', 404, {
      as: PN_ADMIN,
      body: sampleSinglePriceInput(own.qtRoute, own.cardType),
    });
    await expectRefused(t, 'POST', '/route-subscription', 404, {
      as: PN_ADMIN,
      body: sampleSinglePriceInput(own.route, own.qtCardType),
    });
    await expectRefused(t, 'POST', '/route-subscription', 404, {
      as: PN_ADMIN,
      body: { ...sampleMultiPriceInput(own.cardType), route_ids: [own.route, own.qtRoute] },
    });
    const theirs = await t.call('POST', '/route-subscription', {
      as: QT_ADMIN,
      body: sampleSinglePriceInput(own.qtRoute, own.qtCardType),
    });
    expect(theirs.status).toBe(201);
    await expectRefused(t, 'GET', `/route-subscription/${theirs.body.id}`, 404, { as: PN_ADMIN });
    await expectRefused(t, 'PUT', `/route-subscription/${theirs.body.id}`, 404, {
      as: PN_ADMIN,
      body: sampleSinglePriceInput(own.route, own.cardType),
    });
    const mine = await t.call('POST', '/route-subscription', {
      as: PN_ADMIN,
      body: sampleSinglePriceInput(own.route, own.cardType),
    });
    expect(mine.status).toBe(201);
    for (const body of [
      sampleSinglePriceInput(own.qtRoute, own.cardType),
      sampleSinglePriceInput(own.route, own.qtCardType),
      { ...sampleMultiPriceInput(own.cardType), route_ids: [own.qtRoute] },
    ])
      await expectRefused(t, 'PUT', `/route-subscription/${mine.body.id}`, 404, { as: PN_ADMIN, body });
    const listed = await t.call('GET', '/route-subscription', {
      as: PN_ADMIN,
      query: { route_id: own.qtRoute },
    });
    expect(listed.body.total).toBe(0);
  });

  it('lets parallel overlapping creates through only once', async () => {
    const body = sampleSinglePriceInput(own.route2, own.cardType);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/route-subscription', { as: PN_ADMIN, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('counter lookups', () => {
  it("answers a route's prices valid today, one per card type, with the spec's parameters", async () => {
    const res = await t.call('GET', `/route-subscription/routes/${own.route}`, {
      as: PN_SALE,
      query: { page: 0, size: 100, is_valid_price_vat: true, source: 'web-admin' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byCode = Object.fromEntries(
      res.body.items.map((r: { card_type_code: string; price: number }) => [r.card_type_code, r.price]),
    );
    expect(byCode).toEqual(Object.fromEntries(HANOI_2024_PASS_PRICES.map((p) => [p.code, p.single])));
    const today = saigonToday();
    for (const item of res.body.items) {
      expect(item.valid_from <= today && (item.valid_to === null || item.valid_to >= today)).toBe(true);
    }
    const noVat = await t.call('GET', `/route-subscription/routes/${own.route}`, {
      as: PN_SALE,
      query: { page: 0, size: 100, is_valid_price_vat: false, source: 'web-admin' },
    });
    expect(noVat.body.items).toEqual([]);
  });

  it('answers a newer price once it starts, and leaves a disabled card type out', async () => {
    const today = saigonToday();
    const type = await createCardType(PN_ADMIN);
    for (const [price, from, to] of [
      [50_000, '2024-01-01', '2024-12-31'],
      [60_000, '2025-01-01', null],
    ] as const)
      expect(
        (
          await t.call('POST', '/route-subscription', {
            as: PN_ADMIN,
            body: {
              scope: 'single',
              route_id: own.route2,
              card_type_id: type.id,
              price,
              valid_from: from,
              valid_to: to,
            },
          })
        ).status,
      ).toBe(201);
    const lookup = () =>
      t.call('GET', `/route-subscription/routes/${own.route2}`, {
        as: PN_SALE,
        query: { page: 0, size: 100, source: 'web-admin' },
      });
    const mine = (await lookup()).body.items.find(
      (r: { card_type_id: number }) => r.card_type_id === type.id,
    );
    expect(today >= '2025-01-01' ? mine.price : mine?.price).toBe(today >= '2025-01-01' ? 60_000 : 50_000);
    await t.call('PUT', `/cards/${type.id}`, {
      as: PN_ADMIN,
      body: { code: type.code, name: type.name, enabled: false },
    });
    expect(
      (await lookup()).body.items.some((r: { card_type_id: number }) => r.card_type_id === type.id),
    ).toBe(false);
  });

  it('answers the multi-route prices of a name valid today (org_id, is_valid_price_vat, source)', async () => {
    const res = await t.call('GET', '/route-subscription/routes/multiple/name', {
      as: PN_CONTROLLER,
      query: {
        multiple_routes_name: DEMO_ALL_ROUTES,
        org_id: ids.pn,
        is_valid_price_vat: true,
        source: 'web-admin',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((r: { price: number }) => r.price).sort()).toEqual(
      HANOI_2024_PASS_PRICES.map((p) => p.multi).sort(),
    );
    expect(res.body.total).toBe(HANOI_2024_PASS_PRICES.length);
  });

  it("answers 404 for another company's route or org_id", async () => {
    await expectRefused(t, 'GET', `/route-subscription/routes/${own.qtRoute}`, 404, {
      as: PN_SALE,
      query: { page: 0, size: 100, is_valid_price_vat: true, source: 'web-admin' },
    });
    await expectRefused(t, 'GET', '/route-subscription/routes/multiple/name', 404, {
      as: PN_SALE,
      query: { multiple_routes_name: DEMO_ALL_ROUTES, org_id: ids.qt, source: 'web-admin' },
    });
  });
});
