-- Lookups the ledger's write side needs (issue 20, ingestFareEvents): a void or an adjust names the
-- transaction it corrects, so the writer finds that row by (company, transaction id) and any earlier
-- void of it by (company, corrects_transaction_id). Without these a correction read a whole day of the
-- company's rows (the only index by company is by day). Indexes only: no column changes meaning.
CREATE INDEX "fare_transactions_transaction_idx" ON "fare_transactions" ("company_id", "transaction_id");
--> statement-breakpoint
CREATE INDEX "fare_transactions_corrects_idx" ON "fare_transactions" ("company_id", "corrects_transaction_id")
  WHERE "corrects_transaction_id" IS NOT NULL;
