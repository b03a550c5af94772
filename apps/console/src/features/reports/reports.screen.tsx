// The report screens: each is the kit's ReportScreen over its declaration (one lazy chunk).
import { ReportScreen } from '../../kit/report-screen';
import { driverStatisticsReport } from './driver-statistics.report';
import { monthlyTicketHistoryReport } from './monthly-ticket-history.report';
import { revenueByDateReport } from './revenue-date.report';
import { revenueDetailReport } from './revenue-detail.report';
import { revenueByRouteReport } from './revenue-route.report';
import { staffStatisticsReport } from './staff-statistics.report';
import { ticketPurchaseHistoryReport } from './ticket-purchase-history.report';
import { topUpHistoryReport } from './top-up-history.report';
import { tripSetTicketReport } from './trip-set-ticket.report';
import { tripStatisticsReport } from './trip-statistics.report';
import { tripsNoRevenueReport } from './trips-no-revenue.report';
import { yieldAndRevenueReport } from './yield-and-revenue.report';

export const RevenueByDateScreen = () => <ReportScreen report={revenueByDateReport} />;
export const RevenueByRouteScreen = () => <ReportScreen report={revenueByRouteReport} />;
export const RevenueDetailScreen = () => <ReportScreen report={revenueDetailReport} />;
export const YieldAndRevenueScreen = () => <ReportScreen report={yieldAndRevenueReport} />;
export const StaffStatisticsScreen = () => <ReportScreen report={staffStatisticsReport} />;
export const TripStatisticsScreen = () => <ReportScreen report={tripStatisticsReport} />;
export const TripsNoRevenueScreen = () => <ReportScreen report={tripsNoRevenueReport} />;
export const TopUpHistoryScreen = () => <ReportScreen report={topUpHistoryReport} />;
export const TripSetTicketScreen = () => <ReportScreen report={tripSetTicketReport} />;
export const TicketPurchaseHistoryScreen = () => <ReportScreen report={ticketPurchaseHistoryReport} />;
export const MonthlyTicketHistoryScreen = () => <ReportScreen report={monthlyTicketHistoryReport} />;
export const DriverStatisticsScreen = () => <ReportScreen report={driverStatisticsReport} />;

export type ReportScreenName =
  | 'RevenueByDateScreen'
  | 'RevenueByRouteScreen'
  | 'RevenueDetailScreen'
  | 'YieldAndRevenueScreen'
  | 'StaffStatisticsScreen'
  | 'TripStatisticsScreen'
  | 'TripsNoRevenueScreen'
  | 'TopUpHistoryScreen'
  | 'TripSetTicketScreen'
  | 'TicketPurchaseHistoryScreen'
  | 'MonthlyTicketHistoryScreen'
  | 'DriverStatisticsScreen';
