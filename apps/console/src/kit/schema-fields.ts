// Form fields from the contract: each field's type, required, lengths, format and enum come from the
// operation's request body (packages/sdk request-fields.gen.ts, written by `pnpm gen`); the screen gives
// what the contract cannot: the Vietnamese label, enum labels, the order. Patterns are not copied: the form's
// contract (FormContract: the operation's validator generated at `pnpm gen`) checks them and words the
// failure as the API does, with the contract's `x-pattern-message` — one message, never a second one here.
import { type RequestField, type RequestFieldsOperationId, requestFields } from '@busops/sdk/request-fields';
import type { FormField } from '../components/form-dialog/form-fields';

type BodyFieldName<K extends RequestFieldsOperationId> = keyof (typeof requestFields)[K] & string;

/** A label, or a label with anything FormField takes (options, helperText, validate...). */
export type FieldDeclaration = string | (Partial<FormField> & { label: string });

function typeOf(field: RequestField, declared?: FormField['type']): FormField['type'] {
  if (declared) return declared;
  if (field.enum) return 'select';
  if (field.schema === 'Phone') return 'tel';
  if (field.format === 'email') return 'email';
  if (field.format === 'date') return 'date';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  return 'text';
}

/** The contract's default as the form holds it: a switch is 'true' or '', everything else its text. */
function defaultText(value: string | number | boolean, type: FormField['type']): string {
  if (type === 'switch' || typeof value === 'boolean') return value === true ? 'true' : '';
  return String(value);
}

/**
 * `schemaFields('createCompany', { name: 'Tên công ty', status: { label: 'Trạng thái', options } })`:
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
    if (field.enum && !own.options) {
      fromContract.options = field.enum.map((value) => ({ value: String(value), label: String(value) }));
    }
    if (field.default !== undefined) fromContract.defaultValue = defaultText(field.default, type);
    if (type === 'money') {
      if (field.minimum !== undefined) fromContract.min = field.minimum;
      if (field.maximum !== undefined) fromContract.max = field.maximum;
    }
    return { ...fromContract, ...own, name };
  });
}
