// A VND amount typed the way prices are written in Vietnam: digits grouped by '.' as you type
// (7.000, 140.000). Whole đồng only; anything but digits is ignored, so a pasted '7.000 ₫' or
// '7,000' reads as 7000. Empty is null.
import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import './money-input.css';

const GROUPED = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

export function formatAmount(value: number | null): string {
  return value === null ? '' : GROUPED.format(value);
}

export function parseAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

export interface MoneyInputProps
  extends Omit<InputGroupProps, 'value' | 'onValueChange' | 'onChange' | 'type'> {
  value: number | null;
  onValueChange: (value: number | null) => void;
}

export function MoneyInput({ value, onValueChange, ...props }: MoneyInputProps) {
  return (
    <InputGroup
      inputMode="numeric"
      rightElement={<span className="money-input-unit">₫</span>}
      {...props}
      value={formatAmount(value)}
      onValueChange={(text) => onValueChange(parseAmount(text))}
    />
  );
}
