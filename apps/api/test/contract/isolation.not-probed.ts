// The record ids the isolation test (isolation.test.ts) sends no other-company probe for, each with
// the reason and the test that covers it instead: a table of facts, kept apart from the test's logic.
/** Record ids that need no other-company probe: `operationId in name`, and why. */
export const NOT_PROBED: Readonly<Record<string, string>> = {
  'getRevenueByDate query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'getRevenueByDate query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'getRevenueByRoute query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'getRevenueByRoute query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'listRevenueDetail query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'listRevenueDetail query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'exportRevenueDetail query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'exportRevenueDetail query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'getYieldAndRevenue query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'getYieldAndRevenue query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'exportYieldAndRevenue query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'exportYieldAndRevenue query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'listFareTransactions query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'listFareTransactions query conductor_id':
    "a report filter: another company's conductor selects none of the caller's rows (test/reports/staff-statistics.test.ts)",
  'listFareTransactions query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'getStaffPaymentStatement query company_id':
    'a statement filter: a member company reads only its own ledger, whatever company it names (test/statements)',
  'getAggregatePaymentStatement query company_id':
    'a statement filter: a member company reads only its own ledger, whatever company it names (test/statements)',
  'listFareTransactions query cashier_id':
    "a drill-down filter: another company's user selects none of the caller's rows (test/statements)",
  'getSubscriptionCardStatement query company_id':
    'a statement filter: a member company reads only its own ledger, whatever company it names (test/statements)',
  'listFareTransactions query card_type_id':
    "a drill-down filter: another company's card type selects none of the caller's rows (test/statements)",
  'getStaffStatistics query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'getStaffStatistics query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'listStaffRouteTickets query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'listStaffRouteTickets path staffId':
    "a report filter: another company's conductor selects none of the caller's rows (test/reports/staff-statistics.test.ts)",
  'listStaffRouteTickets path routeId':
    "a report filter: another company's route selects none of the caller's rows (test/reports/staff-statistics.test.ts)",
  'getTripStatistics query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'createReportExportJob body operation_id': 'the name of a report operation, not a record',
  'createReportExportJob body route_id':
    "a report's criterion, run by the report's own handler as the job's owner: another company's route selects none of their rows (test/reports)",
  'getReportExportJob path id':
    "owner only: anyone but the job's maker gets 404, in the same company or another (test/reports/export-jobs.test.ts)",
  'getReportExportJobFile path id':
    "owner only: anyone but the job's maker gets 404, in the same company or another (test/reports/export-jobs.test.ts)",
  'getTripStatistics path route_id':
    "a report filter: another company's route selects none of the caller's rows (test/reports/trip-statistics.test.ts)",
  'getNoRevenueTrips query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'getNoRevenueTrips path route_id':
    "a report filter: another company's route selects none of the caller's rows (test/reports/no-revenue-trips.test.ts)",
  'listFareTransactions query vehicle_id':
    "a drill-down filter: another company's bus selects none of the caller's rows (test/statements/bus-nfc-report.test.ts, test/reports/ticket-purchase-history.test.ts)",
  'getMonthlyTicketReport query company_id':
    'a statement filter: a member company reads only its own ledger, whatever company it names (test/statements)',
  'getBusNfcReport query company_id':
    'a statement filter: a member company reads only its own ledger, whatever company it names (test/statements)',
  'getTripSetTickets query company_id':
    'a report filter: a member company reads only its own sets and ledger, whatever company it names (test/reports)',
  'getTripSetTickets path route_id':
    "a report filter: another company's route selects none of the caller's sets (test/reports/trip-set-tickets.test.ts)",
  'listTicketSets query company_id':
    'a list filter: a member company lists only its own sets, whatever company it names (test/reports/trip-set-tickets.test.ts)',
  'listTicketSets query route_id':
    "a list filter: another company's route selects none of the caller's sets (test/reports/trip-set-tickets.test.ts)",
  'createTicketSet path routeId': "the trip's route: the trip (tripCode) is probed with its route",
  'recordTicketSetReturn path routeId': "the trip's route: the trip (tripCode) is probed with its route",
  'listTopUpHistory query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'listTopUpHistory query token_id':
    "a report filter: another company's card selects none of the caller's rows (test/reports/top-up-history.test.ts)",
  'listTopUpHistory query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports)",
  'listTicketPurchaseHistory query company_id':
    'a report filter: a member company reads only its own ledger, whatever company it names (test/reports)',
  'listTicketPurchaseHistory query route_ids':
    "a report filter: another company's route selects none of the caller's rows (test/reports/ticket-purchase-history.test.ts)",
  'listTicketPurchaseHistory query conductor_id':
    "a report filter: another company's conductor selects none of the caller's rows (test/reports/ticket-purchase-history.test.ts)",
  'listTicketPurchaseHistory query vehicle_id':
    "a report filter: another company's bus selects none of the caller's rows (test/reports/ticket-purchase-history.test.ts)",
  'getDriverStatistics query company_id':
    'a report filter: a member company reads only its own trips and ledger, whatever company it names (test/reports/driver-statistics.test.ts)',
  'getDriverStatistics query route_ids':
    "a report filter: another company's route selects none of the caller's trips (test/reports/driver-statistics.test.ts)",
  'listFareTransactions query driver_id':
    "a drill-down filter: another company's driver selects none of the caller's trips (test/reports/driver-statistics.test.ts)",
  'listMonthlyTicketHistory query company_id':
    'super company only (403 to members): the super company reads every member company, this narrows to one (test/reports/monthly-ticket-history.test.ts)',
  'listMonthlyTicketHistory query card_type_id':
    'super company only (403 to members): every member company is the caller’s to read (test/reports/monthly-ticket-history.test.ts)',
  'listMonthlyTicketHistory query member_id':
    'super company only (403 to members): every member company is the caller’s to read (test/reports/monthly-ticket-history.test.ts)',
  'listReportRoutes query company_id':
    'a list filter: a member company lists only its own routes, whatever company it names (test/reports)',
  'listSubscriptionOrders query route_id':
    "a list filter: another company's orders are never listed (test/monthly-tickets)",
  'listSubscriptionOrders query card_type_id':
    "a list filter: another company's orders are never listed (test/monthly-tickets)",
  'listSubscriptions query member_id':
    "a list filter: another company's passes are never listed (test/monthly-tickets)",
  'listSubscriptions query route_id':
    "a list filter: another company's passes are never listed (test/monthly-tickets)",
  'createRegistrationOrder body card_type_id':
    "another company's card type answers 404: test/monthly-tickets/orders.test.ts (a probe needs a price on it)",
  'createRegistrationOrder body route_id':
    "another company's route answers 404: test/monthly-tickets/orders.test.ts (a probe needs a price on it)",
  'createExtensionOrders body subscription_ids':
    "a per-row outcome: another company's pass is refused as not found (test/monthly-tickets, renewal campaign)",
  'listSubscriptionPrices query route_id':
    "a list filter: another company's prices are never listed (test/pass-settings/pass-settings.test.ts)",
  'listSubscriptionPrices query card_type_id':
    "a list filter: another company's prices are never listed (test/pass-settings/pass-settings.test.ts)",
  'createSubscriptionPrice body route_ids':
    "another company's route among them answers 404 and nothing is saved (test/pass-settings/pass-settings.test.ts)",
  'updateSubscriptionPrice body route_id':
    "the price (path id) is probed; another company's route answers 404, nothing saved (test/pass-settings/pass-settings.test.ts)",
  'updateSubscriptionPrice body route_ids':
    "the price (path id) is probed; another company's route answers 404, nothing saved (test/pass-settings/pass-settings.test.ts)",
  'updateSubscriptionPrice body card_type_id':
    "the price (path id) is probed; another company's card type answers 404, nothing saved (test/pass-settings/pass-settings.test.ts)",
  'listDriverSettingTypes query company_id':
    "a list filter: another company's records are never listed (test/dispatch/driver-setting-types.test.ts)",
  'updateDriverSettingType body company_id':
    'moving a record into a company the caller does not see answers 404 (test/dispatch/driver-setting-types.test.ts)',
  'listTrips query route_id':
    "a list filter: another company's trips are never listed (test/dispatch/trips.test.ts)",
  'listTripChanges query route_id':
    "a list filter: another company's history is never listed (test/dispatch/saves.test.ts)",
  'getRouteTrip path routeId': "the trip's route: the trip (tripCode) is probed with its route",
  'updateRouteTrip path routeId': "the trip's route: the trip (tripCode) is probed with its route",
  'deleteRouteTrip path routeId': "the trip's route: the trip (tripCode) is probed with its route",
  'updateRouteTrip body driver_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'updateRouteTrip body conductor_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'updateRouteTrip body vehicle_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'createRouteTrip body driver_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'createRouteTrip body conductor_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'createRouteTrip body vehicle_id':
    "another company's employee or bus answers 404 and nothing is saved (test/dispatch/checks.test.ts)",
  'createRouteTrip body line_id':
    "the route's own line (its route, path routeId, is the x-target): one of another route answers 404 (test/dispatch/checks.test.ts)",
  'listDriverSettings query route_id':
    "a list filter: another company's crews and routes are never listed (test/dispatch/rosters.test.ts)",
  'createDriverSetting body id':
    "the route's own crew (its route, body route_id, is the x-target): a crew of another route or company answers 404 (test/dispatch/rosters.test.ts)",
  'createDriverSetting body driver_id':
    "must be an active driver of the route's company: anyone else's answers 400, existing or not (test/dispatch/rosters.test.ts)",
  'createDriverSetting body conductor_id':
    "must be an active conductor of the route's company: anyone else's answers 400, existing or not (test/dispatch/rosters.test.ts)",
  'createDriverSetting body vehicle_id':
    "must be an active bus of the route's company: another's answers 400, existing or not (test/dispatch/rosters.test.ts)",
  'createDriverSetting body type_id':
    "must be a roster type of the route's company: another's answers 400, existing or not (test/dispatch/rosters.test.ts)",
  'updateRouteTicket path ticketId':
    "the route's own ticket (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-tickets.test.ts)",
  'deleteRouteTicket path ticketId':
    "the route's own ticket (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-tickets.test.ts)",
  'deleteRouteAutoPrice path entryId':
    "the route's own auto-price entry (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-auto-price.test.ts)",
  'updateRouteSchedule path scheduleId':
    "the route's own departure (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'deleteRouteSchedule path scheduleId':
    "the route's own departure (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'listRouteSchedules query line_id':
    "the route's own line (a filter) (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'createRouteSchedule body line_id':
    "the route's own line (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'updateRouteSchedule body line_id':
    "the route's own line (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'createRouteSchedulesByHeadway body line_id':
    "the route's own line (its route, path id, is the x-target): one of another route answers 404 (test/bus-management/route-schedules.test.ts)",
  'listRoutes query company_id':
    "a list filter: another company's records are never listed (test/bus-management/routes.test.ts)",
  'updateRoute body company_id':
    'moving a record into a company the caller does not see answers 404 (test/bus-management/routes.test.ts)',
  'updateRouteLine path id':
    "the line's route: the line (lineId) is probed, a line of another route answers 404",
  'deleteRouteLine path id':
    "the line's route: the line (lineId) is probed, a line of another route answers 404",
  'listLineStops path id':
    "the line's route: the line (lineId) is probed, a line of another route answers 404",
  'createLineStop path id':
    "the line's route: the line (lineId) is probed, a line of another route answers 404",
  'updateLineStop path id': "the line's route: the line stop (stopId) is probed with its route and line",
  'updateLineStop path lineId':
    "the line stop's line: the line stop (stopId) is probed with its route and line",
  'deleteLineStop path id': "the line's route: the line stop (stopId) is probed with its route and line",
  'deleteLineStop path lineId':
    "the line stop's line: the line stop (stopId) is probed with its route and line",
  'updateLineStopMap path id':
    "the line's route: the line (lineId) is probed, a line of another route answers 404",
  'listStops query company_id':
    "a list filter: another company's records are never listed (test/bus-management/stops.test.ts)",
  'updateStop body company_id':
    'moving a record into a company the caller does not see answers 404 (test/bus-management/stops.test.ts)',
  'exportLineStationFile path routeId':
    "the line names the route: a line of another route, or another company's, answers 404 (test/bus-management/station-files.test.ts)",
  'listVehicles query company_id':
    "a list filter: another company's records are never listed (test/bus-management/vehicles.test.ts)",
  'updateVehicle body company_id':
    'moving a record into a company the caller does not see answers 404 (test/bus-management/vehicles.test.ts)',
  'createVehicle body gps_device_id':
    'the id an on-board device reports, not a record: unique per company only (vehicles.test.ts)',
  'updateVehicle body gps_device_id':
    'the id an on-board device reports, not a record: unique per company only (vehicles.test.ts)',
  'deleteMemberAttachment path fileId':
    "a file of the member the path's id names: another company's member answers 404 first (test/customers/member-files.test.ts)",
  'getMemberFile path fileId':
    "a file of the member the path's id names: another company's member answers 404 first (test/customers/member-files.test.ts)",
  'updateCompany body admin_id':
    'super company only; the admin must be staff of the company updated, else 400 (companies tests)',
  'listRoles query company_id': 'super company only, and a list filter',
  'createRole body company_id': 'super company only; a company the caller does not see answers 400',
  'createRole body feature_ids': 'features are a catalogue shared by every company',
  'updateRole body company_id': 'super company only; a company the caller does not see answers 400',
  'updateRole body feature_ids': 'features are a catalogue shared by every company',
  'listBusStaff query company_id': "a list filter: another company's employees are never listed (below)",
  'createBusStaff body org_id': 'super company only: a member company sending it gets 403 before any lookup',
  'createBusStaff body enabled_bus_companies_id':
    'super company only: a member company sending it gets 403 before any lookup',
  'updateBusStaff body enabled_bus_companies_id':
    'super company only: a member company sending it gets 403 before any lookup',
};
