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
});
