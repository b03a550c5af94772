// /menu for a role with no screen here (conductor, driver; or a role whose screens are not built yet): what
// this role does here, what it can still do, and whom to ask, instead of an empty page.
import { Classes, NonIdealState } from '@blueprintjs/core';
import { roleLabel, visibleMenu } from '@busops/domain';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../commands/context';
import { authState } from '../features/auth/auth.store';

export function NoScreensExplanation() {
  const { principal } = useCommandContext();
  const { user } = useSnapshot(authState);
  const role = roleLabel(user?.role) || 'chưa có vai trò';
  const company = user?.current_company?.name ?? 'công ty của bạn';
  // screens the spec gives this role that this version does not have yet
  const planned = principal ? visibleMenu(principal).map((entry) => entry.title) : [];
  return (
    <NonIdealState
      icon="info-sign"
      title="Vai trò của bạn chưa có màn hình quản trị nào"
      description={
        <div className="busops-no-screens">
          <p>
            Bạn đăng nhập với vai trò <strong>{role}</strong> tại <strong>{company}</strong>.
          </p>
          {planned.length > 0 ? (
            <p>
              Các màn hình dành cho vai trò này ({planned.join(', ')}) chưa có trong phiên bản này của trang
              quản trị.
            </p>
          ) : (
            <p>
              Trang quản trị dành cho quản trị viên, kiểm soát viên, nhân viên bán hàng và điều hành. Công
              việc hằng ngày của phụ xe và lái xe (bán vé, soát vé, nhận chuyến) làm trên ứng dụng di động.
            </p>
          )}
          <p>
            Tại đây bạn vẫn có thể xem thông báo, đổi mật khẩu và đăng xuất (menu tài khoản ở góc trên bên
            phải).
          </p>
          <p className={Classes.TEXT_MUTED}>
            Cần thêm quyền? Hãy nhờ quản trị viên của {company} đổi vai trò hoặc gán chức vụ cho bạn.
          </p>
        </div>
      }
    />
  );
}
