// A request aimed at one record: the sample request of the operation with the x-target field set to
// the record's id (path parameter, query parameter, or body field; a list field gets a list of one).
// The sample's query fields come along; `query` adds what else a query-targeted record needs to be named (listRecordHistory: its entity),
// `recordParams` the other path ids a path-targeted one needs (a line's route).
import type { SpecOperation, SpecTarget } from '../../../src/http/spec.ts';
import type { SampleRequest } from './requests.ts';

export function aimAt(
  op: SpecOperation,
  target: SpecTarget,
  value: number | string,
  sample: SampleRequest,
  query?: Record<string, string | number>,
  recordParams?: Record<string, number>,
) {
  // A path-aimed record brings the other path ids naming it (a line's route); a body-aimed one keeps the sample's.
  const aimed = target.in === 'path' ? { ...recordParams, [target.name]: value } : {};
  const params = { ...sample.params, ...aimed };
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? 999999)),
  );
  const schema = op.requestBody?.content['application/json']?.schema as {
    properties?: Record<string, { type?: string }>;
  };
  const asList = schema?.properties?.[target.name]?.type === 'array';
  const body =
    target.in === 'body' ? { ...sample.body, [target.name]: asList ? [value] : value } : sample.body;
  const aimedQuery =
    target.in === 'query' ? { ...sample.query, ...query, [target.name]: value } : sample.query;
  return { url, body, query: aimedQuery };
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
