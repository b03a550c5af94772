// /permission/role (Chức vụ): positions with their system role and features; CRUD through the registry.
// The form adds the features the position grants (the kit's multi-select over features loaded as it opens).
import { FormGroup } from '@blueprintjs/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { MultiSelectField, splitValues } from '../../components/form-dialog/multi-select-field';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { ResourceListScreen } from '../../kit/resource-screen';
import { useModal } from '../../lib/modals';
import { toastError } from '../../lib/toasts';
import type { Feature } from './features.resource';
import { allFeatures } from './features.store';
import { positionColumns } from './permissions.columns';
import {
  positionContract,
  positionFields,
  positionInitialValues,
  SYSTEM_ROLE_OPTIONS,
  toPositionInput,
} from './permissions-form';
import type { Position } from './positions.resource';
import { positions } from './positions.store';

const criteriaFields: CriteriaField[] = [
  { name: 'keyword', label: 'Từ khoá', placeholder: 'Mã, tên chức vụ' },
  { name: 'system_role', label: 'Vai trò hệ thống', type: 'select', options: SYSTEM_ROLE_OPTIONS },
];

function PositionFormDialog() {
  const [isOpen, position] = useModal<Position>(positions.resource.modals.form);
  const [features, setFeatures] = useState<Feature[]>([]);
  const [featureIds, setFeatureIds] = useState<number[]>([]);
  const pickerId = useId();
  // the kit's multi-select: a feature found by its name, code or group, its code shown at the right
  const options = useMemo(
    () =>
      features.map((f) => ({
        value: String(f.id),
        label: f.name,
        hint: f.code,
        keywords: `${f.code} ${f.group ?? ''}`,
      })),
    [features],
  );

  useEffect(() => {
    if (!isOpen) return;
    setFeatureIds([...(position?.feature_ids ?? [])]);
    allFeatures().then(setFeatures, toastError);
  }, [isOpen, position]);

  return (
    <ResourceFormDialog
      store={positions}
      fields={() => positionFields}
      contract={(row) => positionContract(featureIds, row)}
      initialValues={positionInitialValues}
      create={(values) =>
        positions.mutate('createRole', { body: toPositionInput(values, featureIds) }, 'created')
      }
      update={(values, row) =>
        positions.mutate(
          'updateRole',
          { params: { path: { id: row.id } }, body: toPositionInput(values, featureIds, row) },
          'updated',
        )
      }
    >
      {(_row, form) => (
        <FormGroup
          label="Chức năng"
          labelFor={pickerId}
          helperText={`Đã chọn ${featureIds.length} chức năng`}
        >
          <MultiSelectField
            id={pickerId}
            options={options}
            value={featureIds.join(',')}
            onChange={(value) => setFeatureIds(splitValues(value).map(Number))}
            disabled={form.reading}
            placeholder="Chọn chức năng..."
            noResults="Không có chức năng phù hợp"
          />
        </FormGroup>
      )}
    </ResourceFormDialog>
  );
}

export default function PositionsScreen() {
  return (
    <>
      <ResourceListScreen store={positions} columns={positionColumns} criteriaFields={criteriaFields} />
      <PositionFormDialog />
      <ResourceDeleteAlert store={positions} />
    </>
  );
}
