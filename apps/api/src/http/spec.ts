// The contract as the API's routing and validation table: the bundle `redocly bundle --dereferenced`
// wrote at `pnpm gen` (packages/sdk/src/gen/openapi.deref.gen.json), every `$ref` already inlined.
import dereferenced from '@busops/sdk/openapi.deref.json' with { type: 'json' };

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export interface SpecParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

/** One record an operation acts on (x-target): its kind and where its id comes from. */
export interface SpecTarget {
  entity: string;
  in: 'path' | 'query' | 'body';
  name: string;
}

export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  roles: number[];
  scope: 'super' | 'member' | 'any';
  /** x-target: the records acted on, 'self' (only the caller's own person) or 'none'. */
  target: SpecTarget[] | 'self' | 'none';
  /** x-list: a paged list (shared paging, with_total and Page envelope), a full one, or its own shape. */
  list?: 'paged' | 'full' | 'custom';
  /** x-device: a machine key (`x-api-key`) may call it; no other operation admits one. */
  device: boolean;
  /** Needs the application key header. */
  appKey: boolean;
  /** Needs a signed-in user (ID token). */
  signIn: boolean;
  parameters: SpecParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

interface RawDoc {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Record<string, unknown>> & { parameters?: SpecParameter[] }>;
}

/** The dereferenced contract (info, tags, paths...), read as plain JSON. */
export const spec = dereferenced as unknown as RawDoc & {
  info: Record<string, unknown>;
  tags: Array<{ name: string; description: string }>;
};

export function loadOperations(): SpecOperation[] {
  const result: SpecOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const security = (op.security as RawDoc['security']) ?? spec.security ?? [];
      result.push({
        operationId: op.operationId as string,
        method,
        path,
        roles: (op['x-roles'] as number[]) ?? [],
        scope: (op['x-company-scope'] as SpecOperation['scope']) ?? 'any',
        target: op['x-target'] as SpecOperation['target'],
        list: op['x-list'] as SpecOperation['list'],
        device: op['x-device'] === true,
        appKey: security.some((s) => 'appKey' in s),
        signIn: security.some((s) => 'idToken' in s),
        parameters: [...(item.parameters ?? []), ...((op.parameters as SpecParameter[]) ?? [])],
        requestBody: op.requestBody as SpecOperation['requestBody'],
        responses: (op.responses as SpecOperation['responses']) ?? {},
      });
    }
  }
  return result;
}

/**
 * The router's limit for one path parameter, from the contract: the longest `maxLength` a path parameter
 * declares, percent-encoded (up to 9 characters per UTF-16 unit, `%E1%BA%A0` for 'Ạ'). Fastify's default of
 * 100 answered 414 to a real push token (FCM tokens are about 160 characters; deleteDeviceToken allows 4096).
 */
export function maxPathParameterLength(operations: SpecOperation[]): number {
  const lengths = operations.flatMap((op) =>
    op.parameters.filter((p) => p.in === 'path').map((p) => Number(p.schema?.maxLength ?? 20)),
  );
  return Math.max(100, ...lengths) * 9;
}
