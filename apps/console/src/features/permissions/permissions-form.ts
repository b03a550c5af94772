// Feature and position forms: fields from the contract's request bodies (createFeature, createRole) with
// their Vietnamese labels, the conversion of typed values to request bodies and the contract those bodies
// are checked against (FeatureInput, PositionInput: patterns and their messages live there).
import { ROLES, type RoleValue } from '@busops/domain';
import { validate as createFeatureBody } from '@busops/sdk/validators/createFeature';
import { validate as createRoleBody } from '@busops/sdk/validators/createRole';
import { validate as updateFeatureBody } from '@busops/sdk/validators/updateFeature';
import { validate as updateRoleBody } from '@busops/sdk/validators/updateRole';
import type { FormContract, FormField, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Feature, FeatureInput } from './features.resource';
import type { Position, PositionInput } from './positions.resource';

export const SYSTEM_ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.value), label: r.labelVi }));

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const featureFields: FormField[] = schemaFields('createFeature', {
  code: { label: 'Mã chức năng', placeholder: 'VD: EMPLOYEE_EDIT' },
  name: 'Tên chức năng',
  group: 'Nhóm',
  description: { label: 'Mô tả', type: 'textarea' },
});

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

export const positionFields: FormField[] = schemaFields('createRole', {
  code: 'Mã chức vụ',
  name: 'Tên chức vụ',
  system_role: { label: 'Vai trò hệ thống', options: SYSTEM_ROLE_OPTIONS },
  description: { label: 'Mô tả', type: 'textarea' },
});

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
