// The features picker inside the position form: Enter picks the highlighted feature and does not submit
// the form (found by the browser tests, e2e/permissions.e2e.ts).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeatureMultiSelect } from './feature-multi-select';
import type { Feature } from './features.resource';

const feature = (id: number, code: string, name: string): Feature =>
  ({ id, code, name, group: 'Báo cáo', description: null }) as Feature;

const FEATURES = [feature(1, 'REPORT_VIEW', 'Xem báo cáo'), feature(2, 'CASH_COLLECTION', 'Thu ngân')];

function PositionForm({ onSubmit }: { onSubmit: (ids: number[]) => void }) {
  const [ids, setIds] = useState<number[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(ids);
      }}
    >
      <input aria-label="Tên chức vụ" />
      <FeatureMultiSelect features={FEATURES} selectedIds={ids} onChange={setIds} />
      <span>Đã chọn {ids.length} chức năng</span>
      <button type="submit">Lưu</button>
    </form>
  );
}

describe('FeatureMultiSelect', () => {
  it('Enter picks the highlighted feature without submitting the form around it', async () => {
    const submit = vi.fn();
    render(<PositionForm onSubmit={submit} />);
    const input = screen.getByPlaceholderText('Chọn chức năng...');
    await userEvent.type(input, 'xem bao cao');
    await screen.findByRole('option', { name: /Xem báo cáo/ });
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Đã chọn 1 chức năng')).toBeTruthy();
    await userEvent.type(input, 'thu ngan{Enter}');
    expect(await screen.findByText('Đã chọn 2 chức năng')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    // The form still submits from its other fields.
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên chức vụ' }), 'Tổ trưởng{Enter}');
    expect(submit).toHaveBeenCalledWith([1, 2]);
  });
});
