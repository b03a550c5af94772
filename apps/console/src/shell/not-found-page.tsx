import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="busops-full-page">
      <NonIdealState
        icon="path-search"
        title="Không tìm thấy trang"
        description="Đường dẫn không tồn tại hoặc đã được thay đổi."
        action={<Link to="/menu">Quay lại màn hình chính</Link>}
      />
    </div>
  );
}
