// /statement/subscription-card-statistics, /staff-payment-statistics, /aggregate-payment-statistics,
// /monthly-ticket-report and /bus-nfc-report
// (roles 1, 2, 9, any company: the domain MENU), with the palette's words, and the palette's statement
// records with a period ("thanh toan nhan vien thang 10"). Only what the startup needs is here; the
// declarations, the screens and the palette's parsing load when used.
import type { RecordSearcher } from '../../commands/record-search';
import { defineScreen } from '../../commands/screens';
import type { StatementScreenName } from './statements.screen';

const screen = (name: StatementScreenName) => () =>
  import('./statements.screen').then((m) => ({ default: m[name] }));

export const statementCommands = [
  defineScreen({
    path: '/statement/subscription-card-statistics',
    load: screen('SubscriptionCardScreen'),
    listOperationId: 'getSubscriptionCardStatement',
    keywords: ['bang ke the ve thang', 've thang theo loai the', 'the ve thang', 'subscription card'],
    icon: 'id-number',
  }),
  defineScreen({
    path: '/statement/staff-payment-statistics',
    load: screen('StaffPaymentScreen'),
    listOperationId: 'getStaffPaymentStatement',
    keywords: ['bang ke thanh toan nhan vien', 'thanh toan nhan vien', 'tien thu phu xe', 'staff payment'],
    icon: 'people',
  }),
  defineScreen({
    path: '/statement/aggregate-payment-statistics',
    load: screen('AggregatePaymentScreen'),
    listOperationId: 'getAggregatePaymentStatement',
    keywords: [
      'bang ke thanh toan tong hop',
      'thanh toan tong hop',
      'tien thu theo ngay',
      'aggregate payment',
    ],
    icon: 'dollar',
  }),
  defineScreen({
    path: '/statement/monthly-ticket-report',
    load: screen('MonthlyTicketScreen'),
    listOperationId: 'getMonthlyTicketReport',
    keywords: ['bao cao ve thang'],
    icon: 'calendar',
  }),
  defineScreen({
    path: '/statement/bus-nfc-report',
    load: screen('BusNfcScreen'),
    listOperationId: 'getBusNfcReport',
    keywords: ['the nfc', 'quet the'],
    icon: 'mobile-phone',
  }),
];

export const statementSearchers: RecordSearcher[] = [
  {
    id: 'statement-criteria',
    group: 'Bảng kê',
    operationId: 'getStaffPaymentStatement',
    minLength: 8,
    search: async (query) => {
      const { searchReportIntent } = await import('../../kit/report-search');
      // A statement takes a period and a company, not routes.
      const entries = statementCommands.map((c) => ({
        path: c.path!,
        title: String(c.title),
        keywords: c.keywords ?? [],
        criteria: ['date_from', 'date_to', 'company_id'] as const,
      }));
      return searchReportIntent(query, entries);
    },
  },
];
