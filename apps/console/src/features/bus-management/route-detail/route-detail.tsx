// The detail of one route, a Drawer over /route/list (Enter on a row, or 'Mở tuyến …' from the palette):
// its tabs 'Lộ trình' (lines and ordered stops), 'Vé', 'Giá tự động' and 'Lịch chạy'. Keys 1-4 choose a
// tab, '[' and ']' step through them (not while typing in a field). Each tab receives the route
// (RouteTabProps) and loads its own data, so a tab is replaced without touching this host.
import { DrawerSize, Tab, Tabs } from '@blueprintjs/core';
import { type KeyboardEvent, useState } from 'react';
import { Drawer } from '../../../components/overlay/overlays';
import './route-detail.css';
import { closeModal, useModal } from '../../../lib/modals';
import type { Route } from '../routes.resource';
import { RouteAutoPriceTab } from './auto-price-tab';
import { RouteLinesTab } from './lines-tab';
import { ROUTE_DETAIL_MODAL, ROUTE_DETAIL_TABS, type RouteDetailTabId, tabForKey } from './route-detail-tabs';
import { RouteSchedulesTab } from './schedules-tab';
import { RouteTicketsTab } from './tickets-tab';

const TAB_PANELS: Record<RouteDetailTabId, (props: { route: Route }) => React.JSX.Element> = {
  lines: RouteLinesTab,
  tickets: RouteTicketsTab,
  'auto-price': RouteAutoPriceTab,
  schedules: RouteSchedulesTab,
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function RouteDetail() {
  const [isOpen, route] = useModal<Route>(ROUTE_DETAIL_MODAL);
  const [tab, setTab] = useState<RouteDetailTabId>('lines');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const next = tabForKey(tab, event.key);
    if (!next) return;
    event.preventDefault();
    setTab(next);
  };
  return (
    <Drawer
      isOpen={isOpen}
      onClose={() => closeModal(ROUTE_DETAIL_MODAL)}
      size={DrawerSize.LARGE}
      title={route ? `Tuyến ${route.number} · ${route.name}` : 'Tuyến'}
      icon="route"
    >
      {route && (
        // biome-ignore lint/a11y/noStaticElementInteractions: the keys 1-4, [ and ] switch tabs anywhere in the drawer
        <div className="route-detail" onKeyDown={onKeyDown} data-testid="route-detail">
          <Tabs
            id="route-detail-tabs"
            selectedTabId={tab}
            onChange={(id) => setTab(id as RouteDetailTabId)}
            large
          >
            {ROUTE_DETAIL_TABS.map(({ id, title, key }) => {
              const Panel = TAB_PANELS[id];
              return (
                <Tab
                  key={id}
                  id={id}
                  title={
                    <span>
                      {title} <kbd className="route-detail-key">{key}</kbd>
                    </span>
                  }
                  panel={<Panel route={route} />}
                />
              );
            })}
          </Tabs>
        </div>
      )}
    </Drawer>
  );
}
