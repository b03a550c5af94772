// Statements of the money taken (/statement/*, issue 20). `db` is scoped to the caller's companies
// (ADR 0009); each statement lives in its own file; `export=true` answers the file (spec §7).
import { defineHandlers } from '../../http/operation.ts';
import { aggregatePayment, exportAggregatePayment } from './aggregate-payment.ts';
import { busNfcReport, exportBusNfcReport } from './bus-nfc-report.ts';
import { exportMonthlyTicketReport, monthlyTicketReport } from './monthly-ticket-report.ts';
import { exportStaffPayment, staffPayment } from './staff-payment.ts';
import { exportSubscriptionCard, subscriptionCard } from './subscription-card.ts';

export const statementHandlers = defineHandlers({
  async getStaffPaymentStatement({ query, db, reply }) {
    if (query.export) return exportStaffPayment(db, query, reply);
    return staffPayment(db, query);
  },
  async getAggregatePaymentStatement({ query, db, reply }) {
    if (query.export) return exportAggregatePayment(db, query, reply);
    return aggregatePayment(db, query);
  },
  async getSubscriptionCardStatement({ query, db, reply }) {
    if (query.export) return exportSubscriptionCard(db, query, reply);
    return subscriptionCard(db, query);
  },
  async getMonthlyTicketReport({ query, db, reply }) {
    if (query.export) return exportMonthlyTicketReport(db, query, reply);
    return monthlyTicketReport(db, query);
  },
  async getBusNfcReport({ query, db, reply }) {
    if (query.export) return exportBusNfcReport(db, query, reply);
    return busNfcReport(db, query);
  },
});
