// /setting-bill (spec §2: role 1, super company only — the domain MENU decides) and its save command.
import { defineScreen } from '../../commands/screens';
import type { Command } from '../../commands/types';

export const BILL_SETTING_PATH = '/setting-bill';
export const SAVE_SHORTCUT = '$mod+KeyS';

export const billSettingCommands: Command[] = [
  defineScreen({
    path: BILL_SETTING_PATH,
    title: 'Cấu hình hoá đơn',
    shortcut: 'g b',
    icon: 'document',
    keywords: ['cau hinh hoa don', 'hoa don dien tu', 'invoice', 'bill', 'setting'],
    load: () => import('./bill-settings.screen'),
    // a form screen: the record it loads
    listOperationId: 'getBillSetting',
  }),
  {
    id: 'bill-settings.save',
    title: 'Lưu cấu hình hoá đơn',
    keywords: ['luu', 'save', 'hoa don'],
    group: 'actions',
    icon: 'floppy-disk',
    operationId: 'saveBillSetting',
    screenPath: BILL_SETTING_PATH,
    // saves the form being edited on the screen: from elsewhere there is nothing to save
    staysOnScreen: true,
    shortcut: SAVE_SHORTCUT,
    // The store comes with the screen's chunk.
    run: async () => void (await (await import('./bill-settings.store')).billSettings.save()),
  },
];
