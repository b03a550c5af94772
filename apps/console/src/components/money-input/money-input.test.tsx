import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatAmount, MoneyInput, parseAmount } from './money-input';

function Harness({ onValue }: { onValue: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(7000);
  return (
    <MoneyInput
      aria-label="Giá"
      value={value}
      onValueChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('groups thousands with dots and reads back only the digits', () => {
    expect(formatAmount(140000)).toBe('140.000');
    expect(formatAmount(null)).toBe('');
    expect(parseAmount('7.000 ₫')).toBe(7000);
    expect(parseAmount('7,000')).toBe(7000);
    expect(parseAmount('')).toBeNull();
  });

  it('shows the amount grouped while the user types', async () => {
    const seen: Array<number | null> = [];
    render(<Harness onValue={(v) => seen.push(v)} />);
    const input = screen.getByLabelText('Giá') as HTMLInputElement;
    expect(input.value).toBe('7.000');
    await userEvent.clear(input);
    await userEvent.type(input, '140000');
    expect(input.value).toBe('140.000');
    expect(seen.at(-1)).toBe(140000);
    await userEvent.clear(input);
    expect(seen.at(-1)).toBeNull();
  });
});
