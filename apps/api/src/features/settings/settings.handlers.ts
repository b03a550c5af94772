// Invoice configuration of the caller's current company (spec §2 /setting-bill: super company only).

import type { components } from '@busops/sdk/schema';
import { eq } from 'drizzle-orm';
import { recordHistory } from '../../access/history.ts';
import { targetCompanyId } from '../../access/tenancy.ts';
import { billSettings } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { defineHandlers } from '../../http/operation.ts';
import { billSecretBox } from './secret-box.ts';

type BillSettingView = components['schemas']['BillSetting'];
type BillSettingRow = typeof billSettings.$inferSelect;

const EMPTY: BillSettingView = {
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
};

/** email_cc is kept as a JSON array in a text column. */
function parseEmails(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return stored
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
  }
}

function view(row: BillSettingRow | undefined): BillSettingView {
  if (!row) return EMPTY;
  return {
    provider: row.provider as BillSettingView['provider'],
    tax_code: row.taxCode,
    company_name: row.companyName,
    address: row.address,
    template_code: row.templateCode,
    invoice_series: row.invoiceSeries,
    username: row.username,
    has_password: row.passwordEnc !== null,
    auto_issue: row.autoIssue,
    email_cc: parseEmails(row.emailCc),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const settingHandlers = defineHandlers({
  async getBillSetting({ principal, db }) {
    const companyId = targetCompanyId(principal, null);
    const [row] = await db.select().from(billSettings).where(eq(billSettings.companyId, companyId));
    return view(row);
  },

  async saveBillSetting({ body, principal, db, services }) {
    const companyId = targetCompanyId(principal, null);
    const box = body.password !== undefined ? await billSecretBox(services) : null;
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(billSettings)
        .where(eq(billSettings.companyId, companyId))
        .for('update');
      const passwordEnc =
        box && body.password !== undefined ? box.seal(body.password) : (current?.passwordEnc ?? null);
      if (body.provider !== 'none' && passwordEnc === null) {
        const message = 'Vui lòng nhập mật khẩu tài khoản nhà cung cấp hoá đơn';
        throw badRequest(message, [{ field: 'password', message }]);
      }
      const values = {
        provider: body.provider,
        taxCode: body.tax_code ?? null,
        companyName: body.company_name ?? null,
        address: body.address ?? null,
        templateCode: body.template_code ?? null,
        invoiceSeries: body.invoice_series ?? null,
        username: body.username ?? null,
        passwordEnc,
        autoIssue: body.auto_issue,
        emailCc: JSON.stringify(body.email_cc ?? []),
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(billSettings)
        .values({ companyId, ...values })
        .onConflictDoUpdate({ target: billSettings.companyId, set: values })
        .returning();
      const after = view(row);
      await recordHistory(tx, principal, {
        entity: 'bill_setting',
        entityId: companyId,
        action: current ? 'update' : 'create',
        companyId,
        before: current ? { ...view(current), password_changed: false } : null,
        after: { ...after, password_changed: body.password !== undefined },
      });
      return after;
    });
  },
});
