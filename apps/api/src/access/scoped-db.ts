// The database as one caller may see it (ADR 0009). Every select, join, update and delete of a
// company-owned table (access/company-tables.ts) gets the caller's company condition added to its
// WHERE (or ON); every insert, and every update of the company column, must name one of the caller's
// companies. Handlers receive it as `ctx.db`; features never use the raw handle, except through
// `unscoped`, whose few call sites are listed with their reasons in test/structure/tenancy.test.ts.
import { and, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedOnce } from '../db/prepared.ts';
import { notFound } from '../http/errors.ts';
import { type CompanyScope, mayWriteCompany, policyOf, scopeCondition } from './company-tables.ts';
import type { Principal } from './principal.ts';

const RAW = Symbol('busops.rawExecutor');
const SCOPE = Symbol('busops.companyScope');
const OUT_OF_SCOPE = 'Không tìm thấy công ty';

type Where = SQL | undefined | ((fields: unknown) => SQL | undefined);
// biome-ignore lint/suspicious/noExplicitAny: Drizzle's builder methods, re-wrapped with their own arguments.
type AnyFn = (...args: any[]) => any;
// Drizzle's builders, seen only through the methods wrapped here.
type Builder = Record<string, AnyFn>;

/**
 * `executor` limited to the principal's companies (no principal: to none). Same type, same API:
 * code written against Drizzle keeps working, only with the tenancy condition in every statement.
 */
export function scopedDb<E extends Executor>(executor: E, principal: Principal | null): E {
  return scopeExecutor(unscoped(executor), principal ? principal.companyIds : []);
}

/** `executor` limited to one company, for what acts for a company without a user (a device feed). */
export function companyScopedDb<E extends Executor>(executor: E, companyId: number): E {
  return scopeExecutor(unscoped(executor), [companyId]);
}

/**
 * The raw handle behind a scoped one: reads and writes across companies. Only for what crosses
 * companies by design (uniqueness over every company, a person's own memberships...), each call
 * site listed in test/structure/tenancy.test.ts with its reason.
 */
export function unscoped<E extends Executor>(executor: E): E {
  return ((executor as unknown as Record<symbol, E>)[RAW] ?? executor) as E;
}

/**
 * Statements built once and run many times (db/prepared.ts) on a scoped database. The scope's
 * condition is written into the SQL text with the company ids themselves when the statement is built,
 * so a statement is kept per scope: two callers share one only when they see the same companies.
 */
export function preparedInScope<T>(executor: Executor, shape: string, build: () => T): T {
  const scope = (executor as unknown as Record<symbol, CompanyScope | undefined>)[SCOPE];
  if (scope === undefined) throw new Error('preparedInScope needs a company-scoped database (ADR 0009)');
  const key = scope === 'all' ? 'all' : `in:${[...scope].sort((a, b) => a - b).join(',')}`;
  return preparedOnce(unscoped(executor), `${key}|${shape}`, build);
}

/** Wrapping is lazy and cheap: a Proxy per request, a closure per statement. */
function scopeExecutor<E extends Executor>(raw: E, scope: CompanyScope): E {
  return new Proxy(raw, {
    get(target, property) {
      if (property === RAW) return target;
      if (property === SCOPE) return scope;
      const value = Reflect.get(target, property, target) as unknown;
      switch (property) {
        case 'select':
        case 'selectDistinct':
        case 'selectDistinctOn':
          return (...args: unknown[]) => scopeSelectBuilder((value as AnyFn).apply(target, args), scope);
        case 'update':
          return (table: unknown) => scopeUpdateBuilder((value as AnyFn).call(target, table), table, scope);
        case 'delete':
          return (table: unknown) =>
            scopeWhere((value as AnyFn).call(target, table) as Builder, table, scope);
        case 'insert':
          return (table: unknown) => scopeInsertBuilder((value as AnyFn).call(target, table), table, scope);
        case 'transaction':
          return (work: (tx: Executor) => Promise<unknown>, config?: unknown) =>
            (value as AnyFn).call(target, (tx: Executor) => work(scopeExecutor(tx, scope)), config);
        case 'query':
        case '$count':
        case '$with':
        case 'with':
          // Paths that would build statements this wrapper does not see.
          throw new Error(`db.${property} is not available on a company-scoped database (ADR 0009)`);
      }
      return typeof value === 'function' ? (value as AnyFn).bind(target) : value;
    },
  });
}

