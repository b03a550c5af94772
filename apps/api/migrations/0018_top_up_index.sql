-- Top-up history (issue 20, /report/top-up-history): the ledger's `add` rows (stored value put on NFC
-- cards) of a period, paged in ledger order with the count and sums of all of them. They are a few
-- percent of the ledger, and the company/day index made the totals read every row of the period to
-- find them (440 ms p95 over a year of 3M rows). This index holds only them, in the page's order, with
-- what the totals and the company filter read: the totals are an index-only scan.
CREATE INDEX "fare_transactions_top_up_idx" ON "fare_transactions" ("service_date", "id")
  INCLUDE ("company_id", "amount", "num_riders", "token_id") WHERE "fare_action" = 'add';
