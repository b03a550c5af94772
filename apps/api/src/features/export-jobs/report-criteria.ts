// A job's criteria are the report's own query parameters: checked by the same validator the report's
// GET runs (compiled from the contract), with the file's own switches (export, format, paging) left out
// so the stored criteria carry no export flag (spec §4). Reports read per route take the route in
// `route_id` (their path parameter).
import type { components } from '@busops/sdk/schema';
import { badRequest } from '../../http/errors.ts';
import { parametersSchema } from '../../http/routes.ts';
import { loadOperations, type SpecOperation } from '../../http/spec.ts';
import { compileValidator, type Validator } from '../../http/validation.ts';

type ExportOperation = components['schemas']['ExportOperation'];

const FILE_SWITCHES = new Set(['export', 'format', 'page', 'size', 'with_total']);

const operations = new Map<string, { op: SpecOperation; query: Validator | null }>();

export function reportOperation(id: ExportOperation): SpecOperation {
  let entry = operations.get(id);
  if (!entry) {
    const op = loadOperations().find((o) => o.operationId === id);
    if (!op) throw badRequest('Báo cáo không hỗ trợ xuất file');
    const schema = parametersSchema(op.parameters, 'query');
    entry = { op, query: schema ? compileValidator(schema, 'params') : null };
    operations.set(id, entry);
  }
  return entry.op;
}

export function checkedCriteria(
  op: SpecOperation,
  criteria: Record<string, unknown>,
  routeId: number | undefined,
): { query: Record<string, unknown>; params: Record<string, number> } {
  // The validator fills the parameters' defaults in: the switches are left out after it ran.
  const checked = { ...criteria };
  operations.get(op.operationId)?.query?.(checked);
  const query = Object.fromEntries(Object.entries(checked).filter(([key]) => !FILE_SWITCHES.has(key)));
  const needsRoute = op.parameters.some((p) => p.in === 'path' && p.name === 'route_id');
  if (needsRoute && routeId === undefined) {
    const message = 'Vui lòng chọn tuyến';
    throw badRequest(message, [{ field: 'route_id', message }]);
  }
  return { query, params: needsRoute ? { route_id: routeId! } : {} };
}
