// /company (spec §2: role 1, super company only — the domain MENU decides) and its actions; every action's
// visibility comes from its operationId. Also the palette's company record search.

import type { RecordItem, RecordSearcher } from '../../commands/record-search';
import { defineScreen } from '../../commands/screens';
import type { Command, CommandContext } from '../../commands/types';
import { enterList } from '../../components/list-screen/list-url';
import { recordLink } from '../../components/list-screen/use-record-link';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import type { Company } from './companies.store';

export const COMPANY_PATH = '/company';
export const COMPANY_ENTITY = 'company';
export const COMPANY_FORM_MODAL = 'company-form';
export const COMPANY_ADMIN_MODAL = 'company-admin';
export const COMPANY_DELETE_MODAL = 'company-delete';
export const COMPANY_REMOVE_ADMIN_MODAL = 'company-remove-admin';

const selected = (ctx: CommandContext) => ctx.selection.rows as Company[];
const one = (ctx: CommandContext) => selected(ctx).length === 1;

export const companyCommands: Command[] = [
  defineScreen({
    path: COMPANY_PATH,
    title: 'Quản lý công ty',
    shortcut: 'g c',
    icon: 'office',
    keywords: ['cong ty', 'company', 'doanh nghiep', 'nha xe'],
    load: () => import('./companies.screen'),
    enter: (url) =>
      void import('./companies.store').then((m) => enterList(m.companiesList, url.searchParams)),
  }),
  {
    id: 'companies.create',
    title: 'Thêm công ty',
    keywords: ['them', 'tao', 'cong ty', 'new company'],
    group: 'actions',
    icon: 'add',
    operationId: 'createCompany',
    screenPath: COMPANY_PATH,
    shortcut: 'n',
    placements: ['toolbar'],
    run: (ctx) => ctx.openModal(COMPANY_FORM_MODAL),
  },
  {
    id: 'companies.edit',
    title: (ctx) => `Sửa công ty ${selected(ctx)[0]?.name ?? ''}`.trim(),
    keywords: ['sua', 'cap nhat', 'edit'],
    group: 'actions',
    icon: 'edit',
    operationId: 'updateCompany',
    selection: COMPANY_ENTITY,
    when: one,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(COMPANY_FORM_MODAL, selected(ctx)[0]),
  },
  {
    id: 'companies.assign-admin',
    title: 'Gán quản trị viên',
    keywords: ['quan tri vien', 'admin', 'gan'],
    group: 'actions',
    icon: 'user',
    operationId: 'assignCompanyAdmin',
    selection: COMPANY_ENTITY,
    when: one,
    placements: ['toolbar', 'row-menu'],
    run: (ctx) => ctx.openModal(COMPANY_ADMIN_MODAL, selected(ctx)[0]),
  },
  {
    // The way out of 'Không thể xoá công ty còn nhân viên' when the last employee is the admin: the admin
    // stays an employee, the company no longer names them (updateCompany with admin_id null).
    id: 'companies.remove-admin',
    title: (ctx) => `Bỏ quản trị viên ${selected(ctx)[0]?.admin_name ?? ''}`.trim(),
    keywords: ['bo', 'go', 'quan tri vien', 'admin', 'remove'],
    group: 'actions',
    icon: 'blocked-person',
    operationId: 'updateCompany',
    selection: COMPANY_ENTITY,
    when: (ctx) => one(ctx) && selected(ctx)[0]!.admin_id !== null,
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(COMPANY_REMOVE_ADMIN_MODAL, selected(ctx)[0]),
  },
  {
    id: 'companies.delete',
    title: (ctx) => `Xoá ${selected(ctx).length} công ty`,
    keywords: ['xoa', 'delete'],
    group: 'actions',
    icon: 'trash',
    operationId: 'deleteCompany',
    selection: COMPANY_ENTITY,
    // The super company is never deleted (deleteCompany answers 409).
    when: (ctx) => selected(ctx).every((c) => !c.is_super),
    placements: ['row-menu'],
    run: (ctx) => ctx.openModal(COMPANY_DELETE_MODAL, selected(ctx)),
  },
];

export const COMPANY_SEARCHER = 'companies';

/** One company as a record: a palette hit, and a recent record on /menu once opened. */
export function companyRecord(c: Company): RecordItem {
  return {
    id: String(c.id),
    title: c.name,
    subtitle: [c.code, c.tax_code].filter(Boolean).join(' · '),
    path: recordLink(COMPANY_PATH, c.id),
  };
}

export const companySearchers: RecordSearcher[] = [
  {
    id: COMPANY_SEARCHER,
    group: 'Công ty',
    operationId: 'listCompanies',
    async search(keyword, signal) {
      const page = await data(
        api.GET('/companies', {
          params: { query: { keyword, page: 0, size: 8, with_total: false } },
          signal,
        }),
      );
      return page.items.map(companyRecord);
    },
  },
];
