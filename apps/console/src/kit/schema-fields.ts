// Form fields from the contract: each field's type, required, lengths, pattern, format and enum come from
// the operation's request body (packages/sdk request-fields.gen.ts, written by `pnpm gen`); the screen
// gives what the contract cannot: the Vietnamese label, the pattern's message, enum labels, the order.
// The result is the FormField[] FormDialog already takes, so any other validation (e.g. compiled
// contract validators) plugs in through a field's `validate`.
import { type RequestField, type RequestFieldsOperationId, requestFields } from '@busops/sdk/request-fields';
import type { FormField } from '../components/form-dialog/form-fields';

type BodyFieldName<K extends RequestFieldsOperationId> = keyof (typeof requestFields)[K] & string;

/** A label, or a label with anything FormField takes (patternMessage, options, helperText...). */
export type FieldDeclaration = string | (Partial<FormField> & { label: string });

/** NonBlankText's pattern only refuses blank text, which `required` (trimmed) already says in Vietnamese. */
const NOT_A_USER_PATTERN = new Set(['NonBlankText']);

/** JSON Schema patterns are ECMAScript regular expressions with Unicode semantics. */
function contractPattern(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    return new RegExp(source);
  }
}

function typeOf(field: RequestField, declared?: FormField['type']): FormField['type'] {
  if (declared) return declared;
  if (field.enum) return 'select';
  if (field.schema === 'Phone') return 'tel';
  if (field.format === 'email') return 'email';
  if (field.format === 'date') return 'date';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  return 'text';
}

/**
 * `schemaFields('createCompany', { name: 'Tên công ty', code: { label: 'Mã công ty', patternMessage } })`:
 * one FormField per declared body field, in the declared order, with the contract's limits. A field the
 * body does not have is a type error (and throws at startup, should the contract lose it).
 */
export function schemaFields<K extends RequestFieldsOperationId>(
  operationId: K,
  declarations: { [N in BodyFieldName<K>]?: FieldDeclaration },
): FormField[] {
  const body = requestFields[operationId] as Record<string, RequestField>;
  return Object.entries(declarations as Record<string, FieldDeclaration>).map(([name, declaration]) => {
    const field = body[name];
    if (!field) throw new Error(`${operationId}: the request body has no field '${name}'`);
    const own: Partial<FormField> & { label: string } =
      typeof declaration === 'string' ? { label: declaration } : declaration;
    const type = typeOf(field, own.type);
    const fromContract: FormField = {
      name,
      label: own.label,
      type,
      required: field.required,
    };
    if (field.minLength !== undefined && field.minLength > 1) fromContract.minLength = field.minLength;
    if (field.maxLength !== undefined) fromContract.maxLength = field.maxLength;
    if (field.pattern && !NOT_A_USER_PATTERN.has(field.schema ?? '')) {
      fromContract.pattern = contractPattern(field.pattern);
      if (type === 'tel') fromContract.patternMessage = 'Số điện thoại không hợp lệ';
    }
    if (field.enum && !own.options) {
      fromContract.options = field.enum.map((value) => ({ value: String(value), label: String(value) }));
    }
    if (type === 'money') {
      if (field.minimum !== undefined) fromContract.min = field.minimum;
      if (field.maximum !== undefined) fromContract.max = field.maximum;
    }
    return { ...fromContract, ...own, name };
  });
}
