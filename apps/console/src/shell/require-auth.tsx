// spec §2: no user -> /login remembering the location; a member-company user with org_id 0 chooses a
// company first (the select-company screen replaces the requested page).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState } from '../features/auth/auth.store';
import { mustChooseCompany } from '../features/auth/current-user';
import { SelectCompanyScreen } from '../features/auth/select-company-screen';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(authState);
  const location = useLocation();
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (mustChooseCompany(user)) return <SelectCompanyScreen />;
  return <>{children}</>;
}
