import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSettings, companies, history, users } from '../../src/db/schema/index.ts';
import { billSecretBox, secretBox } from '../../src/features/settings/secret-box.ts';
import {
  expectHistory,
  expectRefused,
  PN_ADMIN,
  PN_ROLE1,
  SUPER,
  SUPER_ROLE2,
} from '../companies/helpers.ts';
import { createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
let superId: number;
let superUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services.database;
  const [c] = await db.select().from(companies).where(eq(companies.isSuper, true));
  superId = c!.id;
  const [u] = await db.select().from(users).where(eq(users.phoneNumber, '+84900000001'));
  superUserId = u!.id;
}, 180_000);
afterAll(() => t.close());

const viettel = {
  provider: 'viettel',
  tax_code: '0300481239',
  company_name: 'Tổng Công ty Vận tải Hành khách Sài Gòn',
  address: '68 Nguyễn Huệ, Quận 1',
  template_code: '1/001',
  invoice_series: 'C24TAA',
  username: 'sgt-invoice',
  auto_issue: true,
  email_cc: ['ketoan@vantaisaigon.vn'],
};

describe('secretBox', () => {
  it('round-trips, uses a fresh IV and rejects tampering or another key', () => {
    const box = secretBox('one-secret', 'purpose');
    const a = box.seal('Mật khẩu 123');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toContain('123');
    expect(box.open(a)).toBe('Mật khẩu 123');
    expect(box.seal('Mật khẩu 123')).not.toBe(a);
    const tampered = `${a.slice(0, -2)}${a.endsWith('A') ? 'B' : 'A'}${a.slice(-1)}`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox('other-secret', 'purpose').open(a)).toThrow();
    expect(() => secretBox('one-secret', 'other-purpose').open(a)).toThrow();
  });
});

describe('bill settings', () => {
  it('answers the empty configuration before the first save', async () => {
    const res = await t.call('GET', '/setting-bill', { as: SUPER });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'none',
      tax_code: null,
      company_name: null,
      address: null,
      template_code: null,
      invoice_series: null,
      username: null,
      has_password: false,
      auto_issue: false,
      email_cc: [],
      updated_at: null,
    });
  });

  it('requires the password on the first save with a provider', async () => {
    const res = await expectRefused(t, 'PUT', '/setting-bill', 400, { as: SUPER, body: viettel });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['password']);
  });

  it('saves with the password encrypted, never answers it, and keeps it when absent', async () => {
    const res = await t.call('PUT', '/setting-bill', {
      as: SUPER,
      body: { ...viettel, password: 'S3cret-Pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...viettel, has_password: true, updated_at: expect.any(String) });
    expect(res.body).not.toHaveProperty('password');

    const [row] = await t.services.database.db
      .select()
      .from(billSettings)
      .where(eq(billSettings.companyId, superId));
    expect(row!.passwordEnc).toMatch(/^v1\./);
    expect(row!.passwordEnc).not.toContain('S3cret');
    const box = await billSecretBox(t.services);
    expect(box.open(row!.passwordEnc!)).toBe('S3cret-Pass');
    const h = await expectHistory(t, 'bill_setting', superId, 'create', superUserId);
    expect(h.companyId).toBe(superId);
    const all = await t.services.database.db.select().from(history).where(eq(history.entity, 'bill_setting'));
    expect(JSON.stringify(all)).not.toContain('S3cret');
    expect(JSON.stringify(all)).not.toContain(row!.passwordEnc!);

    const got = await t.call('GET', '/setting-bill', { as: SUPER });
    expect(got.body).toEqual(res.body);

    const again = await t.call('PUT', '/setting-bill', {
      as: SUPER,
      body: { ...viettel, username: 'khac', email_cc: undefined },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ username: 'khac', has_password: true, email_cc: [] });
    const [kept] = await t.services.database.db
      .select()
      .from(billSettings)
      .where(eq(billSettings.companyId, superId));
    expect(box.open(kept!.passwordEnc!)).toBe('S3cret-Pass');
    await expectHistory(t, 'bill_setting', superId, 'update', superUserId);

    const changed = await t.call('PUT', '/setting-bill', {
      as: SUPER,
      body: { ...viettel, password: 'Moi-Pass' },
    });
    expect(changed.status).toBe(200);
    const [rotated] = await t.services.database.db
      .select()
      .from(billSettings)
      .where(eq(billSettings.companyId, superId));
    expect(box.open(rotated!.passwordEnc!)).toBe('Moi-Pass');

    const none = await t.call('PUT', '/setting-bill', {
      as: SUPER,
      body: { provider: 'none', auto_issue: false },
    });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({
      provider: 'none',
      tax_code: null,
      username: null,
      has_password: true,
      auto_issue: false,
    });
  });

  it('refuses incomplete or invalid configurations', async () => {
    const { username: _u, ...withoutUsername } = viettel;
    for (const body of [
      {},
      { provider: 'viettel' },
      { provider: 'none' },
      { auto_issue: true },
      { ...viettel, provider: 'bkav' },
      withoutUsername,
      { ...viettel, tax_code: null },
      { ...viettel, tax_code: '123' },
      { ...viettel, auto_issue: 'yes' },
      { ...viettel, email_cc: ['not-an-email'] },
      { ...viettel, email_cc: ['a@b.vn', 'a@b.vn'] },
      { ...viettel, email_cc: ['a@b.vn', 'b@b.vn', 'c@b.vn', 'd@b.vn', 'e@b.vn', 'f@b.vn'] },
      { ...viettel, password: '' },
      { ...viettel, has_password: true },
      null,
    ]) {
      const res = await expectRefused(t, 'PUT', '/setting-bill', 400, { as: SUPER, body });
      expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    }
  });

  it('is for the super company admin only', async () => {
    for (const phone of [PN_ROLE1, PN_ADMIN, SUPER_ROLE2]) {
      await expectRefused(t, 'GET', '/setting-bill', 403, { as: phone });
      await expectRefused(t, 'PUT', '/setting-bill', 403, { as: phone, body: { ...viettel, password: 'x' } });
    }
    await expectRefused(t, 'GET', '/setting-bill', 401);
  });
});
