// The statement screens: each is the kit's ReportScreen over its declaration (one lazy chunk); the
// print variant is the kit's print document with its signature block.
import { ReportScreen } from '../../kit/report-screen';
import { aggregatePaymentReport } from './aggregate-payment.report';
import { busNfcReport } from './bus-nfc.report';
import { monthlyTicketReport } from './monthly-ticket.report';
import { staffPaymentReport } from './staff-payment.report';
import { subscriptionCardReport } from './subscription-card.report';

export const StaffPaymentScreen = () => <ReportScreen report={staffPaymentReport} />;
export const AggregatePaymentScreen = () => <ReportScreen report={aggregatePaymentReport} />;
export const SubscriptionCardScreen = () => <ReportScreen report={subscriptionCardReport} />;

export const MonthlyTicketScreen = () => <ReportScreen report={monthlyTicketReport} />;
export const BusNfcScreen = () => <ReportScreen report={busNfcReport} />;

export type StatementScreenName =
  | 'StaffPaymentScreen'
  | 'AggregatePaymentScreen'
  | 'SubscriptionCardScreen'
  | 'MonthlyTicketScreen'
  | 'BusNfcScreen';
