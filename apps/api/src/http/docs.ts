// GET /docs: a readable reference of the contract, rendered once on the server from the dereferenced
// spec. No scripts and no CDN, so it works on a machine without internet access.
// GET /docs/openapi.json: the bundled spec itself, for tools.
import bundled from '@busops/sdk/openapi.json' with { type: 'json' };
import type { FastifyInstance } from 'fastify';
import { docsPolicy } from './security-headers.ts';
import { loadOperations, type SpecOperation, spec } from './spec.ts';

type Schema = Record<string, unknown>;

const escapeHtml = (text: unknown) =>
  String(text ?? '').replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );

function typeOf(schema: Schema): string {
  if (schema.const !== undefined) return `= ${JSON.stringify(schema.const)}`;
  if (schema.enum) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any');
  if (type === 'array') return `${typeOf((schema.items as Schema) ?? {})}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/**
 * An `allOf` read as the one object it describes (the list envelope: shared `Page` + the list's own
 * `items`): properties merged, later parts narrowing earlier ones, `required` united.
 */
function merged(schema: Schema): Schema {
  const parts = schema.allOf as Schema[] | undefined;
  if (!parts) return schema;
  const flat = parts.map(merged);
  const properties: Record<string, Schema> = {};
  for (const part of flat) {
    for (const [name, prop] of Object.entries((part.properties as Record<string, Schema>) ?? {})) {
      properties[name] = { ...properties[name], ...prop };
    }
  }
  const required = [...new Set(flat.flatMap((part) => (part.required as string[]) ?? []))];
  return { ...Object.assign({}, ...flat), ...schema, allOf: undefined, properties, required };
}

function renderSchema(raw: Schema | undefined, depth = 0): string {
  if (!raw) return '';
  const schema = merged(raw);
  const target = schema.type === 'array' ? merged((schema.items as Schema) ?? {}) : schema;
  const properties = target.properties as Record<string, Schema> | undefined;
  if (!properties || depth > 3) return `<code>${escapeHtml(typeOf(schema))}</code>`;
  const required = new Set((target.required as string[]) ?? []);
  const rows = Object.entries(properties)
    .map(
      ([
        name,
        prop,
      ]) => `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <b title="bắt buộc">*</b>' : ''}</td>
<td><code>${escapeHtml(typeOf(prop))}</code>${prop.properties || (prop.items as Schema)?.properties ? renderSchema(prop, depth + 1) : ''}</td>
<td>${escapeHtml(prop.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderOperation(op: SpecOperation, raw: Schema): string {
  const roles = op.roles.length ? op.roles.join(', ') : op.signIn ? 'any signed-in user' : 'public';
  const params = op.parameters.length
    ? `<h4>Parameters</h4><table><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' <b>*</b>' : ''}</td><td>${p.in}</td><td><code>${escapeHtml(typeOf(p.schema ?? {}))}</code></td><td>${escapeHtml((p as unknown as Schema).description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const json = response.content?.['application/json']?.schema;
      const other = Object.keys(response.content ?? {}).filter((t) => t !== 'application/json');
      return `<li><b>${status}</b> ${escapeHtml((response as Schema).description ?? '')}${other.length ? ` <i>${escapeHtml(other.join(', '))}</i>` : ''}${status.startsWith('2') && json ? renderSchema(json) : ''}</li>`;
    })
    .join('');
  return `<section id="${op.operationId}">
<h3><span class="m ${op.method}">${op.method.toUpperCase()}</span> <code>${escapeHtml(op.path)}</code></h3>
<p class="sum"><b>${escapeHtml(raw.summary)}</b> · <code>${op.operationId}</code> · roles: ${escapeHtml(roles)} · company scope: ${op.scope}</p>
<pre class="desc">${escapeHtml(raw.description ?? '')}</pre>
${params}${body ? `<h4>Request body</h4>${renderSchema(body)}` : ''}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

export function renderDocs(): string {
  const doc = spec as typeof spec & { paths: Record<string, Record<string, Schema>> };
  const operations = loadOperations();
  const rawOf = (op: SpecOperation) => doc.paths[op.path]![op.method]!;
  const byTag = doc.tags.map((tag) => ({
    tag,
    ops: operations.filter((op) => (rawOf(op).tags as string[])?.[0] === tag.name),
  }));
  const toc = byTag
    .map(
      ({ tag, ops }) =>
        `<li>${escapeHtml(tag.name)}<ul>${ops.map((op) => `<li><a href="#${op.operationId}">${escapeHtml(rawOf(op).summary)}</a></li>`).join('')}</ul></li>`,
    )
    .join('');
  const content = byTag
    .map(
      ({ tag, ops }) =>
        `<h2>${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${ops.map((op) => renderOperation(op, rawOf(op))).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:14px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#1c2127}nav{width:280px;height:100vh;overflow:auto;position:sticky;top:0;background:#f6f7f9;padding:12px;box-sizing:border-box;font-size:13px}nav ul{padding-left:14px}main{flex:1;padding:24px 32px;max-width:1100px}section{border-top:1px solid #dce0e5;padding:8px 0}table{border-collapse:collapse;margin:4px 0}td,th{border:1px solid #dce0e5;padding:3px 8px;vertical-align:top;text-align:left}.m{display:inline-block;min-width:56px;text-align:center;color:#fff;border-radius:3px;padding:0 6px;font-size:12px}.get{background:#238551}.post{background:#2d72d2}.put{background:#c87619}.delete{background:#cd4246}.patch{background:#7961db}pre.desc{white-space:pre-wrap;font:inherit;color:#404854}.sum{color:#404854}</style></head>
<body><nav><b>${escapeHtml(doc.info.title)}</b> ${escapeHtml(doc.info.version)}<p><a href="/docs/openapi.json">openapi.json</a></p><ul>${toc}</ul></nav>
<main><h1>${escapeHtml(doc.info.title)}</h1><pre class="desc">${escapeHtml(doc.info.description)}</pre>${content}</main></body></html>`;
}

export function installDocs(app: FastifyInstance): void {
  let page: { html: string; policy: string } | null = null;
  app.get('/docs', (_request, reply) => {
    if (!page) {
      const html = renderDocs();
      page = { html, policy: docsPolicy(html) };
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', page.policy)
      .send(page.html);
  });
  app.get('/docs/openapi.json', (_request, reply) => reply.send(bundled));
}
