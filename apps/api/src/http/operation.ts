// Handler types derived from the generated contract: a handler for `createBusStaff` receives the
// body, query and path types the spec declares and must answer its success body.
import type { operations } from '@busops/sdk/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<K> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : undefined;

type Params<K extends OperationId> = Op<K> extends { parameters: infer P } ? P : never;
export type QueryOf<K extends OperationId> =
  Params<K> extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
export type PathOf<K extends OperationId> = Params<K> extends { path: infer P } ? P : Record<string, never>;
export type HeadersOf<K extends OperationId> =
  Params<K> extends { header?: infer H } ? NonNullable<H> : Record<string, never>;

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type Responses<K extends OperationId> = Op<K> extends { responses: infer R } ? R : never;
export type SuccessOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends 200 | 201 | 202 ? JsonOf<Responses<K>[S]> : never;
}[keyof Responses<K>];

export interface HandlerContext<K extends OperationId> {
  body: BodyOf<K>;
  query: QueryOf<K>;
  params: PathOf<K>;
  headers: HeadersOf<K>;
  /** The signed-in caller; reading it in a public operation throws 401. */
  principal: Principal;
  /** The caller when signed in, null otherwise (public operations). */
  maybePrincipal: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The database limited to the caller's companies (access/scoped-db.ts, ADR 0009): every statement
   * on a company-owned table gets the tenancy condition. Features use this, never services.database.
   */
  db: Db;
  services: Services;
}

/** Answers the success body (status = the operation's first 2xx), or the reply for files, streams and 204. */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<SuccessOf<K> | FastifyReply>;

/** One feature's handlers: some of the contract's operations. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** Every operation of the contract has its handler: a missing one is a type error (features/handlers.ts). */
export type AllHandlers = { [K in OperationId]: Handler<K> };

/** Identity helper so each feature's handler map is checked against the contract. */
export const defineHandlers = <H extends Handlers>(handlers: H): H => handlers;