function scopeSelectBuilder(builder: unknown, scope: CompanyScope) {
  const b = builder as Builder;
  const from = b.from!.bind(b);
  b.from = (source: unknown) => scopeSelect(from(source) as Builder, source, scope);
  return b;
}

function scopeSelect(query: Builder, source: unknown, scope: CompanyScope) {
  for (const join of ['leftJoin', 'innerJoin'] as const) {
    const original = query[join]!;
    query[join] = (table: unknown, on: Where) =>
      original(table, withCondition(on, scopeCondition(table, scope)));
  }
  // Outer joins keep rows the ON condition refuses: a company-owned table cannot be joined that way.
  for (const join of ['rightJoin', 'fullJoin', 'crossJoin', 'leftJoinLateral', 'innerJoinLateral'] as const) {
    const original = query[join];
    if (!original) continue;
    query[join] = (table: unknown, ...rest: unknown[]) => {
      if (policyOf(table)) throw new Error(`${join} of a company-owned table is not scoped (ADR 0009)`);
      return original(table, ...rest);
    };
  }
  return scopeWhere(query, source, scope);
}

/** Applies the table's condition now, and ANDs it into any later `.where(...)`. */
function scopeWhere(query: Builder, table: unknown, scope: CompanyScope) {
  const condition = scopeCondition(table, scope);
  if (!condition) return query;
  const where = query.where!.bind(query);
  where(condition);
  query.where = (extra: Where) => where(withCondition(extra, condition));
  return query;
}

function withCondition(where: Where, condition: SQL | undefined): Where {
  if (!condition) return where;
  if (typeof where === 'function') return (fields: unknown) => and(condition, where(fields));
  return and(condition, where);
}

function scopeUpdateBuilder(builder: unknown, table: unknown, scope: CompanyScope) {
  const b = builder as Builder;
  const set = b.set!.bind(b);
  b.set = (values: Record<string, unknown>) => {
    assertWritable(table, scope, [values], 'update');
    return scopeWhere(set(values) as Builder, table, scope);
  };
  return b;
}

function scopeInsertBuilder(builder: unknown, table: unknown, scope: CompanyScope) {
  const b = builder as Builder;
  const values = b.values!.bind(b);
  b.values = (rows: unknown) => {
    assertWritable(
      table,
      scope,
      (Array.isArray(rows) ? rows : [rows]) as Record<string, unknown>[],
      'insert',
    );
    const insert = values(rows) as Builder;
    const onConflictDoUpdate = insert.onConflictDoUpdate!.bind(insert);
    insert.onConflictDoUpdate = (config: { set: Record<string, unknown> }) => {
      assertWritable(table, scope, [config.set], 'update');
      return onConflictDoUpdate(config);
    };
    return insert;
  };
  if (policyOf(table)) {
    b.select = () => {
      throw new Error('insert ... select into a company-owned table is not scoped (ADR 0009)');
    };
  }
  return b;
}

/** A row written into a company the caller does not see: answered like a record that does not exist. */
function assertWritable(
  table: unknown,
  scope: CompanyScope,
  rows: Record<string, unknown>[],
  kind: 'insert' | 'update',
): void {
  const policy = policyOf(table);
  if (!policy) return;
  for (const row of rows) {
    if (!mayWriteCompany(table, scope, row[policy.column], kind)) throw notFound(OUT_OF_SCOPE);
  }
}
