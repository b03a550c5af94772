// errorElement of the router: a rendering or loading error anywhere below shows the full-page error.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from './error-view';
import { NotFoundPage } from './not-found-page';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorView error={error} />;
}
