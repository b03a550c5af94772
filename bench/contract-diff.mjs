// Issue 21: the breaking-change check on the real contract. Times api-smart-diff alone, our rules alone
// and the whole comparison (openapi/scripts/contract-diff.mjs), each over `--runs` runs, on two inputs:
// the bundled contract against itself (what CI sees when nothing changed) and against a copy with five
// injected breaking changes (the five kinds issue 21 names), reporting which of them each engine caught.
//   node bench/contract-diff.mjs [--runs 5]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { apiCompare } from '../openapi/node_modules/api-smart-diff/dist/index.mjs';
import { compareContracts } from '../openapi/scripts/contract-diff.mjs';

const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
const contract = JSON.parse(
  readFileSync(new URL('../packages/sdk/src/gen/openapi.gen.json', import.meta.url), 'utf8'),
);

const find = (doc, operationId) => {
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item))
      if (op.operationId === operationId) return { path, method, op };
  throw new Error(`no ${operationId}`);
};
const schemaOf = (doc, schema) =>
  schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;

/** The five kinds of breaking change issue 21 names, each a change of a copy of the contract. */
const KINDS = {
  'removed operation (getBusStaff)': (doc) => {
    const { path, method } = find(doc, 'getBusStaff');
    delete doc.paths[path][method];
  },
  'removed optional response field (BusStaff.email)': (doc) => {
    delete doc.components.schemas.BusStaff.properties.email;
  },
  'new required parameter, operation had none (getBillSetting)': (doc) => {
    find(doc, 'getBillSetting').op.parameters = [
      { name: 'region', in: 'query', required: true, schema: { type: 'string', maxLength: 10 } },
    ];
  },
  'changed response type object -> string (getCompany)': (doc) => {
    find(doc, 'getCompany').op.responses['200'].content['application/json'].schema = { type: 'string' };
  },
  'new required body field (createBusStaff.note)': (doc) => {
    const body = schemaOf(doc, find(doc, 'createBusStaff').op.requestBody.content['application/json'].schema);
    body.required = [...(body.required ?? []), 'note'];
    body.properties.note ??= { type: 'string', maxLength: 10 };
  },
};
const changedBy = (...changes) => {
  const doc = structuredClone(contract);
  for (const change of changes) change(doc);
  return doc;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function time(fn) {
  const samples = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = fn();
    samples.push(performance.now() - started);
  }
  return { ms: Math.round(median(samples)), min: Math.round(Math.min(...samples)), result };
}

const engineBreaking = (after) =>
  apiCompare(structuredClone(contract), structuredClone(after)).diffs.filter(
    (d) => d.path[0] === 'paths' && d.type === 'breaking',
  );
const caught = Object.entries(KINDS).map(([kind, change]) => {
  const after = changedBy(change);
  const result = compareContracts(contract, after);
  return {
    kind,
    'api-smart-diff': engineBreaking(after).length > 0 ? 'caught' : 'MISSED',
    'with our rules': result.breaking.length > 0 ? 'caught' : 'MISSED',
    'our rules added': [...new Set(result.findings.map((f) => f.kind))].join(', '),
  };
});
const timings = [];
for (const [input, after] of [
  ['unchanged', contract],
  ['all 5 changes', changedBy(...Object.values(KINDS))],
]) {
  const engine = time(() => apiCompare(structuredClone(contract), structuredClone(after)));
  const whole = time(() => compareContracts(contract, after));
  timings.push({
    input,
    'api-smart-diff ms (median)': engine.ms,
    'whole check ms (median)': whole.ms,
    'whole check ms (min)': whole.min,
    'breaking changes listed': whole.result.breaking.length,
  });
}
console.log(
  `contract: ${Object.keys(contract.paths).length} paths, ${JSON.stringify(contract).length} bytes; ${runs} runs; Node ${process.version}; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(caught);
console.table(timings);
