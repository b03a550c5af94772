// The kit's date input writes and reads dd/MM/yyyy and hands the API's yyyy-MM-dd to the screen, whatever
// the browser's language (the browser test runs it in an en-US Chromium too).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, MonthInput } from './date-input';

function Harness({ initial, onDay }: { initial: string; onDay: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <DateInput
      aria-label="Ngày"
      value={day}
      onChange={(next) => {
        setDay(next);
        onDay(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it('shows the day as dd/MM/yyyy and gives typed digits back as yyyy-MM-dd', async () => {
    const onDay = vi.fn();
    render(<Harness initial="2026-10-31" onDay={onDay} />);
    const input = screen.getByLabelText('Ngày') as HTMLInputElement;
    expect(input.value).toBe('31/10/2026');
    expect(input.type).toBe('text');
    await userEvent.clear(input);
    expect(onDay).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '05112026');
    expect(input.value).toBe('05/11/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-11-05');
  });

  it('moves a day with the arrows and +/-', async () => {
    const onDay = vi.fn();
    render(<Harness initial="2026-12-31" onDay={onDay} />);
    const input = screen.getByLabelText('Ngày') as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(input.value).toBe('01/01/2027');
    await userEvent.keyboard('--');
    expect(input.value).toBe('30/12/2026');
    expect(onDay).toHaveBeenLastCalledWith('2026-12-30');
  });

  it('keeps a day that does not exist as text and tells the form', async () => {
    const onChange = vi.fn();
    const onInvalidText = vi.fn();
    render(<DateInput aria-label="Ngày" value="" onChange={onChange} onInvalidText={onInvalidText} />);
    await userEvent.type(screen.getByLabelText('Ngày'), '31022026');
    expect(onInvalidText).toHaveBeenLastCalledWith('31/02/2026');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-/));
  });
});

describe('MonthInput', () => {
  it('shows MM/yyyy and gives yyyy-MM', async () => {
    const onChange = vi.fn();
    render(<MonthInput aria-label="Tháng" value="2026-06" onChange={onChange} />);
    const input = screen.getByLabelText('Tháng') as HTMLInputElement;
    expect(input.value).toBe('06/2026');
    expect(input.placeholder).toBe('mm/yyyy');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('2026-05');
  });
});
