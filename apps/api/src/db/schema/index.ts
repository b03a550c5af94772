// The database schema, one file per area. drizzle-kit reads this file to generate migrations.

export { apiKeys } from './api-keys.ts';
export { history, idempotencyKeys } from './audit.ts';
export { appSettings, rateLimits, sessions, smsCodes, smsOutbox, usedCustomTokens } from './auth.ts';
export { companies } from './companies.ts';
export {
  driverDayService,
  driverSettings,
  driverSettingTypes,
  routeDayService,
  routeTrips,
  tripChanges,
} from './dispatch.ts';
export { exportJobs } from './export-jobs.ts';
export {
  driverDayFares,
  fareConductorDayTotals,
  fareDailyTotals,
  fareRouteDayTrips,
  fareTransactionIds,
  fareTransactions,
  fareTripCash,
  fareTripConductors,
  fareTripsPerformed,
  fareTripTotals,
} from './ledger.ts';
export { billSettings, clients, members, services, ticketTypes } from './lookups.ts';
export { deviceTokens, notifications, pageViews } from './notifications.ts';
export { features, roleFeatures, roles } from './permissions.ts';
export { lineStops, routeAutoPrices, routeLines, routeSchedules, routes, routeTickets } from './routes.ts';
export { busStaff, deposits } from './staff.ts';
export { stops } from './stops.ts';
export {
  cardTypes,
  nfcCards,
  subscriptionOrders,
  subscriptionPrices,
  subscriptions,
} from './subscriptions.ts';
export { ticketSets } from './ticket-sets.ts';
export { users } from './users.ts';
export { vehiclePositionHistory, vehiclePositions } from './vehicle-positions.ts';
export { vehicles } from './vehicles.ts';
