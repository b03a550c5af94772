CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "companies_code_key";--> statement-breakpoint
DROP INDEX "roles_code_key";--> statement-breakpoint
CREATE INDEX "bus_staff_search_trgm_idx" ON "bus_staff" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_lower_key" ON "companies" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tax_code_key" ON "companies" USING btree ("tax_code") WHERE "companies"."tax_code" is not null;--> statement-breakpoint
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "roles_company_code_key" ON "roles" USING btree (coalesce("company_id", 0),"code");