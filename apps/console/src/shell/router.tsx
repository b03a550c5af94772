// Routes (spec §2): public /login, /reset-password and the e-transport order template; everything else
// inside the signed-in layout, one lazy route per registered screen command.
import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { screenCommands } from '../commands/registry';
import { LoginScreen } from '../features/auth/login-screen';
import { ResetPasswordScreen } from '../features/auth/reset-password-screen';
import { TransportOrderTemplatePage } from '../features/auth/transport-order-template-page';
import { Launchpad } from './launchpad';
import { MainLayout } from './main-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { enterOnNewPath, ScreenRoute, screenLoader } from './screen-route';

export function buildRoutes(): RouteObject[] {
  const screens: RouteObject[] = screenCommands().map((command) => ({
    path: command.path.slice(1),
    element: <ScreenRoute command={command} />,
    loader: screenLoader(command),
    shouldRevalidate: enterOnNewPath,
    // a page load on the screen waits for its loader (it returns at once): the layout shows a spinner
    hydrateFallbackElement: <Spinner className="busops-screen-spinner" />,
  }));
  return [
    { path: '/login', element: <LoginScreen />, errorElement: <RouteErrorPage /> },
    { path: '/reset-password', element: <ResetPasswordScreen />, errorElement: <RouteErrorPage /> },
    { path: '/transport-orders-elec-template', element: <TransportOrderTemplatePage /> },
    {
      path: '/',
      element: (
        <RequireAuth>
          <MainLayout />
        </RequireAuth>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to="/menu" replace /> },
        // Errors inside a screen keep the navbar and menu around the error page.
        {
          errorElement: <RouteErrorPage />,
          children: [
            { path: 'menu', element: <Launchpad /> },
            ...screens,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
