// Create/edit and delete dialogs of /permission/feature.
import { ConfirmAlert } from '../../components/confirm-alert/confirm-alert';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { toast } from '../../lib/toasts';
import { createFeature, deleteFeature, type Feature, updateFeature } from './features.store';
import { FEATURE_DELETE_MODAL, FEATURE_FORM_MODAL } from './permissions.commands';
import { featureContract, featureFields, featureInitialValues, toFeatureInput } from './permissions-form';

export function FeatureFormDialog() {
  const [isOpen, feature] = useModal<Feature>(FEATURE_FORM_MODAL);
  return (
    <FormDialog
      isOpen={isOpen}
      title={feature ? `Sửa chức năng: ${feature.name}` : 'Thêm chức năng'}
      icon={feature ? 'edit' : 'add'}
      fields={featureFields}
      contract={featureContract(feature)}
      initialValues={featureInitialValues(feature)}
      onSubmit={async (values) => {
        if (feature) {
          await updateFeature(feature.id, toFeatureInput(values));
          toast.success('updated');
        } else {
          await createFeature(toFeatureInput(values));
          toast.success('created');
        }
      }}
      onClose={() => closeModal(FEATURE_FORM_MODAL)}
    />
  );
}

export function FeatureDeleteAlert() {
  const [isOpen, features] = useModal<Feature[]>(FEATURE_DELETE_MODAL);
  const list = features ?? [];
  return (
    <ConfirmAlert
      isOpen={isOpen}
      onConfirm={async () => {
        for (const feature of list) await deleteFeature(feature.id);
        toast.success('deleted');
      }}
      onClose={() => closeModal(FEATURE_DELETE_MODAL)}
    >
      <p>
        {list.length === 1 ? (
          <>
            Xoá chức năng <b>{list[0]?.name}</b>?
          </>
        ) : (
          `Xoá ${list.length} chức năng đã chọn?`
        )}{' '}
        Chức năng cũng bị gỡ khỏi mọi chức vụ đang có nó.
      </p>
    </ConfirmAlert>
  );
}
