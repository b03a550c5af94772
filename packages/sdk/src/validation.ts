// The contract's request-body checks (validators generated at `pnpm gen`, src/gen/validators/) and their
// Vietnamese messages, shared by the API and the console: the console refuses exactly what the API refuses,
// with the same words. The API names a field by its JSON name ("Trường 'full_name' ..."); a console form
// names it by the label the user sees above the input ("Họ và tên ...").
import { NON_BLANK_PATTERN, PATTERN_MESSAGES } from './gen/patterns.gen.ts';

/** One failed check, as Ajv reports it (only the parts the messages read). */
export interface ContractError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** A generated validator: true when the body passes; trims `x-trim` strings in place. */
export interface BodyValidator {
  (data: unknown): boolean;
  errors?: ContractError[] | null;
}

export interface FieldError {
  field: string;
  message: string;
}

/** How a message names its field: `name` inside a sentence, `Name` at its start. */
export interface FieldSubject {
  name: string;
  Name: string;
}

/** The API's way: the JSON field name in quotes. */
export const jsonSubject = (field: string): FieldSubject => ({
  name: `trường '${field}'`,
  Name: `Trường '${field}'`,
});

/** A form's way: the label shown above the input ('Họ và tên' -> 'họ và tên' inside a sentence). */
export const labelSubject = (label: string): FieldSubject => ({
  name: label.charAt(0).toLowerCase() + label.slice(1),
  Name: label,
});

const TYPE_VI: Record<string, string> = {
  string: 'chuỗi ký tự',
  integer: 'số nguyên',
  number: 'số',
  boolean: 'true hoặc false',
  array: 'danh sách',
  object: 'đối tượng',
  null: 'rỗng',
};

/** The dotted path of the field a failure is about ('email_cc.2', 'name'), or '(body)'. */
export function errorField(error: ContractError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = error.params.missingProperty as string | undefined;
  const extra = error.params.additionalProperty as string | undefined;
  if (missing) return path ? `${path}.${missing}` : missing;
  if (extra) return path ? `${path}.${extra}` : extra;
  return path || '(body)';
}

const isPhoneField = (field: string): boolean => /phone|username/i.test(field);

/** The Vietnamese message of one failure; `subject` names the field (the API's quoted JSON name by default). */
export function errorMessage(
  error: ContractError,
  subject: FieldSubject = jsonSubject(errorField(error)),
): string {
  const field = errorField(error);
  const p = error.params;
  const { name, Name } = subject;
  switch (error.keyword) {
    case 'required':
      return `Vui lòng nhập ${name}`;
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_VI[t] ?? t);
      return `${Name} phải là ${types.join(' hoặc ')}`;
    }
    case 'minLength':
      return p.limit === 1 ? `${Name} không được để trống` : `${Name} phải có ít nhất ${p.limit} ký tự`;
    case 'maxLength':
      return `${Name} không được dài quá ${p.limit} ký tự`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${Name} phải lớn hơn ${error.keyword === 'minimum' ? 'hoặc bằng ' : ''}${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${Name} phải nhỏ hơn ${error.keyword === 'maximum' ? 'hoặc bằng ' : ''}${p.limit}`;
    case 'minItems':
      return `${Name} phải có ít nhất ${p.limit} phần tử`;
    case 'maxItems':
      return `${Name} có tối đa ${p.limit} phần tử`;
    case 'pattern':
      if (p.pattern === NON_BLANK_PATTERN) return `${Name} không được để trống`;
      if (isPhoneField(field)) return 'Số điện thoại không hợp lệ';
      // The contract's own words for this pattern (x-pattern-message), when it has them.
      return `${Name} ${PATTERN_MESSAGES[p.pattern as string] ?? 'không đúng định dạng'}`;
    case 'format':
      return p.format === 'email' ? 'Email không hợp lệ' : `${Name} không đúng định dạng ${p.format}`;
    case 'enum':
      return `${Name} phải là một trong: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${Name} phải là ${JSON.stringify(p.allowedValue)}`;
    case 'additionalProperties':
      return `${Name} không được hỗ trợ`;
    default:
      return `${Name} không hợp lệ`;
  }
}

/** The API's field error of one failure. */
export function toFieldError(error: ContractError): FieldError {
  return { field: errorField(error), message: errorMessage(error) };
}

/**
 * Runs a body validator: [] when the body passes, otherwise one error per field (the first failure of
 * each), in the API's words. This list is what the API answers in `errors` with its 400.
 */
export function checkBody(validate: BodyValidator, body: unknown): FieldError[] {
  if (validate(body)) return [];
  const errors = (validate.errors ?? []).map(toFieldError);
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
}

/**
 * The same check for a form: the first failure of each field keyed by its top-level property, worded
 * with that field's label when the form has one. Failures of fields the form does not show stay under
 * their JSON name, for the form to show at its top.
 */
export function formErrors(
  validate: BodyValidator,
  body: unknown,
  labels: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (validate(body)) return {};
  const found: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    // 'if' only says its then/else branch failed; that branch's own failures are in the list too.
    if (error.keyword === 'if') continue;
    const field = errorField(error);
    const top = field.split('.')[0]!;
    if (found[top] !== undefined) continue;
    const label = labels[top];
    found[top] = errorMessage(error, label && field === top ? labelSubject(label) : jsonSubject(field));
  }
  return found;
}
