// Finance reports (/report/*, issue 20). This map only unpacks requests: `db` is scoped to the caller's
// companies (ADR 0009: the super company reads every member company, a member only its own), and each
// report lives in its own file. `export=true` (spec §7) or an /export path answers the file.
import { defineHandlers } from '../../http/operation.ts';
import { driverStatistics, exportDriverStatistics } from './driver-statistics.ts';
import { exportFareTransactions, fareTransactionsPage } from './fare-transactions.ts';
import { exportMonthlyTicketHistory, monthlyTicketHistory } from './monthly-ticket-history.ts';
import { exportNoRevenueTrips, noRevenueTrips } from './no-revenue-trips.ts';
import { reportRoutes } from './report-routes.ts';
import { exportRevenueByDate, revenueByDate } from './revenue-by-date.ts';
import { exportRevenueByRoute, revenueByRoute } from './revenue-by-route.ts';
import { exportRevenueDetail, revenueDetailPage } from './revenue-detail.ts';
import { exportStaffStatistics, staffRouteTickets, staffStatistics } from './staff-statistics.ts';
import { exportTicketPurchaseHistory, ticketPurchaseHistory } from './ticket-purchase-history.ts';
import { exportTopUpHistory, topUpHistory } from './top-up-history.ts';
import { exportTripSetTickets, tripSetTickets } from './trip-set-tickets.ts';
import { exportTripStatistics, tripStatistics } from './trip-statistics.ts';
import { exportYieldAndRevenue, yieldAndRevenue } from './yield-and-revenue.ts';

export const reportHandlers = defineHandlers({
  async getRevenueByDate({ query, db, reply }) {
    if (query.export) return exportRevenueByDate(db, query, reply);
    return revenueByDate(db, query);
  },
  async getRevenueByRoute({ query, db, reply }) {
    if (query.export) return exportRevenueByRoute(db, query, reply);
    return revenueByRoute(db, query);
  },
  async listRevenueDetail({ query, db, reply }) {
    if (query.export) return exportRevenueDetail(db, query, reply);
    return revenueDetailPage(db, query);
  },
  async exportRevenueDetail({ query, db, reply }) {
    return exportRevenueDetail(db, query, reply);
  },
  async getYieldAndRevenue({ query, db, reply }) {
    if (query.export) return exportYieldAndRevenue(db, query, reply);
    return yieldAndRevenue(db, query);
  },
  async exportYieldAndRevenue({ query, db, reply }) {
    return exportYieldAndRevenue(db, query, reply);
  },
  async listReportRoutes({ query, db }) {
    return reportRoutes(db, query);
  },
  async listFareTransactions({ query, db, reply }) {
    if (query.export) return exportFareTransactions(db, query, reply);
    return fareTransactionsPage(db, query);
  },
  async getStaffStatistics({ query, db, reply }) {
    if (query.export) return exportStaffStatistics(db, query, reply);
    return staffStatistics(db, query);
  },
  async listStaffRouteTickets({ params, query, db }) {
    return staffRouteTickets(db, params, query);
  },
  async getTripStatistics({ params, query, db, reply }) {
    if (query.export) return exportTripStatistics(db, params, query, reply);
    return tripStatistics(db, params, query);
  },
  async getNoRevenueTrips({ params, query, db, reply }) {
    if (query.export) return exportNoRevenueTrips(db, params, query, reply);
    return noRevenueTrips(db, params, query);
  },
  async getTripSetTickets({ params, query, db, reply }) {
    if (query.export) return exportTripSetTickets(db, params, query, reply);
    return tripSetTickets(db, params, query);
  },
  async listTopUpHistory({ query, db, reply }) {
    if (query.export) return exportTopUpHistory(db, query, reply);
    return topUpHistory(db, query);
  },
  async listTicketPurchaseHistory({ query, db, reply }) {
    if (query.export) return exportTicketPurchaseHistory(db, query, reply);
    return ticketPurchaseHistory(db, query);
  },
  async listMonthlyTicketHistory({ query, db, reply }) {
    if (query.export) return exportMonthlyTicketHistory(db, query, reply);
    return monthlyTicketHistory(db, query);
  },
  async getDriverStatistics({ query, db, reply }) {
    if (query.export) return exportDriverStatistics(db, query, reply);
    return driverStatistics(db, query);
  },
});
