// Registers one Fastify route per contract operation, by operationId: validates the request against
// the spec, authenticates, enforces x-roles and x-company-scope, then calls the feature's handler.
import { rolesAllow, scopeAllows } from '@busops/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateMachineKey } from '../access/machine-keys.ts';
import { loadPrincipal, type Principal } from '../access/principal.ts';
import { scopedDb } from '../access/scoped-db.ts';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import { AppError, ContractViolation, forbidden, unauthorized } from './errors.ts';
import type { AllHandlers, HandlerContext } from './operation.ts';
import type { SpecOperation, SpecParameter } from './spec.ts';
import { isHeldStream } from './sse-registry.ts';
import { bodyValidator, compileValidator, type Validator } from './validation.ts';

export interface RouteOptions {
  operations: SpecOperation[];
  handlers: AllHandlers;
  services: Services;
  /** Tests: check every JSON answer against the operation's response schema. */
  validateResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    operationId?: string;
  }
}

export function parametersSchema(parameters: SpecParameter[], where: SpecParameter['in']) {
  const list = parameters.filter((p) => p.in === where);
  if (list.length === 0) return null;
  const name = (p: SpecParameter) => (where === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [name(p), p.schema ?? {}])),
    required: list.filter((p) => p.required).map(name),
  };
}

const toFastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function registerOperations(app: FastifyInstance, options: RouteOptions): void {
  const { services } = options;
  // The type of `handlers` already demands every operation; this catches a cast or a spec loaded at
  // run time that differs from the generated types. Nothing is registered unless all are present.
  const missing = options.operations
    .map((op) => op.operationId)
    .filter((id) => typeof (options.handlers as Record<string, unknown>)[id] !== 'function');
  if (missing.length > 0) {
    throw new Error(`No handler for the contract operation(s): ${missing.join(', ')}`);
  }
  for (const op of options.operations) {
    const handler = options.handlers[op.operationId as keyof AllHandlers] as unknown as (
      ctx: HandlerContext<never>,
    ) => Promise<unknown>;

    const validators: Array<[keyof FastifyRequest, Validator]> = [];
    for (const where of ['path', 'query', 'header'] as const) {
      const schema = parametersSchema(op.parameters, where);
      const key = where === 'path' ? 'params' : where === 'query' ? 'query' : 'headers';
      if (schema) validators.push([key, compileValidator(schema, 'params')]);
    }
    const jsonBody = op.requestBody?.content['application/json']?.schema;
    // The generated validator (the console's forms run the same code); the schema only says there is one.
    const validateBody = jsonBody ? bodyValidator(op.operationId) : null;
    // Binary bodies (a GTFS-RT protobuf feed, a GTFS zip) reach only the operations that declare a
    // content other than JSON.
    const acceptsBinary = Object.keys(op.requestBody?.content ?? {}).some(
      (type) => type !== 'application/json',
    );
    const responseValidators = options.validateResponses ? compileResponses(op) : null;
    // Server-sent streams are held by the one registry (sse-registry.ts): one that bypassed it would
    // outlive its session's logout, so it is ended at once and the bypass logged as the defect it is.
    const streams = Object.values(op.responses).some((r) => r.content?.['text/event-stream']);
    const successStatus = Number(Object.keys(op.responses).find((s) => s.startsWith('2')) ?? 200);

    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: toFastifyPath(op.path),
      config: { operationId: op.operationId },
      handler: async (request, reply) => {
        request.operationId = op.operationId;
        request.principal = null;
        // Who before what: 401/403 come before 400, so a forbidden caller learns nothing of the input.
        const machineKey = request.headers['x-api-key'];
        if (machineKey !== undefined) {
          // A machine's key (access/machine-keys.ts): a device key reaches the x-device operations and
          // nothing else; a service key acts as a staff member of its company holding one of its roles.
          const principal = await authenticateMachineKey(
            services.database.db,
            String(machineKey),
            services.clock(),
            {
              device: services.config.machineKeyCallsPerMinute,
              service: services.config.serviceKeyCallsPerMinute,
            },
          );
          request.principal = principal.apiKey?.kind === 'service' ? asServiceKey(op, principal) : principal;
          if (principal.apiKey?.kind === 'device' && !op.device) {
            throw forbidden(
              'Khoá thiết bị chỉ dùng cho các chức năng của thiết bị (gửi vị trí xe, gửi giao dịch vé)',
            );
          }
        } else {
          if (op.appKey || op.signIn) assertAppKey(request, services);
          if (op.signIn) {
            request.principal = await authenticate(request, services);
            authorize(op, request.principal);
          } else if (request.headers.authorization) {
            request.principal = await authenticate(request, services).catch(() => null);
          }
        }
        for (const [key, validate] of validators) validate(request[key]);
        const binary = Buffer.isBuffer(request.body);
        if (binary && !acceptsBinary) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Định dạng nội dung không được hỗ trợ');
        }
        if (validateBody && !binary && (request.body !== undefined || op.requestBody?.required)) {
          validateBody(request.body ?? null);
        }
        const principal = request.principal;
        let db: Db | undefined;
        const ctx = {
          body: request.body,
          query: request.query ?? {},
          params: request.params ?? {},
          headers: request.headers,
          get principal() {
            if (!principal) throw unauthorized();
            return principal;
          },
          maybePrincipal: principal,
          request,
          reply,
          get db() {
            db ??= scopedDb(services.database.db, principal);
            return db;
          },
          services,
        } as unknown as HandlerContext<never>;
        // A handler that answered itself (204, a file, a stream) returns the reply, which is a thenable:
        // awaiting it yields undefined, never the reply, so `reply.sent` is what says it was answered
        // (comparing the result with the reply sent a second answer: FST_ERR_REP_ALREADY_SENT in the log).
        const result = await handler(ctx);
        if (streams && reply.sent && !isHeldStream(reply)) {
          services.log.error(
            { operationId: op.operationId },
            'event stream not opened through sse-registry.ts: ended',
          );
          reply.raw.destroy();
          return reply;
        }
        if (reply.sent) return reply;
        responseValidators?.(reply.statusCode === 200 ? successStatus : reply.statusCode, result);
        return reply.code(reply.statusCode === 200 ? successStatus : reply.statusCode).send(result);
      },
    });
  }
}

