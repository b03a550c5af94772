// The app tour, shown once per user (issue 19: CurrentUser.tour_seen_at, set by markTourSeen as it closes;
// main-layout.tsx decides whether it shows).
import { Classes, DialogStep, MultistepDialog } from '@blueprintjs/core';
import { useState } from 'react';
import { markTourSeen } from '../features/auth/auth.store';
import { IS_MAC } from '../lib/hotkeys';

const PALETTE_KEYS = IS_MAC ? '⌘K' : 'Ctrl+K';

export function AppTour() {
  const [open, setOpen] = useState(true);
  // Remembered for the user (every browser), not in this browser's storage: a failed call only means the
  // tour may show again at the next start.
  const finish = () => {
    setOpen(false);
    markTourSeen().catch(() => undefined);
  };
  const step = (text: string) => (
    <div className={Classes.DIALOG_BODY}>
      <p>{text}</p>
    </div>
  );
  return (
    <MultistepDialog
      isOpen={open}
      onClose={finish}
      title="Chào mừng đến với busops"
      icon="lightbulb"
      navigationPosition="top"
      finalButtonProps={{ text: 'Bắt đầu làm việc', onClick: finish }}
      nextButtonProps={{ text: 'Tiếp' }}
      backButtonProps={{ text: 'Quay lại' }}
    >
      <DialogStep
        id="palette"
        title="Bảng lệnh"
        panel={step(
          `Nhấn ${PALETTE_KEYS} (hoặc /) ở bất kỳ đâu để mở bảng lệnh: tìm màn hình, thao tác và bản ghi. Gõ không dấu cũng được, ví dụ "nhan vien".`,
        )}
      />
      <DialogStep
        id="goto"
        title="Đi nhanh"
        panel={step(
          'Nhấn g rồi một chữ cái để chuyển màn hình, n để thêm mới, e để xuất file trên màn hình danh sách.',
        )}
      />
      <DialogStep
        id="help"
        title="Phím tắt"
        panel={step('Nhấn ? để xem toàn bộ phím tắt bạn có thể dùng. Nút bảng lệnh luôn ở thanh trên cùng.')}
      />
    </MultistepDialog>
  );
}

export default AppTour;
