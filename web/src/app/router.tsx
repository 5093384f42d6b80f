import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader/page-loader';
import { paths } from '../config/paths';
import { RequireAuth } from '../lib/auth/require-auth';
import { RequireRouteGuards } from '../lib/auth/require-route-guards';
import { SignedOutOnly } from '../lib/auth/signed-out-only';
import { setRoutePrefetcher } from '../lib/route-prefetch';
import { AppRoot } from './app-root';
import { BlankLayout } from './layouts/blank-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Layouts per screens.md §1.1; route modules load lazily and are prefetched on link hover. The
 * layouts with an app bar and a drawer load lazily too (beside their page's module, not after it),
 * so that the sign-in page does not download them.
 */
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
            lazy: () => import('./layouts/basic-layout').then(({ BasicLayout }) => ({ Component: BasicLayout })),
            children: [
              {
                Component: SignedOutOnly,
                children: [
                  { path: paths.auth.forgotPassword.path, lazy: () => import('../routes/forgot-password') },
                  { path: paths.auth.resetPassword.path, lazy: () => import('../routes/reset-password') },
                ],
              },
              { path: paths.group.sharedRecipe.path, lazy: () => import('../routes/g/shared-recipe') },
            ],
          },
          {
            lazy: () => import('./layouts/default-layout').then(({ DefaultLayout }) => ({ Component: DefaultLayout })),
            children: [
              { path: paths.group.home.path, lazy: () => import('../routes/g/group-home') },
              // Readable by visitors when the group and the recipe are public; the page decides.
              { path: paths.group.recipe.path, lazy: () => import('../routes/g/recipe') },
              {
                Component: RequireAuth,
                children: [
                  { path: paths.user.profile.path, lazy: () => import('../routes/user/profile') },
                  { path: paths.user.profileEdit.path, lazy: () => import('../routes/user/profile-edit') },
                  {
                    element: <RequireRouteGuards guards={['advanced-only']} />,
                    children: [{ path: paths.user.apiTokens.path, lazy: () => import('../routes/user/profile-api-tokens') }],
                  },
                  { path: paths.user.favorites.path, lazy: () => import('../routes/user/favorites') },
                  { path: paths.group.cookbook.path, lazy: () => import('../routes/g/cookbook') },
                  { path: paths.group.report.path, lazy: () => import('../routes/group/report') },
                  { path: paths.shoppingLists.index.path, lazy: () => import('../routes/shopping-lists/shopping-lists') },
                  { path: paths.shoppingLists.list.path, lazy: () => import('../routes/shopping-lists/shopping-list') },
                  { path: paths.mealPlan.settings.path, lazy: () => import('../routes/household/mealplan-settings') },
                  {
                    path: paths.mealPlan.planner.path,
                    lazy: () => import('../routes/household/meal-planner'),
                    children: [
                      { index: true, element: <Navigate to={paths.mealPlan.plannerView.getHref()} replace /> },
                      { path: paths.mealPlan.plannerView.path, lazy: () => import('../routes/household/meal-planner-view') },
                      { path: paths.mealPlan.plannerEdit.path, lazy: () => import('../routes/household/meal-planner-edit') },
                    ],
                  },
                  {
                    element: <RequireRouteGuards guards={['group-only']} />,
                    children: [
                      { path: paths.group.timeline.path, lazy: () => import('../routes/g/timeline') },
                      { path: paths.group.finder.path, lazy: () => import('../routes/g/finder') },
                      { path: paths.group.organizer.path, lazy: () => import('../routes/g/organizer') },
                      { path: paths.group.cookbooks.path, lazy: () => import('../routes/g/cookbooks') },
                      { path: paths.group.recipeIngredientParser.path, lazy: () => import('../routes/g/recipe-ingredient-parser') },
                      {
                        path: paths.group.createRecipe.path,
                        children: [
                          { index: true, lazy: () => import('../routes/g/create-recipe') },
                          { path: paths.group.createRecipeFromUrl.path, lazy: () => import('../routes/g/create-recipe-url') },
                          { path: paths.group.createRecipesBulk.path, lazy: () => import('../routes/g/create-recipes-bulk') },
                          { path: paths.group.createRecipeFromHtml.path, lazy: () => import('../routes/g/create-recipe-html') },
                          { path: paths.group.createRecipeFromImage.path, lazy: () => import('../routes/g/create-recipe-image') },
                          { path: paths.group.createRecipeManually.path, lazy: () => import('../routes/g/recipe-create') },
                          { path: paths.group.createRecipeFromZip.path, lazy: () => import('../routes/g/create-recipe-zip') },
                          { path: paths.group.createRecipeDebug.path, lazy: () => import('../routes/g/create-recipe-debug') },
                        ],
                      },
                    ],
                  },
                  {
                    element: <RequireRouteGuards guards={['can-manage-household-only']} />,
                    children: [{ path: paths.household.settings.path, lazy: () => import('../routes/household/settings') }],
                  },
                  {
                    element: <RequireRouteGuards guards={['can-manage-only']} />,
                    children: [
                      { path: paths.household.members.path, lazy: () => import('../routes/household/members') },
                      { path: paths.groupSettings.path, lazy: () => import('../routes/group/settings') },
                    ],
                  },
                  {
                    path: paths.groupData.root.path,
                    element: <RequireRouteGuards guards={['can-organize-only']} />,
                    children: [
                      { index: true, element: <Navigate to={paths.groupData.foods.getHref()} replace /> },
                      { path: paths.groupData.foods.path, lazy: () => import('../routes/group/data/foods') },
                      { path: paths.groupData.units.path, lazy: () => import('../routes/group/data/units') },
                      { path: paths.groupData.labels.path, lazy: () => import('../routes/group/data/labels') },
                      { path: paths.groupData.categories.path, lazy: () => import('../routes/group/data/categories') },
                      { path: paths.groupData.tags.path, lazy: () => import('../routes/group/data/tags') },
                      { path: paths.groupData.tools.path, lazy: () => import('../routes/group/data/tools') },
                      { path: paths.groupData.recipeActions.path, lazy: () => import('../routes/group/data/recipe-actions') },
                      { path: paths.groupData.recipes.path, lazy: () => import('../routes/group/data/recipes') },
                    ],
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
                    lazy: () => import('./layouts/admin-layout').then(({ AdminLayout }) => ({ Component: AdminLayout })),
                    children: [
                      { index: true, element: <Navigate to={paths.admin.siteSettings.getHref()} replace /> },
                      { path: paths.admin.siteSettings.path, lazy: () => import('../routes/admin/site-settings') },
                      { path: paths.admin.debugOpenai.path, lazy: () => import('../routes/admin/debug-openai') },
                      { path: paths.admin.debugParser.path, lazy: () => import('../routes/admin/debug-parser') },
                      { path: paths.admin.maintenance.path, lazy: () => import('../routes/admin/maintenance') },
                      { path: paths.admin.users.path, lazy: () => import('../routes/admin/manage/users') },
                      { path: paths.admin.userCreate.path, lazy: () => import('../routes/admin/manage/user-create') },
                      { path: paths.admin.user.path, lazy: () => import('../routes/admin/manage/user') },
                      { path: paths.admin.groups.path, lazy: () => import('../routes/admin/manage/groups') },
                      { path: paths.admin.group.path, lazy: () => import('../routes/admin/manage/group') },
                      { path: paths.admin.households.path, lazy: () => import('../routes/admin/manage/households') },
                      { path: paths.admin.household.path, lazy: () => import('../routes/admin/manage/household') },
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

let lastMatch: { path: string; matches: ReturnType<typeof matchRoutes> } | undefined;

/**
 * The routes a path would render, outermost first (null when none). Matching sorts every route of
 * the app first, a long task on a slow phone; boot asks twice for the page's path (its modules and
 * its first reads), and a link is hovered more than once, so the last answer is kept.
 */
export function matchAppRoutes(path: string): ReturnType<typeof matchRoutes> {
  if (lastMatch?.path !== path) lastMatch = { path, matches: matchRoutes(routes, path) };
  return lastMatch.matches;
}

/** Loads the lazy modules of the routes a path would render. */
export function prefetchRouteModules(path: string): void {
  for (const match of matchAppRoutes(path) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void lazy().catch(() => undefined);
  }
}

export function createAppRouter() {
  setRoutePrefetcher(prefetchRouteModules);
  return createBrowserRouter(routes);
}
