// /permission/role (Chức vụ): positions with their system role and features; CRUD through the registry.
// The form adds the features the position grants (a multi-select the generated fields cannot express).
import { FormGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { CriteriaField } from '../../components/list-screen/criteria-bar';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { ResourceListScreen } from '../../kit/resource-screen';
import { useModal } from '../../lib/modals';
import { toastError } from '../../lib/toasts';
import { FeatureMultiSelect } from './feature-multi-select';
import type { Feature } from './features.resource';
import { allFeatures } from './features.store';
import { positionColumns } from './permissions.columns';
import {
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

  useEffect(() => {
    if (!isOpen) return;
    setFeatureIds([...(position?.feature_ids ?? [])]);
    allFeatures().then(setFeatures, toastError);
  }, [isOpen, position]);

  return (
    <ResourceFormDialog
      store={positions}
      fields={() => positionFields}
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
      {() => (
        <FormGroup label="Chức năng" helperText={`Đã chọn ${featureIds.length} chức năng`}>
          <FeatureMultiSelect features={features} selectedIds={featureIds} onChange={setFeatureIds} />
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
