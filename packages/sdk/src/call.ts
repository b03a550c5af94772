// Calls by operationId: `client.call('listCompanies', { params: { query } })`. A reader then goes from a
// console screen to openapi/resources/<area>/<operationId>.yaml and to the API handler of the same name,
// by name. Method and path come from the generated access table; the init (params, body, headers,
// parseAs, signal) and the answer are typed from `operations[operationId]` of the generated schema. It is
// the same openapi-fetch client underneath, so auth, timeouts, ApiError, Idempotency-Key headers and
// `parseAs: 'blob' | 'stream'` downloads behave as with client.GET(...).
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import { operations as access, type OperationId } from './gen/operations.gen.ts';
import type { operations } from './gen/schema.gen.ts';

type JsonMedia = `${string}/json`;
type RequiredKeys<T> = { [K in keyof T]-?: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];

/** openapi-fetch's init for one operation (its params, body and fetch options). */
export type OperationInit<K extends OperationId> = MaybeOptionalInit<{ op: operations[K] }, 'op'>;

type InitParam<Init> =
  RequiredKeys<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/** The success branch only: the client throws an ApiError on every failure. */
export type OperationAnswer<K extends OperationId, Init = OperationInit<K>> = {
  data: Exclude<FetchResponse<operations[K], Init, JsonMedia>['data'], undefined>;
  error?: never;
  response: Response;
};

/** The JSON answer of an operation's success: `OperationData<'listCompanies'>` is the page. */
export type OperationData<K extends OperationId> = OperationAnswer<K>['data'];
/** The JSON request body of an operation. */
export type OperationBody<K extends OperationId> = NonNullable<OperationInit<K>>['body'];
/** The query parameters of an operation. */
export type OperationQuery<K extends OperationId> = NonNullable<
  NonNullable<NonNullable<OperationInit<K>>['params']>['query']
>;

export type CallOperation = <K extends OperationId, Init extends OperationInit<K>>(
  operationId: K,
  ...init: InitParam<Init>
) => Promise<OperationAnswer<K, Init>>;

type MethodClient = Record<
  'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
  (path: string, init?: unknown) => Promise<unknown>
>;

/** `call` over a client's path methods; an unknown operationId is refused before any request. */
export function operationCaller(client: MethodClient): CallOperation {
  return ((operationId: OperationId, init?: unknown) => {
    if (!Object.hasOwn(access, operationId)) {
      return Promise.reject(new TypeError(`Unknown operationId: ${String(operationId)}`));
    }
    const { method, path } = access[operationId];
    return client[method](path, init);
  }) as CallOperation;
}

/** The operations whose request body is a file as is (a zip, a photo): `bodyMedia` in the generated table. */
export type BinaryOperationId = {
  [K in OperationId]: (typeof access)[K] extends { readonly bodyMedia: string } ? K : never;
}[OperationId];

/** The init of a binary-body operation without its body (the Blob is `send`'s own argument). */
export type BinaryInit<K extends BinaryOperationId> = Omit<NonNullable<OperationInit<K>>, 'body'>;

/**
 * `client.send('saveMemberPhoto', file, { params: { path: { id } } })`: the Blob is the body, sent with
 * the operation's declared media type (no JSON serialisation); params and answer typed as with `call`.
 */
export type SendOperation = <K extends BinaryOperationId, Init extends BinaryInit<K>>(
  operationId: K,
  body: Blob,
  ...init: InitParam<Init>
) => Promise<OperationAnswer<K, Init>>;

/** `send` over a client's path methods; an operation without a binary body is refused before any request. */
export function bodySender(client: MethodClient): SendOperation {
  return ((operationId: OperationId, body: Blob, init?: { headers?: Record<string, string> }) => {
    const entry = Object.hasOwn(access, operationId) ? access[operationId] : undefined;
    if (!entry || !('bodyMedia' in entry)) {
      return Promise.reject(new TypeError(`No binary request body: ${String(operationId)}`));
    }
    return client[entry.method](entry.path, {
      ...init,
      body,
      headers: { ...init?.headers, 'content-type': entry.bodyMedia },
      bodySerializer: (raw: unknown) => raw,
    });
  }) as SendOperation;
}
