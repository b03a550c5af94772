import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

/** A screen that exists but that this user's role or company may not open. */
export function ForbiddenPage() {
  return (
    <div className="busops-full-page">
      <NonIdealState
        icon="lock"
        title="Bạn không có quyền truy cập màn hình này"
        action={<Link to="/menu">Quay lại màn hình chính</Link>}
      />
    </div>
  );
}
