// /company (spec §2: role 1, super company only — the domain MENU decides) and its actions; every action's
// visibility comes from its operationId. Also the palette's company record search.
import type { Command, CommandContext } from '../../commands/types';
import { resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import { type Company, companyRecord, companyResource } from './companies.resource';

export const COMPANY_ADMIN_MODAL = 'company-admin';
export const COMPANY_REMOVE_ADMIN_MODAL = 'company-remove-admin';

const selected = (ctx: CommandContext) => ctx.selection.rows as Company[];
const one = (ctx: CommandContext) => selected(ctx).length === 1;

export const companyCommands: Command[] = resourceCommands(companyResource, {
  screen: {
    shortcut: 'g c',
    icon: 'office',
    keywords: ['cong ty', 'company', 'doanh nghiep', 'nha xe'],
    load: () => import('./companies.screen'),
    list: () => import('./companies.store').then((m) => m.companies.list),
  },
  create: { operationId: 'createCompany', keywords: ['them', 'tao', 'cong ty', 'new company'] },
  edit: { operationId: 'updateCompany' },
  actions: [
    {
      verb: 'assign-admin',
      title: 'Gán quản trị viên',
      keywords: ['quan tri vien', 'admin', 'gan'],
      icon: 'user',
      operationId: 'assignCompanyAdmin',
      selection: true,
      when: one,
      placements: ['toolbar', 'row-menu'],
      run: (ctx, rows) => ctx.openModal(COMPANY_ADMIN_MODAL, rows[0]),
    },
    {
      // The way out of 'Không thể xoá công ty còn nhân viên' when the last employee is the admin: the admin
      // stays an employee, the company no longer names them (updateCompany with admin_id null).
      verb: 'remove-admin',
      title: (ctx) => `Bỏ quản trị viên ${selected(ctx)[0]?.admin_name ?? ''}`.trim(),
      keywords: ['bo', 'go', 'quan tri vien', 'admin', 'remove'],
      icon: 'blocked-person',
      operationId: 'updateCompany',
      selection: true,
      when: (ctx) => one(ctx) && selected(ctx)[0]!.admin_id !== null,
      placements: ['row-menu'],
      run: (ctx, rows) => ctx.openModal(COMPANY_REMOVE_ADMIN_MODAL, rows[0]),
    },
  ],
  // The super company is never deleted (deleteCompany answers 409).
  remove: { operationId: 'deleteCompany', when: (ctx) => selected(ctx).every((c) => !c.is_super) },
});

export const companySearchers = [
  resourceSearcher(companyResource, api, { group: 'Công ty', record: companyRecord }),
];
