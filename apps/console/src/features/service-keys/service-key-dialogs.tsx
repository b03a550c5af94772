// The dialogs of /vehicle/service-keys: create (a name and the roles the key acts with, only those the
// signed-in admin may grant), rotate (confirm), revoke (the kit's multi-row alert), and the key shown
// once with a copy button (key-dialogs.tsx, shared with the device keys).
import { canGrantRole, type Principal, ROLES } from '@busops/domain';
import { validate as createServiceKeyBody } from '@busops/sdk/validators/createServiceKey';
import { useCommandContext } from '../../commands/context';
import type { FormValues } from '../../components/form-dialog/form-fields';
import { splitValues } from '../../components/form-dialog/multi-select-field';
import { KeySecretDialog, RotateKeyAlert } from '../../components/machine-keys/key-dialogs';
import { ResourceDeleteAlert, ResourceFormDialog } from '../../kit/resource-dialogs';
import { schemaFields } from '../../kit/schema-fields';
import { openModal } from '../../lib/modals';
import { ROTATE_MODAL, SECRET_MODAL, type ServiceKey } from './service-keys.resource';
import { serviceKeys } from './service-keys.store';

/** The roles the admin may give a key: the ones they may give a person (canGrantRole). */
export const serviceKeyFields = (principal: Principal | null) =>
  schemaFields('createServiceKey', {
    name: { label: 'Tên khoá', placeholder: 'Hệ thống kế toán ERP' },
    roles: {
      label: 'Vai trò của khoá',
      type: 'multi-select',
      placeholder: 'Gõ để tìm vai trò, Enter để chọn...',
      helperText: 'Chương trình dùng khoá làm được đúng những việc nhân viên có các vai trò này làm được.',
      options: ROLES.filter((r) => canGrantRole(principal?.role, r.value)).map((r) => ({
        value: String(r.value),
        label: r.labelVi,
      })),
    },
  });

const toBody = (values: FormValues) => ({
  name: (values.name ?? '').trim(),
  roles: splitValues(values.roles ?? '').map(Number) as ServiceKey['roles'],
});

export function ServiceKeyDialogs() {
  const { principal } = useCommandContext();
  return (
    <>
      <ResourceFormDialog
        store={serviceKeys}
        fields={() => serviceKeyFields(principal)}
        contract={() => ({ validate: createServiceKeyBody, toBody })}
        submitText={() => 'Tạo khoá'}
        create={async (values) => {
          const secret = await serviceKeys.mutate('createServiceKey', { body: toBody(values) }, 'created');
          openModal(SECRET_MODAL, secret);
        }}
      />
      <RotateKeyAlert<ServiceKey>
        modal={ROTATE_MODAL}
        advice="cập nhật khoá mới vào chương trình"
        rotate={async (row) => {
          const path = { id: row.id };
          openModal(
            SECRET_MODAL,
            await serviceKeys.mutate('rotateServiceKey', { params: { path } }, 'updated'),
          );
        }}
      />
      <ResourceDeleteAlert
        store={serviceKeys}
        verb="Thu hồi"
        warning="Chương trình dùng khoá bị từ chối ngay; lịch sử các thay đổi nó đã làm vẫn được giữ."
      />
      <KeySecretDialog modal={SECRET_MODAL} title="Khoá dịch vụ" label="Khoá dịch vụ">
        Khoá chỉ hiển thị lần này. Sao chép và lưu vào cấu hình của chương trình (tiêu đề{' '}
        <code>x-api-key</code>, hoặc <code>connectWithServiceKey</code> của SDK); nếu mất, hãy đổi khoá.
      </KeySecretDialog>
    </>
  );
}
