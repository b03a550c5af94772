// Open modals tracked by name with their data (spec §3/§4): opening an open modal does nothing, closing
// removes it and its data, closeAll clears everything.
import { proxy, useSnapshot } from 'valtio';

export const modalState = proxy<{ open: Record<string, unknown> }>({ open: {} });

export function openModal(name: string, data?: unknown): void {
  if (name in modalState.open) return;
  modalState.open[name] = data ?? null;
}

export function closeModal(name: string): void {
  delete modalState.open[name];
}

export function closeAllModals(): void {
  modalState.open = {};
}

export function isModalOpen(name: string): boolean {
  return name in modalState.open;
}

/** `const [open, data] = useModal<Staff>('employee-edit')` */
export function useModal<T = unknown>(name: string): [boolean, T | null] {
  const snap = useSnapshot(modalState);
  const isOpen = name in snap.open;
  return [isOpen, isOpen ? ((snap.open[name] as T | null) ?? null) : null];
}
