// The app tour, shown once per user (issue 19: CurrentUser.tour_seen_at, set by markTourSeen as it closes;
// main-layout.tsx decides whether it shows).
import { Classes, DialogStep, MultistepDialog } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
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
  // keyed: each step's panel mounts anew (and takes the focus if it is not in the tour)
  const step = (text: string) => <StepPanel key={text} text={text} />;
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

/**
 * A step's text. The tour's primary button ('Tiếp', then 'Bắt đầu làm việc') gets the focus in the commit
 * that shows the step, so the first key reaches the tour. Blueprint's Overlay2 moves the focus in only from
 * a passive effect and then the next animation frame: under load the tour was on the screen (and the test
 * saw it) while the focus was still on <body>, where Escape closed nothing (and nothing was recorded).
 * Also when the last step replaces 'Tiếp' (the focused button goes away) with 'Bắt đầu làm việc'.
 */
function StepPanel({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current?.closest(`.${Classes.DIALOG}`);
    if (!dialog || dialog.contains(document.activeElement)) return;
    dialog
      .querySelector<HTMLElement>(`.${Classes.DIALOG_FOOTER_ACTIONS} .${Classes.INTENT_PRIMARY}`)
      ?.focus();
  }, []);
  return (
    <div ref={ref} className={Classes.DIALOG_BODY}>
      <p>{text}</p>
    </div>
  );
}

export default AppTour;
