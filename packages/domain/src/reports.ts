// Facts the finance reports share between the API (criteria checks, files) and the console (criteria,
// grids, prints). The ledger's vocabulary (fare actions, rider categories and their labels) is in
// fare-ledger.ts.

/** A year and a leap day: a report over a year that ends on 29 February still fits. */
export const MAX_REPORT_DAYS = 366;
