// /report/revenue-date, /revenue-route, /revenue-detail, /yield-and-revenue, /staff-statistics, /trip-statistics, /trips-no-revenue, /top-up-history,
// /ticket-purchase-history, /report-ticket-history (super company only), /driver-statistics, /trip-set-ticket (roles 1, 2, 9, any company:
// the domain MENU) and the palette's report records ("doanh thu tuyen 19 thang 10"). Only what the
// startup needs is here (path, operation, words, icon): the declarations (kit defineReport), the screens
// and the palette's parsing load when used, to keep the first screens' JS budget.
import type { RecordSearcher } from '../../commands/record-search';
import { defineScreen } from '../../commands/screens';
import type { ReportScreenName } from './reports.screen';

const screen = (name: ReportScreenName) => () =>
  import('./reports.screen').then((m) => ({ default: m[name] }));

export const reportCommands = [
  defineScreen({
    path: '/report/revenue-route',
    load: screen('RevenueByRouteScreen'),
    listOperationId: 'getRevenueByRoute',
    keywords: ['doanh thu tuyen', 'doanh thu theo tuyen', 'revenue by route'],
    icon: 'route',
  }),
  defineScreen({
    path: '/report/revenue-date',
    load: screen('RevenueByDateScreen'),
    listOperationId: 'getRevenueByDate',
    keywords: ['doanh thu ngay', 'doanh thu theo ngay', 'revenue by date'],
    icon: 'calendar',
  }),
  defineScreen({
    path: '/report/revenue-detail',
    load: screen('RevenueDetailScreen'),
    listOperationId: 'listRevenueDetail',
    keywords: ['doanh thu chi tiet', 'chi tiet doanh thu', 'revenue detail'],
    icon: 'th-list',
  }),
  defineScreen({
    path: '/report/yield-and-revenue',
    load: screen('YieldAndRevenueScreen'),
    listOperationId: 'getYieldAndRevenue',
    keywords: ['san luong', 'hieu qua tuyen', 'doanh thu km', 'yield'],
    icon: 'chart',
  }),
  defineScreen({
    path: '/report/staff-statistics',
    load: screen('StaffStatisticsScreen'),
    listOperationId: 'getStaffStatistics',
    keywords: ['thong ke phu xe', 'phu xe', 'tien thu phu xe', 'staff statistics', 'conductor'],
    icon: 'people',
  }),
  defineScreen({
    path: '/report/trip-statistics',
    load: screen('TripStatisticsScreen'),
    listOperationId: 'getTripStatistics',
    keywords: ['thong ke chuyen', 'thong ke theo chuyen', 'chuyen xe', 'trip statistics'],
    icon: 'drive-time',
  }),
  defineScreen({
    path: '/report/trips-no-revenue',
    load: screen('TripsNoRevenueScreen'),
    listOperationId: 'getNoRevenueTrips',
    keywords: ['ve khong doanh thu', 'mien ve', 'nguoi cao tuoi', 'khach mien phi', 'no revenue'],
    icon: 'heart',
  }),
  defineScreen({
    path: '/report/top-up-history',
    load: screen('TopUpHistoryScreen'),
    listOperationId: 'listTopUpHistory',
    keywords: ['lich su nap tien', 'nap tien the', 'nap the', 'top up'],
    icon: 'credit-card',
  }),
  defineScreen({
    path: '/report/ticket-purchase-history',
    load: screen('TicketPurchaseHistoryScreen'),
    listOperationId: 'listTicketPurchaseHistory',
    keywords: ['lich su mua ve', 'ban ve luot', 've luot', 'ticket purchase'],
    icon: 'shopping-cart',
  }),
  defineScreen({
    path: '/report/report-ticket-history',
    load: screen('MonthlyTicketHistoryScreen'),
    listOperationId: 'listMonthlyTicketHistory',
    keywords: ['lich su mua ve thang', 'ban ve thang', 'hoan tien ve thang', 'monthly ticket history'],
    icon: 'id-number',
  }),
  defineScreen({
    path: '/report/driver-statistics',
    load: screen('DriverStatisticsScreen'),
    listOperationId: 'getDriverStatistics',
    keywords: ['thong ke lai xe', 'gio lai xe', 'tai xe', 'driver hours'],
    icon: 'drive-time',
  }),
  defineScreen({
    path: '/report/trip-set-ticket',
    load: screen('TripSetTicketScreen'),
    listOperationId: 'getTripSetTickets',
    keywords: ['ve quyen', 'seri ve'],
    icon: 'book',
  }),
];

export const reportSearchers: RecordSearcher[] = [
  {
    id: 'report-criteria',
    group: 'Báo cáo',
    operationId: 'listReportRoutes',
    minLength: 8,
    search: async (query) => {
      const { searchReportIntent } = await import('../../kit/report-search');
      const entries = reportCommands.map((c) => ({
        path: c.path!,
        title: String(c.title),
        keywords: c.keywords ?? [],
        criteria: ['date_from', 'date_to', 'company_id', 'route_ids', 'payment_types'] as const,
      }));
      return searchReportIntent(query, entries);
    },
  },
];
