// Where to go after sign-in: the location remembered by the route guard, else the home path.
import { useLocation, useNavigate } from 'react-router';

export function useReturnTo(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== '/login' && from !== '/reset-password' ? from : '/menu';
  return () => void navigate(target, { replace: true });
}
