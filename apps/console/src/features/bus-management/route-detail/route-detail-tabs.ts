// The tabs of a route's detail, in order: their ids, titles and the digit key that selects each one (shown
// on the tab). One list so the host, its keyboard handler and the tests agree.
export const ROUTE_DETAIL_TABS = [
  { id: 'lines', title: 'Lộ trình', key: '1' },
  { id: 'tickets', title: 'Vé', key: '2' },
  { id: 'auto-price', title: 'Giá tự động', key: '3' },
  { id: 'schedules', title: 'Lịch chạy', key: '4' },
] as const;

export type RouteDetailTabId = (typeof ROUTE_DETAIL_TABS)[number]['id'];

/** The modal name the detail is opened under (data: the route row). */
export const ROUTE_DETAIL_MODAL = 'route-detail';

/** The tab a key selects: '1'..'4' directly, '[' and ']' the previous and next one (wrapping). */
export function tabForKey(current: RouteDetailTabId, key: string): RouteDetailTabId | null {
  const direct = ROUTE_DETAIL_TABS.find((tab) => tab.key === key);
  if (direct) return direct.id;
  if (key !== '[' && key !== ']') return null;
  const index = ROUTE_DETAIL_TABS.findIndex((tab) => tab.id === current);
  const step = key === ']' ? 1 : -1;
  const next = (index + step + ROUTE_DETAIL_TABS.length) % ROUTE_DETAIL_TABS.length;
  return ROUTE_DETAIL_TABS[next]!.id;
}
