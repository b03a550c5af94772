// Palette actions of a route's tickets, auto price and schedules, from any screen: choose the route (the
// palette searches the company's routes), then /route/list opens with the route's detail on that tab.
import type { Command, StepItem } from '../../commands/types';
import { api } from '../../lib/api';
import { data } from '../../lib/call';
import {
  ROUTE_DETAIL_MODAL,
  ROUTE_DETAIL_TABS,
  type RouteDetailTabId,
} from './route-detail/route-detail-tabs';
import type { Route } from './routes.resource';

async function routeItems(): Promise<StepItem[]> {
  const page = await data(
    api.call('listRoutes', { params: { query: { page: 0, size: 200, sort: 'number' } } }),
  );
  return page.items.map((r) => ({
    value: String(r.id),
    label: `${r.number} · ${r.name}`,
    keywords: [r.number],
    data: r,
  }));
}

/** The host keeps its tab itself: select ours by its key once the drawer is there (keys 1-4, route-detail-tabs). */
function selectTab(tab: RouteDetailTabId, tries = 40) {
  const key = ROUTE_DETAIL_TABS.find((t) => t.id === tab)!.key;
  const host = document.querySelector<HTMLElement>('[data-testid="route-detail"]');
  if (host) host.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  else if (tries > 0) setTimeout(() => selectTab(tab, tries - 1), 50);
}

function tabCommand(tab: RouteDetailTabId, verb: string, title: string, keywords: string[]): Command {
  return {
    id: `routes.${verb}`,
    title,
    keywords,
    group: 'actions',
    icon: 'route',
    operationId:
      tab === 'tickets'
        ? 'listRouteTickets'
        : tab === 'auto-price'
          ? 'listRouteAutoPrices'
          : 'listRouteSchedules',
    steps: [{ id: 'route', title: 'Chọn tuyến...', items: () => routeItems() }],
    run: (ctx, answers) => {
      const route = answers.route?.data as Route | undefined;
      if (!route) return;
      if (ctx.pathname !== '/route/list') ctx.navigate('/route/list');
      ctx.openModal(ROUTE_DETAIL_MODAL, route);
      selectTab(tab);
    },
  };
}

export const routeFaresCommands: Command[] = [
  tabCommand('tickets', 'tickets', 'Vé của tuyến…', ['ve', 'gia ve', 'tickets']),
  tabCommand('auto-price', 'auto-price', 'Giá tự động của tuyến…', ['gia tu dong', 'auto price', 'bang gia']),
  tabCommand('schedules', 'schedules', 'Lịch chạy của tuyến…', [
    'lich chay',
    'gio xuat ben',
    'gian cach',
    'schedules',
  ]),
];
