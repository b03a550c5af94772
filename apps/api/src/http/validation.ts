// Request validation against the contract's JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12),
// with errors turned into Vietnamese messages the console shows as is.
import bundled from '@busops/sdk/openapi.json' with { type: 'json' };
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { badRequest, type FieldError } from './errors.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

/**
 * Query, path and header values get their schema defaults (page 0, size 20). Bodies never do: a
 * default describes what the server does with a missing field, and filled into a body it would read
 * as sent and overwrite stored values (a defaulted `belong_super_company: false` once took the Super
 * Admin's rights away through createBusStaff).
 */
function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    removeAdditional: false,
  });
  addFormats(ajv);
  // `x-trim: true` (openapi/shared/schemas/NonBlankText.yaml): names and titles are stored without
  // surrounding whitespace. The one place that trims, before any handler reads the value.
  ajv.addKeyword({
    keyword: 'x-trim',
    modifying: true,
    schemaType: 'boolean',
    validate: (
      trim: boolean,
      data: unknown,
      _schema: unknown,
      where?: { parentData: unknown; parentDataProperty: string | number },
    ) => {
      if (trim && typeof data === 'string' && where?.parentData && typeof where.parentData === 'object') {
        (where.parentData as Record<string | number, unknown>)[where.parentDataProperty] = data.trim();
      }
      return true;
    },
  });
  return ajv;
}

/** The pattern of NonBlankText: a failure means "only blanks", which deserves its own message. */
const NON_BLANK_PATTERN = (
  bundled as unknown as { components: { schemas: { NonBlankText: { pattern: string } } } }
).components.schemas.NonBlankText.pattern;

/** Bodies are validated as sent; query, path and header values arrive as strings and are coerced (and defaulted). */
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

export type Validator = (value: unknown) => void;

export function compileValidator(schema: object, where: 'body' | 'params'): Validator {
  const validate: ValidateFunction = (where === 'body' ? bodyAjv : paramAjv).compile(schema);
  return (value) => {
    if (validate(value)) return;
    const errors = (validate.errors ?? []).map(toFieldError);
    const unique = errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
    throw badRequest(unique[0]?.message ?? 'Dữ liệu không hợp lệ', unique);
  };
}

const TYPE_VI: Record<string, string> = {
  string: 'chuỗi ký tự',
  integer: 'số nguyên',
  number: 'số',
  boolean: 'true hoặc false',
  array: 'danh sách',
  object: 'đối tượng',
  null: 'rỗng',
};

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  if (missing) return path ? `${path}.${missing}` : missing;
  if (extra) return path ? `${path}.${extra}` : extra;
  return path || '(body)';
}

function isPhoneField(field: string): boolean {
  return /phone|username/i.test(field);
}

export function toFieldError(error: ErrorObject): FieldError {
  const field = fieldOf(error);
  const p = error.params as Record<string, unknown>;
  const name = `'${field}'`;
  let message: string;
  switch (error.keyword) {
    case 'required':
      message = `Vui lòng nhập trường ${name}`;
      break;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_VI[t] ?? t);
      message = `Trường ${name} phải là ${types.join(' hoặc ')}`;
      break;
    }
    case 'minLength':
      message =
        p.limit === 1
          ? `Trường ${name} không được để trống`
          : `Trường ${name} phải có ít nhất ${p.limit} ký tự`;
      break;
    case 'maxLength':
      message = `Trường ${name} không được dài quá ${p.limit} ký tự`;
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      message = `Trường ${name} phải lớn hơn ${error.keyword === 'minimum' ? 'hoặc bằng ' : ''}${p.limit}`;
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      message = `Trường ${name} phải nhỏ hơn ${error.keyword === 'maximum' ? 'hoặc bằng ' : ''}${p.limit}`;
      break;
    case 'minItems':
      message = `Trường ${name} phải có ít nhất ${p.limit} phần tử`;
      break;
    case 'maxItems':
      message = `Trường ${name} có tối đa ${p.limit} phần tử`;
      break;
    case 'pattern':
      message =
        p.pattern === NON_BLANK_PATTERN
          ? `Trường ${name} không được để trống`
          : isPhoneField(field)
            ? 'Số điện thoại không hợp lệ'
            : `Trường ${name} không đúng định dạng`;
      break;
    case 'format':
      message =
        p.format === 'email' ? 'Email không hợp lệ' : `Trường ${name} không đúng định dạng ${p.format}`;
      break;
    case 'enum':
      message = `Trường ${name} phải là một trong: ${(p.allowedValues as unknown[]).join(', ')}`;
      break;
    case 'const':
      message = `Trường ${name} phải là ${JSON.stringify(p.allowedValue)}`;
      break;
    case 'additionalProperties':
      message = `Trường ${name} không được hỗ trợ`;
      break;
    default:
      message = `Trường ${name} không hợp lệ`;
  }
  return { field, message };
}
