// 'Đổi mật khẩu' (PUT /users/{user_id}/password); toast 'Thay đổi mật khẩu thành công!'.
import { validate as changePasswordBody } from '@busops/sdk/validators/changePassword';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { closeModal, useModal } from '../../lib/modals';
import { toast } from '../../lib/toasts';
import { changePassword } from './auth.store';
import { CHANGE_PASSWORD_MODAL } from './auth-modals';

export function ChangePasswordDialog() {
  const [isOpen] = useModal(CHANGE_PASSWORD_MODAL);
  return (
    <FormDialog
      isOpen={isOpen}
      title="Đổi mật khẩu"
      icon="key"
      submitText="Đổi mật khẩu"
      fields={[
        { name: 'old_password', label: 'Mật khẩu hiện tại', type: 'password', required: true },
        { name: 'new_password', label: 'Mật khẩu mới', type: 'password', required: true },
        {
          name: 'confirm',
          label: 'Nhập lại mật khẩu mới',
          type: 'password',
          required: true,
          validate: (value, values) =>
            value === values.new_password ? null : 'Mật khẩu nhập lại không khớp',
        },
      ]}
      contract={{
        validate: changePasswordBody,
        toBody: (values) => ({
          old_password: values.old_password ?? '',
          new_password: values.new_password ?? '',
        }),
      }}
      onSubmit={async (values) => {
        await changePassword(values.old_password ?? '', values.new_password ?? '');
        toast.success('passwordChanged');
      }}
      onClose={() => closeModal(CHANGE_PASSWORD_MODAL)}
    />
  );
}

export default ChangePasswordDialog;
