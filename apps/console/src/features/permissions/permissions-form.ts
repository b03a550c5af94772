// Feature and position forms: fields from the contract's request bodies (createFeature, createRole) with
// their Vietnamese labels and messages, and the conversion of typed values to request bodies.
import { ROLES, type RoleValue } from '@busops/domain';
import type { FormField, FormValues } from '../../components/form-dialog/form-fields';
import { schemaFields } from '../../kit/schema-fields';
import type { Feature, FeatureInput } from './features.resource';
import type { Position, PositionInput } from './positions.resource';

export const SYSTEM_ROLE_OPTIONS = ROLES.map((r) => ({ value: String(r.value), label: r.labelVi }));

const orNull = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const featureFields: FormField[] = schemaFields('createFeature', {
  code: {
    label: 'Mã chức năng',
    patternMessage: 'Mã chức năng chỉ gồm chữ in hoa không dấu, số và "_"',
    placeholder: 'VD: EMPLOYEE_EDIT',
  },
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
  code: { label: 'Mã chức vụ', patternMessage: 'Mã chức vụ chỉ gồm chữ không dấu, số, "-" và "_"' },
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
