// The kit's overlays focus their first useful control in the commit that opens them (issue 19: the focus sat
// on Blueprint's focus trap, so Enter did not print the receipt and 1-4 did not switch a drawer's tabs).
import { Button, DialogBody, DialogFooter, InputGroup, Intent, Tab, Tabs } from '@blueprintjs/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Dialog, Drawer } from './overlays';

describe('kit overlays', () => {
  test('a dialog focuses its first field as it opens, before any effect of a later frame', () => {
    render(
      <Dialog isOpen title="Thêm" transitionDuration={0}>
        <DialogBody>
          <InputGroup aria-label="Mã" />
        </DialogBody>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mã' }));
  });

  test('a dialog without fields focuses its primary action once it is enabled (the receipt: Enter prints)', async () => {
    const { rerender } = render(<Receipt ready={false} />);
    expect(document.activeElement?.textContent).not.toBe('In');
    await act(async () => rerender(<Receipt ready />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'In' }));
  });

  test('a tabbed drawer focuses its selected tab, so its number keys work at once', () => {
    render(<Detail />);
    const first = screen.getByRole('tab', { name: 'Lộ trình' });
    expect(document.activeElement).toBe(first);
    act(() => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
    });
    expect(screen.getByRole('tab', { name: 'Vé' }).getAttribute('aria-selected')).toBe('true');
  });

  test('a control marked data-autofocus wins over the first field; the close button is never chosen', () => {
    render(
      <Dialog isOpen title="Chọn" transitionDuration={0}>
        <DialogBody>
          <InputGroup aria-label="Ghi chú" />
          <Button text="Chọn tài xế" data-autofocus />
        </DialogBody>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chọn tài xế' }));
  });
});

function Receipt({ ready }: { ready: boolean }) {
  return (
    <Dialog isOpen title="Biên lai" transitionDuration={0}>
      <DialogBody>{ready ? 'VT-000014' : '…'}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Đóng" />
            <Button intent={Intent.PRIMARY} text="In" disabled={!ready} />
          </>
        }
      />
    </Dialog>
  );
}

function Detail() {
  const [tab, setTab] = useState('a');
  return (
    <Drawer isOpen title="Tuyến" transitionDuration={0}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the test's tab keys */}
      <div onKeyDown={(e) => e.key === '2' && setTab('b')}>
        <Tabs id="t" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
          <Tab id="a" title="Lộ trình" panel={<InputGroup aria-label="Tìm điểm dừng" />} />
          <Tab id="b" title="Vé" panel={<p>Vé</p>} />
        </Tabs>
      </div>
    </Drawer>
  );
}
