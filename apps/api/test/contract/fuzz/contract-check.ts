// The oracle, independent of the API's own validation code: a separate Ajv compiled from the same bundled
// contract says whether a request is valid (then the API may answer anything documented but 5xx) or not
// (then it must refuse with 4xx and change nothing), and whether an answer matches the contract.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { SpecOperation, SpecParameter } from '../../../src/http/spec.ts';
import type { FuzzRequest } from './mutations.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

function makeAjv(coerce: boolean) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  return ajv;
}
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

/** The API's one rule beyond the schemas (src/http/control-characters.ts): no control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
const hasControl = (value: unknown): boolean =>
  typeof value === 'string'
    ? CONTROL.test(value)
    : Array.isArray(value)
      ? value.some(hasControl)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).some(([k, v]) => CONTROL.test(k) || hasControl(v))
        : false;

function parametersValidator(parameters: SpecParameter[], where: SpecParameter['in']) {
  const list = parameters.filter((p) => p.in === where);
  const name = (p: SpecParameter) => (where === 'header' ? p.name.toLowerCase() : p.name);
  return paramAjv.compile({
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [name(p), p.schema ?? {}])),
    required: list.filter((p) => p.required).map(name),
  });
}

/** What the API receives: strings in path, query and headers; the body after a JSON round trip. */
export interface WireRequest {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

export const toWire = (request: FuzzRequest): WireRequest => {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const strings = (record: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, Array.isArray(value) ? value.map(text) : text(value)]),
    );
  // Path values are single strings (an array as 'simple' style: 1,2,3); an empty segment would name
  // another route (/bus/staff/ is listBusStaff): send a space.
  const path = Object.fromEntries(
    Object.entries(strings(request.path)).map(([key, value]) => {
      const joined = Array.isArray(value) ? value.join(',') : value;
      return [key, joined === '' ? ' ' : joined];
    }),
  );
  // An empty array puts nothing in the query string.
  const query = Object.fromEntries(
    Object.entries(strings(request.query)).filter(([, value]) => !Array.isArray(value) || value.length > 0),
  );
  // What an HTTP client really sends: URLs carry well-formed UTF-8 (a lone surrogate becomes U+FFFD) and
  // header values are bytes, read back by the server as latin1.
  const fix = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
  const wellFormed = (record: Record<string, string | string[]>) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.map((v) => fix(v)) : fix(value),
      ]),
    );
  const headerBytes = Object.fromEntries(
    Object.entries(strings(request.headers)).map(([key, value]) => [
      key,
      Buffer.from(String(value), 'utf8').toString('latin1'),
    ]),
  );
  return {
    path: wellFormed(path) as Record<string, string>,
    query: wellFormed(query),
    headers: headerBytes,
    body: request.body === undefined ? undefined : JSON.parse(JSON.stringify(request.body)),
  };
};

/** The request's URL: path parameters put in (encoded), the query in order. */
export function urlOf(op: SpecOperation, wire: WireRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(wire.path[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(wire.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, item);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export interface OperationCheck {
  /** Null when the contract accepts the request; otherwise why not. */
  whyInvalid(request: WireRequest): string | null;
  /** Null when the answer matches the contract; otherwise what is wrong. */
  answerProblem(status: number, contentType: string, body: unknown): string | null;
}

const describe = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');

export function checkOperation(op: SpecOperation): OperationCheck {
  const path = parametersValidator(op.parameters, 'path');
  const query = parametersValidator(op.parameters, 'query');
  const headers = parametersValidator(op.parameters, 'header');
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? bodyAjv.compile(bodySchema) : null;
  const answers = new Map<number, ValidateFunction | null>();
  for (const [status, response] of Object.entries(op.responses)) {
    const schema = response.content?.['application/json']?.schema;
    answers.set(Number(status), schema ? bodyAjv.compile(schema) : null);
  }

  return {
    whyInvalid(request) {
      if (hasControl(request.path) || hasControl(request.query) || hasControl(request.headers))
        return 'control character in a parameter';
      if (hasControl(request.body)) return 'control character in the body';
      for (const [label, validate, value] of [
        ['path', path, request.path],
        ['query', query, request.query],
        ['headers', headers, request.headers],
      ] as const) {
        if (!validate(structuredClone(value))) return `${label}: ${describe(validate)}`;
      }
      if (request.body === undefined) return op.requestBody?.required ? 'body missing' : null;
      if (!body) return null;
      return body(structuredClone(request.body)) ? null : `body: ${describe(body)}`;
    },
    answerProblem(status, contentType, answer) {
      if (!answers.has(status)) return `status ${status} is not documented`;
      const validate = answers.get(status);
      if (!validate || !contentType.includes('json')) return null;
      return validate(answer) ? null : `answer ${status}: ${describe(validate)}`;
    },
  };
}
