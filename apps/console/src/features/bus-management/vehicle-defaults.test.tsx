// A new vehicle's form shows the fuel and status it will save (the contract's defaults), not '— Chọn —'.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllModals, openModal } from '../../lib/modals';
import { VehicleDialogs } from './vehicle-dialogs';
import { vehicleResource } from './vehicles.resource';

afterEach(closeAllModals);

describe('vehicle form', () => {
  it('shows the defaults it will save', async () => {
    openModal(vehicleResource.modals.form, null);
    render(<VehicleDialogs />);
    const fuel = (await screen.findByLabelText(/Nhiên liệu/)) as HTMLSelectElement;
    const status = screen.getByLabelText(/Trạng thái/) as HTMLSelectElement;
    expect(fuel.value).toBe('diesel');
    expect(status.value).toBe('active');
    // The saved default is the shown one: no '— Chọn —' to fall back to.
    expect([...fuel.options].map((o) => o.text)).toEqual(['Dầu diesel', 'Khí CNG', 'Điện']);
  });
});
