// A request aimed at one record: the sample request of the operation with the x-target field set to
// the record's id (path parameter, query parameter, or body field; a list field gets a list of one).
import type { SpecOperation, SpecTarget } from '../../../src/http/spec.ts';
import type { SampleRequest } from './requests.ts';

export function aimAt(op: SpecOperation, target: SpecTarget, value: number | string, sample: SampleRequest) {
  const params = { ...sample.params, ...(target.in === 'path' ? { [target.name]: value } : {}) };
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 999999)),
  );
  const schema = op.requestBody?.content['application/json']?.schema as {
    properties?: Record<string, { type?: string }>;
  };
  const asList = schema?.properties?.[target.name]?.type === 'array';
  const body =
    target.in === 'body' ? { ...sample.body, [target.name]: asList ? [value] : value } : sample.body;
  const query = target.in === 'query' ? { [target.name]: value } : undefined;
  return { url, body, query };
}

/** The record ids an operation names: path parameters, and query or body fields called id, *_id, *_ids. */
export function recordReferences(op: SpecOperation): Array<{ in: 'path' | 'query' | 'body'; name: string }> {
  const isId = (name: string) => /^(id|.+_id|.+_ids)$/.test(name);
  const refs: Array<{ in: 'path' | 'query' | 'body'; name: string }> = [];
  for (const p of op.parameters) {
    if (p.in === 'path' || (p.in === 'query' && isId(p.name))) refs.push({ in: p.in, name: p.name });
  }
  const body = op.requestBody?.content['application/json']?.schema as
    | { properties?: Record<string, unknown> }
    | undefined;
  for (const name of Object.keys(body?.properties ?? {})) if (isId(name)) refs.push({ in: 'body', name });
  return refs;
}
