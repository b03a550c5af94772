// The app tour, shown once (spec §3 showAppTour, default true, stored locally).
import { Classes, DialogStep, MultistepDialog } from '@blueprintjs/core';
import { SHOW_APP_TOUR_DEFAULT } from '@busops/domain';
import { useState } from 'react';
import { IS_MAC } from '../lib/hotkeys';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

const PALETTE_KEYS = IS_MAC ? '⌘K' : 'Ctrl+K';

export function AppTour() {
  const [open, setOpen] = useState(() =>
    readStored<boolean>(STORAGE_KEYS.showAppTour, SHOW_APP_TOUR_DEFAULT),
  );
  const finish = () => {
    writeStored(STORAGE_KEYS.showAppTour, false);
    setOpen(false);
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
