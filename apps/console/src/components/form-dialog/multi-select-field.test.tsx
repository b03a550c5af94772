// The kit's multi-select inside a form: Enter picks the highlighted option and does not submit the form
// (found by the browser tests on the position form's features, e2e/permissions.e2e.ts); an option is found
// by its keywords too (a feature by its code) and shows its hint.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectField, splitValues } from './multi-select-field';

const OPTIONS = [
  { value: '1', label: 'Xem báo cáo', hint: 'REPORT_VIEW', keywords: 'REPORT_VIEW Báo cáo' },
  { value: '2', label: 'Thu ngân', hint: 'CASH_COLLECTION', keywords: 'CASH_COLLECTION Báo cáo' },
];

function PositionForm({ onSubmit }: { onSubmit: (ids: string[]) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(splitValues(value));
      }}
    >
      <input aria-label="Tên chức vụ" />
      <MultiSelectField
        id="features"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="Chọn..."
      />
      <span>Đã chọn {splitValues(value).length}</span>
      <button type="submit">Lưu</button>
    </form>
  );
}

describe('MultiSelectField', () => {
  it('Enter picks the highlighted option without submitting the form around it', async () => {
    const submit = vi.fn();
    render(<PositionForm onSubmit={submit} />);
    const input = screen.getByPlaceholderText('Chọn...');
    await userEvent.type(input, 'xem bao cao');
    await screen.findByRole('option', { name: /Xem báo cáo/ });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Đã chọn 1')).toBeTruthy();
    await userEvent.type(input, 'thu ngan{Enter}');
    expect(await screen.findByText('Đã chọn 2')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    // The form still submits from its other fields.
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên chức vụ' }), 'Tổ trưởng{Enter}');
    expect(submit).toHaveBeenCalledWith(['1', '2']);
  });

  it('finds an option by its keywords and shows its hint', async () => {
    render(<PositionForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByPlaceholderText('Chọn...'), 'cash_coll');
    const option = await screen.findByRole('option', { name: /Thu ngân/ });
    expect(option.textContent).toContain('CASH_COLLECTION');
    expect(screen.queryByRole('option', { name: /Xem báo cáo/ })).toBeNull();
  });
});
