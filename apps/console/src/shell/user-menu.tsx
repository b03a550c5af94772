import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { roleLabel } from '@busops/domain';
import { useSnapshot } from 'valtio';
import { authState, logout } from '../features/auth/auth.store';
import { CHANGE_PASSWORD_MODAL } from '../features/auth/auth-modals';
import { openModal } from '../lib/modals';
import { openShortcutSheet } from './shortcut-sheet.store';

export function UserMenu() {
  const { user } = useSnapshot(authState);
  if (!user) return null;
  const menu = (
    <Menu aria-label="Tài khoản">
      <MenuDivider title={`${user.full_name} · ${roleLabel(user.role)}`} />
      <MenuItem icon="key" text="Đổi mật khẩu" onClick={() => openModal(CHANGE_PASSWORD_MODAL)} />
      <MenuItem icon="key-command" text="Phím tắt" label="?" onClick={openShortcutSheet} />
      <MenuDivider />
      <MenuItem icon="log-out" text="Đăng xuất" intent="danger" onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={user.full_name}
        aria-label={`Tài khoản ${user.full_name}`}
      />
    </PopoverNext>
  );
}
