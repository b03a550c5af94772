-- Evidence for the recommendations in docs/benchmarks.md (record search and employees grid on 100k rows).
-- Runs on the PostgreSQL dataset of seed-100k.mjs; every schema change is rolled back.
--   psql postgres://postgres@127.0.0.1:5432/busops_bench -f bench/sql/index-experiments.sql
-- Company 2 = Xe buýt Phương Nam (90,032 rows). 'nv099' matches 900 rows of the company, all of them old
-- (staff codes follow creation order), so "newest first, limit 8" must walk back through ~89k rows.
\timing on
\pset pager off

-- 1. Grid page 0 for the super company (no company filter): no index serves ORDER BY created_at DESC, id DESC.
explain (analyze, costs off) select id from bus_staff order by created_at desc, id desc limit 20;
-- 2. The grid's total: count(*) over the company's 90k rows.
explain (analyze, costs off) select count(*) from bus_staff where company_id in (2);
-- 3. Palette search, keyword whose matches are all old: the planner walks bus_staff_company_created_idx backwards.
explain (analyze, costs off)
  select id from bus_staff where company_id in (2) and search_text like '%nv099%'
  order by created_at desc, id desc limit 8;
-- 4. Capped total versus exact total for a common keyword.
select count(*) from (select 1 from bus_staff where company_id in (2) and search_text like '%nguyen%' limit 101) s;
select count(*) from bus_staff where company_id in (2) and search_text like '%nguyen%';
-- 5. Bounded trigram candidate set, then newest first: fast for rare and common keywords alike.
explain (analyze, costs off)
  with m as materialized (
    select id, created_at from bus_staff where company_id in (2) and search_text like '%nv099%' limit 200)
  select id from m order by created_at desc, id desc limit 8;
explain (analyze, costs off)
  with m as materialized (
    select id, created_at from bus_staff where company_id in (2) and search_text like '%ngo%' limit 200)
  select id from m order by created_at desc, id desc limit 8;

begin;
-- 6. An index for the unfiltered grid order (super company).
create index bench_staff_created on bus_staff (created_at desc, id desc);
-- 7. Larger statistics on search_text: better LIKE selectivity estimates (helps misses, not old matches).
alter table bus_staff alter column search_text set statistics 1000;
analyze bus_staff;
explain (analyze, costs off) select id from bus_staff order by created_at desc, id desc limit 20;
explain (analyze, costs off)
  select id from bus_staff where company_id in (2) and search_text like '%09700999%'
  order by created_at desc, id desc limit 8;
explain (analyze, costs off)
  select id from bus_staff where company_id in (2) and search_text like '%nv099%'
  order by created_at desc, id desc limit 8;
rollback;
