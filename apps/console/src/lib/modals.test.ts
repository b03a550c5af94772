import { beforeEach, describe, expect, it } from 'vitest';
import { closeAllModals, closeModal, isModalOpen, modalState, openModal } from './modals';

beforeEach(closeAllModals);

describe('modals (spec §4)', () => {
  it('opening an open modal does nothing (its data stays)', () => {
    openModal('employee-edit', { id: 1 });
    openModal('employee-edit', { id: 2 });
    expect(modalState.open['employee-edit']).toEqual({ id: 1 });
  });

  it('closing removes the modal and its data', () => {
    openModal('a', { x: 1 });
    openModal('b');
    closeModal('a');
    expect(isModalOpen('a')).toBe(false);
    expect('a' in modalState.open).toBe(false);
    expect(isModalOpen('b')).toBe(true);
  });

  it('closeAll clears everything', () => {
    openModal('a');
    openModal('b', 1);
    closeAllModals();
    expect(modalState.open).toEqual({});
  });
});
