// Feature and position forms: their fields, the conversion of typed values to request bodies and the
// contract those bodies are checked against (FeatureInput, PositionInput: limits and patterns live there).
import { ROLES, type RoleValue } from '@busops/domain';
import { validate as createFeatureBody } from '@busops/sdk/validators/createFeature';
import { validate as createRoleBody } from '@busops/sdk/validators/createRole';
import { validate as updateFeatureBody } from '@busops/sdk/validators/updateFeature';
import { validate as updateRoleBody } from '@busops/sdk/validators/updateRole';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import type { Feature, FeatureInput } from './features.store';
import type { Position, PositionInput } from './positions.store';

export const SYSTEM_ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.value), label: r.labelVi }));

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const featureFields: FormField[] = [
  { name: 'code', label: 'Mã chức năng', required: true, placeholder: 'VD: EMPLOYEE_EDIT' },
  { name: 'name', label: 'Tên chức năng', required: true },
  { name: 'group', label: 'Nhóm' },
  { name: 'description', label: 'Mô tả', type: 'textarea' },
];

export function featureInitialValues(feature?: Feature | null): FormValues {
  if (!feature) return {};
  return {
    code: feature.code,
    name: feature.name,
    group: feature.group ?? '',
    description: feature.description ?? '',
  };
}

export function toFeatureInput(values: FormValues): FeatureInput {
  return {
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    group: orNull(values.group),
    description: orNull(values.description),
  };
}

export const positionFields: FormField[] = [
  { name: 'code', label: 'Mã chức vụ', required: true },
  { name: 'name', label: 'Tên chức vụ', required: true },
  {
    name: 'system_role',
    label: 'Vai trò hệ thống',
    type: 'select',
    required: true,
    options: SYSTEM_ROLE_OPTIONS,
  },
  { name: 'description', label: 'Mô tả', type: 'textarea' },
];

export function positionInitialValues(position?: Position | null): FormValues {
  if (!position) return {};
  return {
    code: position.code,
    name: position.name,
    system_role: String(position.system_role),
    description: position.description ?? '',
  };
}

/** The whole position (updateRole replaces it); an edited position keeps its company. */
export function toPositionInput(
  values: FormValues,
  featureIds: readonly number[],
  position?: Position | null,
): PositionInput {
  return {
    code: (values.code ?? '').trim(),
    name: (values.name ?? '').trim(),
    system_role: Number(values.system_role) as RoleValue,
    description: orNull(values.description),
    feature_ids: [...new Set(featureIds)],
    company_id: position?.company_id ?? null,
  };
}

/** createFeature, or updateFeature for an existing feature (both send FeatureInput). */
export function featureContract(feature?: { id: number } | null): FormContract {
  return { validate: feature ? updateFeatureBody : createFeatureBody, toBody: toFeatureInput };
}

/** createRole, or updateRole for an existing position, with the features chosen beside the fields. */
export function positionContract(featureIds: readonly number[], position?: Position | null): FormContract {
  return {
    validate: position ? updateRoleBody : createRoleBody,
    toBody: (values) => toPositionInput(values, featureIds, position),
  };
}
