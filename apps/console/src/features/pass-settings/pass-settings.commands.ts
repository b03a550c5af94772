// /monthly-ticket/setting (Thiết lập vé tháng: who sees it comes from the domain MENU) and its actions, each
// visible by its operationId (x-roles): card types (n adds, Enter edits, the row menu deletes), prices (p
// adds, Enter edits), the price table (b); export is the list's own 'Xuất file' (e) on the open tab. The
// palette's card type record search opens a type's edit form.

import type { Command, CommandContext } from '../../commands/types';
import { oneRow, resourceCommands } from '../../kit/resource-commands';
import { resourceSearcher } from '../../kit/resource-search';
import { api } from '../../lib/api';
import {
  cardTypeRecord,
  cardTypeResource,
  type Price,
  priceResource,
  priceTarget,
  SETTING_PATH,
} from './pass-settings.resource';
import { type SettingTab, settingTab } from './pass-settings.tab';

const show = (tab: SettingTab) => {
  settingTab.tab = tab;
};

const priceRows = (ctx: CommandContext) => ctx.selection.rows as Price[];

export const passSettingCommands: Command[] = [
  ...resourceCommands(cardTypeResource, {
    screen: {
      icon: 'credit-card',
      keywords: [
        'thiet lap ve thang',
        've thang',
        'loai the',
        'gia ve thang',
        'bang gia',
        'monthly',
        'setting',
      ],
      load: () => import('./pass-settings.screen'),
      list: () => import('./pass-settings.store').then((m) => m.cardTypes.list),
    },
    create: {
      operationId: 'createCardType',
      keywords: ['them', 'tao', 'loai the', 'hang gia', 'new', 'card type'],
    },
    edit: { operationId: 'updateCardType' },
    remove: { operationId: 'deleteCardType' },
  }),
  {
    id: `${priceResource.area}.create`,
    title: 'Thêm giá vé tháng',
    keywords: ['them', 'gia', 've thang', 'mot tuyen', 'lien tuyen', 'bang gia', 'price'],
    group: 'actions',
    icon: 'dollar',
    operationId: 'createSubscriptionPrice',
    shortcut: 'p',
    placements: ['toolbar'],
    screenPath: SETTING_PATH,
    run: (ctx) => {
      show('prices');
      ctx.openModal(priceResource.modals.form);
    },
  },
  {
    id: `${priceResource.area}.edit`,
    title: (ctx) => {
      const row = priceRows(ctx)[0];
      return row ? `Sửa giá vé tháng ${priceTarget(row)} · ${row.card_type_code}` : 'Sửa giá vé tháng';
    },
    keywords: ['sua', 'gia', 've thang', 'edit'],
    group: 'actions',
    icon: 'edit',
    operationId: 'updateSubscriptionPrice',
    placements: ['row-menu'],
    screenPath: SETTING_PATH,
    selection: priceResource.entity,
    when: oneRow,
    run: (ctx) => ctx.openModal(priceResource.modals.form, priceRows(ctx)[0]),
  },
  {
    id: 'passSettings.price-table',
    title: 'Xem bảng giá vé tháng',
    keywords: ['bang gia', 'so sanh', 'gia ve thang', 'mot tuyen', 'lien tuyen', 'price table'],
    group: 'actions',
    icon: 'th',
    operationId: 'listSubscriptionPrices',
    shortcut: 'b',
    placements: ['toolbar'],
    screenPath: SETTING_PATH,
    run: () => show('table'),
  },
];

export const passSettingSearchers = [
  resourceSearcher(cardTypeResource, api, { group: 'Loại thẻ', record: cardTypeRecord }),
];
