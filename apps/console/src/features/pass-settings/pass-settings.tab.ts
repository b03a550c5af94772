// The open tab of /monthly-ticket/setting (keys 1, 2, 3 on the screen; commands switch it too).
import { proxy } from 'valtio';

export type SettingTab = 'types' | 'prices' | 'table';
export const settingTab = proxy<{ tab: SettingTab }>({
  tab: 'types',
});
