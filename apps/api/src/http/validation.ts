// Request validation against the contract's JSON Schemas (OpenAPI 3.1 = JSON Schema 2020-12), with
// errors turned into Vietnamese messages the console shows as is. Bodies go through the validators
// generated at `pnpm gen` (@busops/sdk/validators), the very code the console's forms run, with the
// messages of @busops/sdk/validation; parameters (coerced and defaulted) and, in tests, answers are
// compiled here at start-up.

import { type BodyValidator, checkBody } from '@busops/sdk/validation';
import { type BodyOperationId, bodyValidators } from '@busops/sdk/validators';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
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

/** Bodies are validated as sent; query, path and header values arrive as strings and are coerced (and defaulted). */
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);

export type Validator = (value: unknown) => void;

export function compileValidator(schema: object, where: 'body' | 'params'): Validator {
  return toValidator((where === 'body' ? bodyAjv : paramAjv).compile(schema) as ValidateFunction);
}

/** The generated validator of an operation's JSON body; a start-up failure when `pnpm gen` made none. */
export function bodyValidator(operationId: string): Validator {
  const validate = bodyValidators[operationId as BodyOperationId] as BodyValidator | undefined;
  if (!validate) throw new Error(`No generated body validator for ${operationId}: run \`pnpm gen\``);
  return toValidator(validate);
}

function toValidator(validate: BodyValidator): Validator {
  return (value) => {
    const errors: FieldError[] = checkBody(validate, value);
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  };
}
