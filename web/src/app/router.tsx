import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader/page-loader';
import { paths } from '../config/paths';
import { RequireAuth } from '../lib/auth/require-auth';
import { RequireRouteGuards } from '../lib/auth/require-route-guards';
import { SignedOutOnly } from '../lib/auth/signed-out-only';
import { setRoutePrefetcher } from '../lib/route-prefetch';
import { AppRoot } from './app-root';
import { AdminLayout } from './layouts/admin-layout';
import { BasicLayout } from './layouts/basic-layout';
import { BlankLayout } from './layouts/blank-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Layouts per screens.md §1.1; route modules load lazily and are prefetched on link hover. */
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: PageLoader,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            Component: BlankLayout,
            children: [
              { path: paths.home.path, lazy: () => import('../routes/root-redirect') },
              {
                Component: SignedOutOnly,
                children: [
                  { path: paths.auth.login.path, lazy: () => import('../routes/login') },
                  { path: paths.auth.register.path, lazy: () => import('../routes/register') },
                ],
              },
              {
                Component: RequireAuth,
                children: [
                  {
                    element: <RequireRouteGuards guards={['admin-only']} />,
                    children: [{ path: paths.admin.setup.path, lazy: () => import('../routes/admin/setup') }],
                  },
                ],
              },
            ],
          },
          {
            Component: BasicLayout,
            children: [
              {
                Component: SignedOutOnly,
                children: [
                  { path: paths.auth.forgotPassword.path, lazy: () => import('../routes/forgot-password') },
                  { path: paths.auth.resetPassword.path, lazy: () => import('../routes/reset-password') },
                ],
              },
            ],
          },
          {
            Component: DefaultLayout,
            children: [
              { path: paths.group.home.path, lazy: () => import('../routes/g/group-home') },
              {
                Component: RequireAuth,
                children: [
                  { path: paths.user.profile.path, lazy: () => import('../routes/user/profile') },
                  { path: paths.user.profileEdit.path, lazy: () => import('../routes/user/profile-edit') },
                  {
                    element: <RequireRouteGuards guards={['advanced-only']} />,
                    children: [{ path: paths.user.apiTokens.path, lazy: () => import('../routes/user/profile-api-tokens') }],
                  },
                ],
              },
            ],
          },
          {
            path: paths.admin.root.path,
            Component: RequireAuth,
            children: [
              {
                element: <RequireRouteGuards guards={['admin-only']} />,
                children: [
                  {
                    Component: AdminLayout,
                    children: [
                      { index: true, element: <Navigate to={paths.admin.siteSettings.getHref()} replace /> },
                      { path: paths.admin.siteSettings.path, lazy: () => import('../routes/admin/site-settings') },
                    ],
                  },
                ],
              },
            ],
          },
          { path: paths.shareTarget.path, lazy: () => import('../routes/r/create-url-redirect') },
          { path: '*', lazy: () => import('../routes/not-found') },
        ],
      },
    ],
  },
];

/** Loads the lazy modules of the routes a path would render. */
export function prefetchRouteModules(path: string): void {
  for (const match of matchRoutes(routes, path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}

export function createAppRouter() {
  setRoutePrefetcher(prefetchRouteModules);
  return createBrowserRouter(routes);
}
