// The bundled contract, dereferenced once, as the API's routing and validation table.
import bundled from '@busops/sdk/openapi.json' with { type: 'json' };

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
  /** Needs the application key header. */
  appKey: boolean;
  /** Needs a signed-in user (ID token). */
  signIn: boolean;
  parameters: SpecParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Inlines local `#/...` references (the contract has no cycles). */
export function dereference<T>(root: Json): T {
  const resolvePointer = (ref: string): Json =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, root);
  const walk = (node: Json, seen: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, seen));
    if (node && typeof node === 'object') {
      const ref = node.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/')) {
        if (seen.includes(ref)) throw new Error(`Circular $ref ${ref}`);
        const { $ref: _ignored, ...siblings } = node;
        const target = walk(resolvePointer(ref), [...seen, ref]);
        return Object.keys(siblings).length
          ? { ...(target as object), ...(walk(siblings, seen) as object) }
          : target;
      }
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, seen)]));
    }
    return node;
  };
  return walk(root, []) as T;
}

interface RawDoc {
  security?: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, Record<string, unknown>> & { parameters?: SpecParameter[] }>;
}

export function loadOperations(doc: Json = bundled as unknown as Json): SpecOperation[] {
  const spec = dereference<RawDoc>(doc);
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
