// Redocly plugin: the contract rules a configurable rule cannot express, because they depend on which
// file a `$ref` points to. Enabled in openapi/redocly.yaml; proven by openapi/test/rules.test.ts.
//
// busops/list-shape     every list operation declares `x-list` and uses the shared list parameters
//                       and the shared `Page` envelope (see openapi/README.md, "Lists").
// busops/shared-errors  every 4xx answer is one of openapi/shared/responses (the `Error` body).
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const shared = resolve(dirname(fileURLToPath(import.meta.url)), '../shared');
const file = (path) => resolve(shared, path);

/** The shared parameter files by parameter name: a parameter of that name must be one of them. */
const SHARED_PARAMETERS = {
  page: [file('parameters/page.yaml')],
  size: [file('parameters/size.yaml'), file('parameters/lookupSize.yaml')],
  keyword: [file('parameters/keyword.yaml')],
  export: [file('parameters/export.yaml')],
  with_total: [file('parameters/withTotal.yaml')],
};
const PAGE_SCHEMA = file('schemas/Page.yaml');
const RESPONSES_DIR = file('responses') + sep;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LIST_KINDS = ['paged', 'full', 'custom'];
const SORT_VALUE = /^-?[a-z][a-z0-9_]*$/;

/** The node behind a possible `$ref`, and the file it comes from (null when written inline). */
function follow(ctx, node) {
  if (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const resolved = ctx.resolve(node);
    return { node: resolved.node, file: resolved.location?.source.absoluteRef ?? null };
  }
  return { node, file: null };
}

const nameOf = (file) => file.slice(shared.length + 1);

function ListShape() {
  return {
    Operation: {
      enter(op, ctx) {
        const report = (message, ...path) =>
          ctx.report({ message, location: path.length ? ctx.location.child(path) : ctx.location });
        const params = (op.parameters ?? []).map((raw) => follow(ctx, raw));

        // A parameter named like a shared one is the shared one; `sort` is `field` / `-field`.
        params.forEach(({ node, file: from }, index) => {
          const expected = SHARED_PARAMETERS[node?.name];
          if (expected && node.in === 'query' && !expected.includes(from)) {
            report(
              `Parameter \`${node.name}\` must be $ref ${expected.map(nameOf).join(' or ')} (the shared list parameter), not its own copy.`,
              'parameters',
              index,
            );
          }
          if (node?.name === 'sort' && node.in === 'query') {
            const values = follow(ctx, node.schema).node?.enum;
            const bad =
              !Array.isArray(values) ||
              values.some((v) => typeof v !== 'string' || !SORT_VALUE.test(v)) ||
              values.some((v) => !values.includes(v.startsWith('-') ? v.slice(1) : `-${v}`));
            if (bad) {
              report(
                '`sort` must be an enum of `field` and `-field` values (both directions of every field).',
                'parameters',
                index,
              );
            }
          }
        });

        const ok = follow(ctx, op.responses?.['200']).node;
        const content = ok?.content ?? {};
        const has = (name) => params.some((p) => p.node?.name === name && p.node.in === 'query');
        if (content[XLSX] && !has('export')) {
          report('An operation answering .xlsx takes the shared `export` parameter.', 'responses', '200');
        }
        if (has('export') && !content[XLSX]) {
          report(
            '`export=true` answers .xlsx: document that media type on the 200 answer.',
            'responses',
            '200',
          );
        }

        const kind = op['x-list'];
        if (/^(list|search)[A-Z]/.test(op.operationId ?? '') && kind === undefined) {
          report(
            `A list operation declares \`x-list\`: ${LIST_KINDS.join(' | ')} (openapi/README.md, "Lists").`,
          );
          return;
        }
        if (kind === undefined) return;
        if (!LIST_KINDS.includes(kind)) {
          report(`\`x-list\` is one of ${LIST_KINDS.join(', ')}.`, 'x-list');
          return;
        }
        if (kind === 'paged') {
          for (const name of ['page', 'size', 'with_total']) {
            if (!has(name))
              report(
                `A paged list (\`x-list: paged\`) takes the shared \`${name}\` parameter.`,
                'parameters',
              );
          }
        }
        if (kind === 'full') {
          for (const name of ['size', 'with_total']) {
            if (has(name))
              report(`A full list (\`x-list: full\`) is not paged: it takes no \`${name}\`.`, 'parameters');
          }
        }
        if (kind === 'custom') return;
        checkEnvelope(ctx, content['application/json']?.schema, report);
      },
    },
  };
}

/** `allOf: [$ref shared/schemas/Page.yaml, { required: [items], properties: { items: array of rows } }]`. */
function checkEnvelope(ctx, raw, report) {
  const where = ['responses', '200', 'content', 'application/json', 'schema'];
  const schema = follow(ctx, raw).node;
  const parts = Array.isArray(schema?.allOf) ? schema.allOf.map((part) => follow(ctx, part)) : [];
  const envelope = parts.some((part) => part.file === PAGE_SCHEMA);
  const rows = parts.find((part) => part.file !== PAGE_SCHEMA)?.node;
  const items = follow(ctx, rows?.properties?.items).node;
  if (!envelope || !items || items.type !== 'array' || !items.items || !rows.required?.includes('items')) {
    report(
      'A list answers the shared envelope: `allOf: [{ $ref: shared/schemas/Page.yaml }, { required: [items], properties: { items: { type: array, items: { $ref: <Row>.yaml } } } }]`.',
      ...where,
    );
  }
}

function SharedErrors() {
  return {
    Operation: {
      enter(op, ctx) {
        for (const [status, raw] of Object.entries(op.responses ?? {})) {
          if (!/^4(\d\d|XX)$/.test(status)) continue;
          const { file: from } = follow(ctx, raw);
          if (!from?.startsWith(RESPONSES_DIR)) {
            ctx.report({
              message: `The ${status} answer must be $ref shared/responses/<Name>.yaml (the one Error body), not written here.`,
              location: ctx.location.child(['responses', status]),
            });
          }
        }
      },
    },
  };
}

export default function busopsPlugin() {
  return {
    id: 'busops',
    rules: { oas3: { 'list-shape': ListShape, 'shared-errors': SharedErrors } },
  };
}
