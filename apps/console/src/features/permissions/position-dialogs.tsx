// Create/edit and delete dialogs of /permission/role: the position's fields, its system role and the
// features it grants.
import { FormGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { ConfirmAlert } from '../../components/confirm-alert/confirm-alert';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { toast, toastError } from '../../lib/toasts';
import { FeatureMultiSelect } from './feature-multi-select';
import { allFeatures, type Feature } from './features.store';
import { POSITION_DELETE_MODAL, POSITION_FORM_MODAL } from './permissions.commands';
import { positionContract, positionFields, positionInitialValues, toPositionInput } from './permissions-form';
import { createPosition, deletePosition, type Position, updatePosition } from './positions.store';

export function PositionFormDialog() {
  const [isOpen, position] = useModal<Position>(POSITION_FORM_MODAL);
  const [features, setFeatures] = useState<Feature[]>([]);
  const [featureIds, setFeatureIds] = useState<number[]>([]);

  useEffect(() => {
    if (!isOpen) return;
    setFeatureIds([...(position?.feature_ids ?? [])]);
    allFeatures().then(setFeatures, toastError);
  }, [isOpen, position]);

  return (
    <FormDialog
      isOpen={isOpen}
      title={position ? `Sửa chức vụ: ${position.name}` : 'Thêm chức vụ'}
      icon={position ? 'edit' : 'add'}
      fields={positionFields}
      contract={positionContract(featureIds, position)}
      initialValues={positionInitialValues(position)}
      onSubmit={async (values) => {
        const body = toPositionInput(values, featureIds, position);
        if (position) {
          await updatePosition(position.id, body);
          toast.success('updated');
        } else {
          await createPosition(body);
          toast.success('created');
        }
      }}
      onClose={() => closeModal(POSITION_FORM_MODAL)}
    >
      <FormGroup label="Chức năng" helperText={`Đã chọn ${featureIds.length} chức năng`}>
        <FeatureMultiSelect features={features} selectedIds={featureIds} onChange={setFeatureIds} />
      </FormGroup>
    </FormDialog>
  );
}

export function PositionDeleteAlert() {
  const [isOpen, positions] = useModal<Position[]>(POSITION_DELETE_MODAL);
  const list = positions ?? [];
  return (
    <ConfirmAlert
      isOpen={isOpen}
      onConfirm={async () => {
        for (const position of list) await deletePosition(position.id);
        toast.success('deleted');
      }}
      onClose={() => closeModal(POSITION_DELETE_MODAL)}
    >
      <p>
        {list.length === 1 ? (
          <>
            Xoá chức vụ <b>{list[0]?.name}</b>?
          </>
        ) : (
          `Xoá ${list.length} chức vụ đã chọn?`
        )}
      </p>
    </ConfirmAlert>
  );
}
