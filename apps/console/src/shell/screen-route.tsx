// A screen command's route: entering it starts the screen's data (`enter`, from the route loader), the
// element checks the permission and renders the lazily loaded screen.
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { useCommandContext } from '../commands/context';
import { isPermitted } from '../commands/registry';
import type { ScreenCommand } from '../commands/types';
import { authState } from '../features/auth/auth.store';
import { mustChooseCompany, principalOf } from '../features/auth/current-user';
import { ForbiddenPage } from './forbidden-page';
import { screenComponent } from './screen-component';

/**
 * The route loader: runs the command's `enter` (its list request) as the navigation starts, before the
 * shell, the screen and AG Grid render (from a mount effect it started 40-70 ms later). Returns at once:
 * the screen never waits for its data, it shows its own loading state. Only for a signed-in user who may
 * open the screen (RequireAuth and ScreenRoute decide what is shown to the others).
 */
export function screenLoader(command: ScreenCommand): LoaderFunction {
  return ({ request }) => {
    const user = authState.user;
    if (!mustChooseCompany(user) && isPermitted(command, { principal: principalOf(user) }))
      command.enter?.(new URL(request.url));
    return null;
  };
}

/** Enter again only when the screen itself changes, not for a search or hash change on it. */
export const enterOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function ScreenRoute({ command }: { command: ScreenCommand }) {
  const ctx = useCommandContext();
  if (!isPermitted(command, ctx)) return <ForbiddenPage />;
  const Screen = screenComponent(command);
  return <Screen />;
}
