// FormDialog's switch field and the normalisation of a field when it loses focus (the vehicle form's
// wheelchair switch and plate), in two columns.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';
import type { FormField } from './form-fields';

const fields: FormField[] = [
  { name: 'plate', label: 'Biển số', required: true, normalize: (v) => v.trim().toUpperCase() },
  { name: 'ramp', label: 'Xe lăn', type: 'switch', placeholder: 'Có chỗ cho xe lăn' },
];

describe('FormDialog', () => {
  it('normalises a field on blur and sends a switch as "true" or ""', async () => {
    const onSubmit = vi.fn(async () => {});
    render(
      <FormDialog
        isOpen
        title="Thêm xe"
        fields={fields}
        columns={2}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const user = userEvent.setup();
    const plate = screen.getByRole('textbox', { name: /Biển số/ });
    await user.type(plate, ' 51b-123.45');
    await user.tab();
    expect(plate).toHaveProperty('value', '51B-123.45');
    const ramp = screen.getByLabelText('Có chỗ cho xe lăn');
    expect(ramp).toHaveProperty('checked', false);
    await user.keyboard(' ');
    expect(ramp).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ plate: '51B-123.45', ramp: 'true' }));
  });

  it('gives the focus back to its field after a refused submit (the fields were disabled meanwhile)', async () => {
    let refuse: (e: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    render(<FormDialog isOpen title="Thêm xe" fields={fields} onSubmit={onSubmit} onClose={() => {}} />);
    const user = userEvent.setup();
    const plate = screen.getByRole('textbox', { name: /Biển số/ });
    await user.type(plate, '51B-123.45{Enter}');
    await waitFor(() => expect(plate).toHaveProperty('disabled', true));
    refuse(new Error('Biển số đã có trong đội xe'));
    await screen.findByText('Biển số đã có trong đội xe');
    await waitFor(() => expect(document.activeElement).toBe(plate));
  });
});

const stop: FormField[] = [
  { name: 'code', label: 'Mã điểm dừng', required: true },
  { name: 'name', label: 'Tên', required: true },
];

function ReadFirst({ onSubmit }: { onSubmit: () => Promise<void> }) {
  return (
    <FormDialog
      isOpen
      readFirst
      title="Sửa điểm dừng: Bến Thành"
      readTitle="Điểm dừng: Bến Thành"
      fields={stop}
      initialValues={{ code: 'PNB-159', name: 'Bến Thành' }}
      onSubmit={onSubmit}
      onClose={() => {}}
    >
      {(form) => <input aria-label="Nội dung dưới các trường" disabled={form.reading} />}
    </FormDialog>
  );
}

describe('FormDialog as a read view (a record opened by its link)', () => {
  it('opens with no editable field focused: End + text + Enter changes nothing and saves nothing', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ReadFirst onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const code = screen.getByRole('textbox', { name: /Mã điểm dừng/ });
    expect(code).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sửa (e)'));
    expect(screen.getByRole('dialog', { name: 'Điểm dừng: Bến Thành' })).toBeTruthy();
    await user.keyboard('{End} Hai{Enter}');
    expect(code).toHaveProperty('value', 'PNB-159'); // the Enter only started editing
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('`e` turns it into the edit form with the focus in its first field, and nothing is saved yet', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ReadFirst onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sửa (e)'));
    await user.keyboard('e');
    const code = screen.getByRole('textbox', { name: /Mã điểm dừng/ });
    expect(code).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByRole('dialog', { name: 'Sửa điểm dừng: Bến Thành' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('tells the content under the fields it is a read view, and when editing starts', async () => {
    render(<ReadFirst onSubmit={vi.fn(async () => {})} />);
    const user = userEvent.setup();
    const below = screen.getByRole('textbox', { name: 'Nội dung dưới các trường' });
    expect(below).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sửa (e)'));
    await user.keyboard('e');
    await waitFor(() => expect(below).toHaveProperty('disabled', false));
  });

  it('Enter on "Sửa" edits without submitting', async () => {
    const onSubmit = vi.fn(async () => {});
    render(<ReadFirst onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Sửa (e)'));
    await user.keyboard('{Enter}');
    const code = screen.getByRole('textbox', { name: /Mã điểm dừng/ });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
