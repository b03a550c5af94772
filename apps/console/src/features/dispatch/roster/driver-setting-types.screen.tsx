// /routes/driver-setting: Thiết lập lái xe. Two tabs (keys 1 and 2): the crews of a route with the day's
// fill from the roster, and the roster types (the kit's list with paging, export, create/edit/delete
// dialogs). `?id=12` (a palette record) opens that roster type's edit form on the types tab.
import { Tab, Tabs } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { CriteriaField } from '../../../components/list-screen/criteria-bar';
import { ResourceListScreen } from '../../../kit/resource-screen';
import { CrewDeleteAlert } from './crew-delete-alert';
import { CrewDialog } from './crew-dialog';
import { CrewsTab } from './crews-tab';
import { DriverSettingTypeDialogs } from './driver-setting-type-dialogs';
import { driverSettingTypeColumns } from './driver-setting-types.columns';
import { driverSettingTypeRecord } from './driver-setting-types.resource';
import { driverSettingTypes } from './driver-setting-types.store';
import { RosterFillDialog } from './roster-fill-dialog';
import { isCrewCommand } from './roster-modals';
import './roster.css';

const criteriaFields: CriteriaField[] = [{ name: 'keyword', label: 'Từ khoá', placeholder: 'Tên loại' }];

type TabId = 'crews' | 'types';

export default function RosterScreen() {
  const [tab, setTab] = useState<TabId>(() =>
    new URLSearchParams(window.location.search).has('id') ? 'types' : 'crews',
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === '1') setTab('crews');
      else if (event.key === '2') setTab('types');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="roster-screen">
      <Tabs
        id="roster-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as TabId)}
        renderActiveTabPanelOnly
      >
        <Tab
          id="crews"
          title={
            <span>
              Tổ lái <kbd>1</kbd>
            </span>
          }
          panel={<CrewsTab />}
        />
        <Tab
          id="types"
          title={
            <span>
              Loại thiết lập <kbd>2</kbd>
            </span>
          }
          panel={
            <ResourceListScreen
              store={driverSettingTypes}
              columns={driverSettingTypeColumns}
              criteriaFields={criteriaFields}
              record={driverSettingTypeRecord}
              toolbarFilter={(command) => !isCrewCommand(command)}
              exportable
            />
          }
        />
      </Tabs>
      <DriverSettingTypeDialogs />
      <CrewDialog />
      <CrewDeleteAlert />
      <RosterFillDialog />
    </div>
  );
}
