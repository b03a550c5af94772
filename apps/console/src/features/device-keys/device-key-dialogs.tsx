// The dialogs of /vehicle/device-keys: create (a name), rotate (confirm), revoke (the kit's multi-row
// alert), and the key shown once with a copy button (key-dialogs.tsx, shared with the service keys).
import { validate as createDeviceKeyBody } from '@busops/sdk/validators/createDeviceKey';
import type { FormValues } from '../../components/form-dialog/form-fields';
import { KeySecretDialog, RotateKeyAlert } from '../../components/machine-keys/key-dialogs';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { schemaFields } from '../../kit/schema-fields';
import { openModal } from '../../lib/modals';
import { type DeviceKey, ROTATE_MODAL, SECRET_MODAL } from './device-keys.resource';
import { deviceKeys } from './device-keys.store';

const fields = schemaFields('createDeviceKey', {
  name: { label: 'Tên khoá', placeholder: 'Cổng GPS bãi xe An Sương' },
});
const toBody = (values: FormValues) => ({ name: (values.name ?? '').trim() });

export function DeviceKeyDialogs() {
  return (
    <>
      <ResourceFormDialog
        store={deviceKeys}
        fields={() => fields}
        contract={() => ({ validate: createDeviceKeyBody, toBody })}
        submitText={() => 'Tạo khoá'}
        create={async (values) => {
          const secret = await deviceKeys.mutate('createDeviceKey', { body: toBody(values) }, 'created');
          openModal(SECRET_MODAL, secret);
        }}
      />
      <RotateKeyAlert<DeviceKey>
        modal={ROTATE_MODAL}
        advice="cập nhật khoá mới vào thiết bị"
        rotate={async (row) => {
          const path = { id: row.id };
          openModal(
            SECRET_MODAL,
            await deviceKeys.mutate('rotateDeviceKey', { params: { path } }, 'updated'),
          );
        }}
      />
      <ResourceDeleteAlert
        store={deviceKeys}
        verb="Thu hồi"
        warning="Thiết bị dùng khoá bị từ chối ngay; các vị trí đã gửi vẫn được giữ."
      />
      <KeySecretDialog modal={SECRET_MODAL} title="Khoá thiết bị" label="Khoá thiết bị">
        Khoá chỉ hiển thị lần này. Sao chép và cài vào thiết bị (tiêu đề <code>x-api-key</code>); nếu mất, hãy
        đổi khoá.
      </KeySecretDialog>
    </>
  );
}
