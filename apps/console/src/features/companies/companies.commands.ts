// /company (spec §2: role 1, super company only — the domain MENU decides) and its actions; every action's
// visibility comes from its operationId. Also the palette's company record search.
import type { RecordSearcher } from '../../commands/record-search';
import { defineScreen } from '../../commands/screens';
import type { Command, CommandContext } from '../../commands/types';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import type { Company } from './companies.store';

export const COMPANY_PATH = '/company';
export const COMPANY_ENTITY = 'company';
export const COMPANY_FORM_MODAL = 'company-form';
export const COMPANY_ADMIN_MODAL = 'company-admin';
export const COMPANY_DELETE_MODAL = 'company-delete';

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
    enter: () => void import('./companies.store').then((m) => m.companiesList.loadFresh()),
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

export const companySearchers: RecordSearcher[] = [
  {
    id: 'companies',
    group: 'Công ty',
    operationId: 'listCompanies',
    async search(keyword, signal) {
      const page = await data(
        api.GET('/companies', {
          params: { query: { keyword, page: 0, size: 8, with_total: false } },
          signal,
        }),
      );
      return page.items.map((c) => ({
        id: String(c.id),
        title: c.name,
        subtitle: [c.code, c.tax_code].filter(Boolean).join(' · '),
        path: `${COMPANY_PATH}?id=${c.id}`,
      }));
    },
  },
];
