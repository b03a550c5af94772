// Feature and position forms: fields with the contract's limits (FeatureInput, PositionInput) and the
// conversion of typed values to request bodies.
import { ROLES, type RoleValue } from '@busops/domain';
import type { FormField, FormValues } from '../../components/form-dialog/form-fields';
import type { Feature, FeatureInput } from './features.store';
import type { Position, PositionInput } from './positions.store';

export const SYSTEM_ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.value), label: r.labelVi }));

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const featureFields: FormField[] = [
  {
    name: 'code',
    label: 'Mã chức năng',
    required: true,
    maxLength: 64,
    pattern: /^[A-Z0-9_]+$/,
    patternMessage: 'Mã chức năng chỉ gồm chữ in hoa không dấu, số và "_"',
    placeholder: 'VD: EMPLOYEE_EDIT',
  },
  { name: 'name', label: 'Tên chức năng', required: true, maxLength: 120 },
  { name: 'group', label: 'Nhóm', maxLength: 60 },
  { name: 'description', label: 'Mô tả', type: 'textarea', maxLength: 500 },
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
  {
    name: 'code',
    label: 'Mã chức vụ',
    required: true,
    maxLength: 64,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'Mã chức vụ chỉ gồm chữ không dấu, số, "-" và "_"',
  },
  { name: 'name', label: 'Tên chức vụ', required: true, maxLength: 120 },
  {
    name: 'system_role',
    label: 'Vai trò hệ thống',
    type: 'select',
    required: true,
    options: SYSTEM_ROLE_OPTIONS,
  },
  { name: 'description', label: 'Mô tả', type: 'textarea', maxLength: 500 },
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