function assertAppKey(request: FastifyRequest, services: Services): void {
  const key = request.headers['x-access-token'];
  if (typeof key !== 'string' || !services.config.appKeys.includes(key)) {
    throw new AppError(
      401,
      'INVALID_APP_KEY',
      'Ứng dụng không hợp lệ: thiếu hoặc sai khoá ứng dụng (x-access-token)',
    );
  }
}

async function authenticate(request: FastifyRequest, services: Services): Promise<Principal> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  if (!token) throw unauthorized('Vui lòng đăng nhập');
  // The session is checked by loadPrincipal's statement, not by a statement of its own.
  const identity = await services.identity.verifyIdTokenSignature(token);
  return loadPrincipal(services.database.db, identity.userId, identity.sessionId);
}

/**
 * A service key acts, in this operation, with the first of its roles the operation admits: then every
 * check after this one (x-company-scope, the handler's per-record rules on `principal.role`) is the
 * check a staff member of its company holding that role meets. A person's own operations (empty
 * x-roles: profile, password, inbox) have no person here to act on, and keys are managed by people.
 */
function asServiceKey(op: SpecOperation, principal: Principal): Principal {
  const roles = principal.apiKey?.roles ?? [];
  if (op.roles.length === 0 || KEY_MANAGEMENT.has(op.operationId)) {
    throw forbidden('Khoá dịch vụ không dùng được cho chức năng này (chỉ dành cho người dùng đăng nhập)');
  }
  const role = roles.find((r) => op.roles.includes(r)) ?? null;
  const acting = { ...principal, role };
  authorize(op, acting);
  return acting;
}

/** Keys are made, rotated and revoked by people only: a leaked key can never mint another. */
const KEY_MANAGEMENT = new Set([
  'listServiceKeys',
  'createServiceKey',
  'rotateServiceKey',
  'revokeServiceKey',
  'listDeviceKeys',
  'createDeviceKey',
  'rotateDeviceKey',
  'revokeDeviceKey',
]);

/** x-roles and x-company-scope, as the contract declares them. */
export function authorize(op: SpecOperation, principal: Principal): void {
  if (op.roles.length === 0) return;
  if (principal.currentCompanyId === null && !principal.isSuper) {
    throw forbidden('Vui lòng chọn công ty trước khi tiếp tục');
  }
  if (!rolesAllow(op.roles, principal.role as never) || !scopeAllows(op.scope, principal.isSuper)) {
    throw forbidden();
  }
}

/**
 * The answer checks of the tests (validateResponses). Each status's validator is compiled when an
 * answer with it is first checked: compiling all of them up front was 3.5 of the 4 s every test file
 * paid to open the app, for the few operations a file calls.
 */
function compileResponses(op: SpecOperation) {
  const schemas = new Map<number, object>();
  for (const [status, response] of Object.entries(op.responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (schema) schemas.set(Number(status), schema);
  }
  const compiled = new Map<number, Validator>();
  const validatorOf = (status: number): Validator | undefined => {
    const schema = schemas.get(status);
    if (!schema) return undefined;
    let validate = compiled.get(status);
    if (!validate) {
      validate = compileValidator(schema, 'body');
      compiled.set(status, validate);
    }
    return validate;
  };
  return (status: number, body: unknown) => {
    const validate = validatorOf(status);
    if (!validate) {
      if (body !== undefined && body !== null && status !== 204) {
        throw new ContractViolation(
          `${op.operationId} answered ${status}, which the contract does not document`,
        );
      }
      return;
    }
    try {
      validate(JSON.parse(JSON.stringify(body)));
    } catch (error) {
      const detail = error instanceof AppError ? JSON.stringify(error.errors) : String(error);
      throw new ContractViolation(`${op.operationId} answer ${status} breaks the contract: ${detail}`);
    }
  };
}

export type { FastifyReply };
