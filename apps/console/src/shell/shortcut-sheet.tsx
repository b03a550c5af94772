// The `?` sheet: every visible command that has a shortcut, grouped, plus the global keys.
import { Classes, DialogBody, HTMLTable } from '@blueprintjs/core';
import { useSnapshot } from 'valtio';
import { useCommandContext } from '../commands/context';
import { visibleCommands } from '../commands/registry';
import { commandTitle, GROUP_TITLES } from '../commands/types';
import { Dialog } from '../components/overlay/overlays';
import { PALETTE_SHORTCUT, SHEET_SHORTCUT, SLASH_SHORTCUT } from '../lib/hotkeys';
import { ShortcutKbd } from '../palette/shortcut-kbd';
import { closeShortcutSheet, shortcutSheetState } from './shortcut-sheet.store';

const GLOBAL_KEYS: { shortcut: string; title: string }[] = [
  { shortcut: PALETTE_SHORTCUT, title: 'Mở bảng lệnh' },
  { shortcut: SLASH_SHORTCUT, title: 'Tìm trong danh sách; ngoài danh sách: mở bảng lệnh' },
  { shortcut: SHEET_SHORTCUT, title: 'Xem phím tắt' },
  { shortcut: 'Escape', title: 'Đóng hộp thoại; trong tiêu chí tìm kiếm: đến lưới dữ liệu' },
  // data-grid/grid-copy.ts: TSV for Excel, numbers as numbers
  {
    shortcut: '$mod+KeyC',
    title: 'Trong bảng: sao chép ô đang chọn, hoặc các dòng đã đánh dấu (dán vào Excel)',
  },
  { shortcut: '$mod+KeyA', title: 'Trong bảng: chọn cả trang, kèm dòng tổng, để sao chép' },
];

export function ShortcutSheet() {
  const { open } = useSnapshot(shortcutSheetState);
  const ctx = useCommandContext();
  const rows = open ? visibleCommands(ctx).filter((c) => c.shortcut) : [];
  const section = (title: string, items: { shortcut: string; title: string; id: string }[]) =>
    items.length > 0 && (
      <section key={title}>
        <h4 className={Classes.HEADING}>{title}</h4>
        <HTMLTable compact striped style={{ width: '100%' }}>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>{item.title}</td>
                <td style={{ textAlign: 'right' }}>
                  <ShortcutKbd shortcut={item.shortcut} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </section>
    );
  return (
    <Dialog isOpen={open} onClose={closeShortcutSheet} title="Phím tắt" icon="key-command">
      <DialogBody>
        {section(
          'Chung',
          GLOBAL_KEYS.map((k) => ({ ...k, id: k.shortcut })),
        )}
        {(['navigation', 'actions'] as const).map((group) =>
          section(
            GROUP_TITLES[group],
            rows
              .filter((c) => c.group === group)
              .map((c) => ({ id: c.id, shortcut: c.shortcut!, title: commandTitle(c, ctx) })),
          ),
        )}
      </DialogBody>
    </Dialog>
  );
}
