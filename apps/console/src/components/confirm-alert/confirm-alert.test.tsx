import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAlert } from './confirm-alert';

describe('ConfirmAlert', () => {
  it('a failed action keeps the alert open with the message and the focus on "Huỷ" (Escape works at once)', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn().mockRejectedValue(new Error('Không thể xoá công ty còn nhân viên'));
    render(
      <ConfirmAlert isOpen onConfirm={onConfirm} onClose={onClose}>
        <p>Xoá công ty?</p>
      </ConfirmAlert>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá' }));
    expect(await screen.findByText('Không thể xoá công ty còn nhân viên')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Huỷ' })));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a successful action closes it', async () => {
    const onClose = vi.fn();
    render(
      <ConfirmAlert isOpen onConfirm={async () => {}} onClose={onClose}>
        <p>Xoá công ty?</p>
      </ConfirmAlert>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Xoá' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('Enter confirms: the confirm button has the focus when the alert opens', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(
      <ConfirmAlert isOpen onConfirm={onConfirm} onClose={onClose}>
        <p>Xoá công ty?</p>
      </ConfirmAlert>,
    );
    const confirm = await screen.findByRole('button', { name: 'Xoá' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirmed and failed before its opening transition ends: the late end leaves the focus on "Huỷ"', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('Không thể xoá công ty còn nhân viên'));
    render(
      <ConfirmAlert isOpen onConfirm={onConfirm} onClose={() => {}}>
        <p>Xoá công ty?</p>
      </ConfirmAlert>,
    );
    await screen.findByRole('button', { name: 'Xoá' });
    // Enter at once (the document handler confirms before the transition has focused the button).
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Không thể xoá công ty còn nhân viên')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Huỷ' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    // The opening transition has ended (its onOpened has run): the focus is still on 'Huỷ'.
    await waitFor(() => expect(document.querySelector('.bp6-overlay-enter-done')).not.toBeNull());
    expect(document.activeElement).toBe(cancel);
  });
});
