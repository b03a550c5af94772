// Builds the CommandContext from the session, the router, the grid selection and the modal store.
import { toPrincipal } from '@busops/domain';
import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { CommandContextReact } from '../commands/context';
import { selectionState } from '../commands/selection';
import type { CommandContext } from '../commands/types';
import { authState } from '../features/auth/auth.store';
import { closeModal, openModal } from '../lib/modals';

export function CommandContextProvider({ children }: { children: ReactNode }) {
  const auth = useSnapshot(authState);
  const selection = useSnapshot(selectionState);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = auth.user;
  const role = user?.role;
  const isSuper = user?.active_super_company;
  const ctx = useMemo<CommandContext>(
    () => ({
      principal: user ? toPrincipal({ role, active_super_company: isSuper }) : null,
      navigate: (to) => void navigate(to),
      pathname,
      selection: { entity: selection.entity, noun: selection.noun, rows: selection.rows },
      openModal,
      closeModal,
    }),
    [user, role, isSuper, navigate, pathname, selection.entity, selection.noun, selection.rows],
  );
  return <CommandContextReact.Provider value={ctx}>{children}</CommandContextReact.Provider>;
}
