// /monthly-ticket/setting: Thiết lập vé tháng. Three tabs (keys 1, 2, 3): the card types (price
// categories: the kit's list with paging, export, create/edit/delete), the prices of one route and of
// several routes (scope filter; create with p, edit with Enter), and the price table that puts the
// categories side by side, one route against each multi-route name. `?id=12` (a palette record) opens
// that card type's edit form on the first tab.
import { Tab, Tabs } from '@blueprintjs/core';
import { PASS_SCOPE_LABELS, PASS_SCOPES } from '@busops/domain';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Command } from '../../commands/types';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../kit/resource-screen';
import { toastError } from '../../lib/toasts';
import { cardTypeColumns, priceColumns } from './pass-settings.columns';
import { cardTypeRecord, cardTypeResource, priceResource } from './pass-settings.resource';
import { cardTypes, loadOptions, prices } from './pass-settings.store';
import { type SettingTab, settingTab } from './pass-settings.tab';
import { PassSettingsDialogs } from './pass-settings-dialogs';
import { PriceTablePanel } from './price-table-panel';
import './pass-settings.css';

const cardTypeCriteria: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên loại thẻ' },
  {
    name: 'enabled',
    label: 'Trạng thái',
    type: 'select',
    options: [
      { value: '', label: 'Tất cả' },
      { value: 'true', label: 'Đang bán' },
      { value: 'false', label: 'Ngừng bán' },
    ],
  },
];

const priceCriteria: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Tuyến, liên tuyến, loại thẻ' },
  {
    name: 'scope',
    label: 'Phạm vi',
    type: 'select',
    options: [
      { value: '', label: 'Tất cả' },
      ...PASS_SCOPES.map((s) => ({ value: s, label: PASS_SCOPE_LABELS[s] })),
    ],
  },
  { name: 'valid_on', label: 'Hiệu lực ngày', type: 'date' },
];

const TAB_KEYS: Record<string, SettingTab> = { '1': 'types', '2': 'prices', '3': 'table' };
const ofArea = (area: string) => (command: Command) => command.id.startsWith(`${area}.`);
const notTypes = (command: Command) => !ofArea(cardTypeResource.area)(command);
const notPrices = (command: Command) => !ofArea(priceResource.area)(command);

function tabTitle(title: string, key: string) {
  return (
    <span>
      {title} <kbd>{key}</kbd>
    </span>
  );
}

export default function PassSettingsScreen() {
  const { tab } = useSnapshot(settingTab);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('id')) settingTab.tab = 'types';
    loadOptions().catch(toastError);
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (target?.closest('.bp6-overlay')) return;
      const next = TAB_KEYS[event.key];
      if (next) settingTab.tab = next;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="pass-settings-screen">
      <Tabs
        id="pass-settings-tabs"
        selectedTabId={tab}
        onChange={(id) => {
          settingTab.tab = id as SettingTab;
        }}
        renderActiveTabPanelOnly
      >
        <Tab
          id="types"
          title={tabTitle('Loại thẻ', '1')}
          panel={
            <ResourceListScreen
              store={cardTypes}
              columns={cardTypeColumns}
              criteriaFields={cardTypeCriteria}
              record={cardTypeRecord}
              toolbarFilter={notPrices}
              exportable
            />
          }
        />
        <Tab
          id="prices"
          title={tabTitle('Giá một tuyến / liên tuyến', '2')}
          panel={
            <ResourceListScreen
              store={prices}
              columns={priceColumns}
              criteriaFields={priceCriteria}
              toolbarFilter={notTypes}
              exportable
            />
          }
        />
        <Tab id="table" title={tabTitle('Bảng giá so sánh', '3')} panel={<PriceTablePanel />} />
      </Tabs>
      <PassSettingsDialogs />
    </div>
  );
}
