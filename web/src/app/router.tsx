import { createBrowserRouter, type HydrationState, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader/page-loader';
import { paths } from '../config/paths';
import { RequireAuth } from '../lib/auth/require-auth';
import { RequireRouteGuards } from '../lib/auth/require-route-guards';
import { SignedOutOnly } from '../lib/auth/signed-out-only';
import { setRoutePrefetcher } from '../lib/route-prefetch';
import { AppRoot } from './app-root';
import { BlankLayout } from './layouts/blank-layout';
import { layoutModules, pageModules, preloadPageModules } from './page-modules';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * Layouts per screens.md §1.1; route modules load lazily (`page-modules.ts`, which the HTML's entry
 * reads to start the page's downloads early) and are prefetched on link hover. The layouts with an
 * app bar and a drawer load lazily too (beside their page's module, not after it), so that the
 * sign-in page does not download them.
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
              { path: paths.home.path, lazy: pageModules.rootRedirect },
              {
                Component: SignedOutOnly,
                children: [
                  { path: paths.auth.login.path, lazy: pageModules.login },
                  { path: paths.auth.register.path, lazy: pageModules.register },
                ],
              },
              {
                Component: RequireAuth,
                children: [
                  {
                    element: <RequireRouteGuards guards={['admin-only']} />,
                    children: [{ path: paths.admin.setup.path, lazy: pageModules.adminSetup }],
                  },
                ],
              },
            ],
          },
          {
            lazy: layoutModules.basic,
            children: [
              {
                Component: SignedOutOnly,
                children: [
                  { path: paths.auth.forgotPassword.path, lazy: pageModules.forgotPassword },
                  { path: paths.auth.resetPassword.path, lazy: pageModules.resetPassword },
                ],
              },
              { path: paths.group.sharedRecipe.path, lazy: pageModules.sharedRecipe },
            ],
          },
          {
            lazy: layoutModules.default,
            children: [
              { path: paths.group.home.path, lazy: pageModules.groupHome },
              // Readable by visitors when the group and the recipe are public; the page decides.
              { path: paths.group.recipe.path, lazy: pageModules.recipe },
              {
                Component: RequireAuth,
                children: [
                  { path: paths.user.profile.path, lazy: pageModules.profile },
                  { path: paths.user.profileEdit.path, lazy: pageModules.profileEdit },
                  {
                    element: <RequireRouteGuards guards={['advanced-only']} />,
                    children: [{ path: paths.user.apiTokens.path, lazy: pageModules.apiTokens }],
                  },
                  { path: paths.user.favorites.path, lazy: pageModules.favorites },
                  { path: paths.group.cookbook.path, lazy: pageModules.cookbook },
                  { path: paths.group.report.path, lazy: pageModules.report },
                  { path: paths.shoppingLists.index.path, lazy: pageModules.shoppingLists },
                  { path: paths.shoppingLists.list.path, lazy: pageModules.shoppingList },
                  { path: paths.mealPlan.settings.path, lazy: pageModules.mealPlanSettings },
                  {
                    path: paths.mealPlan.planner.path,
                    lazy: pageModules.mealPlanner,
                    children: [
                      { index: true, element: <Navigate to={paths.mealPlan.plannerView.getHref()} replace /> },
                      { path: paths.mealPlan.plannerView.path, lazy: pageModules.mealPlannerView },
                      { path: paths.mealPlan.plannerEdit.path, lazy: pageModules.mealPlannerEdit },
                    ],
                  },
                  {
                    element: <RequireRouteGuards guards={['group-only']} />,
                    children: [
                      { path: paths.group.timeline.path, lazy: pageModules.timeline },
                      { path: paths.group.finder.path, lazy: pageModules.finder },
                      { path: paths.group.organizer.path, lazy: pageModules.organizer },
                      { path: paths.group.cookbooks.path, lazy: pageModules.cookbooks },
                      { path: paths.group.recipeIngredientParser.path, lazy: pageModules.ingredientParser },
                      {
                        path: paths.group.createRecipe.path,
                        children: [
                          { index: true, lazy: pageModules.createRecipe },
                          { path: paths.group.createRecipeFromUrl.path, lazy: pageModules.createRecipeFromUrl },
                          { path: paths.group.createRecipesBulk.path, lazy: pageModules.createRecipesBulk },
                          { path: paths.group.createRecipeFromHtml.path, lazy: pageModules.createRecipeFromHtml },
                          { path: paths.group.createRecipeFromImage.path, lazy: pageModules.createRecipeFromImage },
                          { path: paths.group.createRecipeManually.path, lazy: pageModules.createRecipeManually },
                          { path: paths.group.createRecipeFromZip.path, lazy: pageModules.createRecipeFromZip },
                          { path: paths.group.createRecipeDebug.path, lazy: pageModules.createRecipeDebug },
                        ],
                      },
                    ],
                  },
                  {
                    element: <RequireRouteGuards guards={['can-manage-household-only']} />,
                    children: [{ path: paths.household.settings.path, lazy: pageModules.householdSettings }],
                  },
                  {
                    element: <RequireRouteGuards guards={['can-manage-only']} />,
                    children: [
                      { path: paths.household.members.path, lazy: pageModules.householdMembers },
                      { path: paths.groupSettings.path, lazy: pageModules.groupSettings },
                    ],
                  },
                  {
                    path: paths.groupData.root.path,
                    element: <RequireRouteGuards guards={['can-organize-only']} />,
                    children: [
                      { index: true, element: <Navigate to={paths.groupData.foods.getHref()} replace /> },
                      { path: paths.groupData.foods.path, lazy: pageModules.foods },
                      { path: paths.groupData.units.path, lazy: pageModules.units },
                      { path: paths.groupData.labels.path, lazy: pageModules.labels },
                      { path: paths.groupData.categories.path, lazy: pageModules.categories },
                      { path: paths.groupData.tags.path, lazy: pageModules.tags },
                      { path: paths.groupData.tools.path, lazy: pageModules.tools },
                      { path: paths.groupData.recipeActions.path, lazy: pageModules.recipeActions },
                      { path: paths.groupData.recipes.path, lazy: pageModules.dataRecipes },
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
                    lazy: layoutModules.admin,
                    children: [
                      { index: true, element: <Navigate to={paths.admin.siteSettings.getHref()} replace /> },
                      { path: paths.admin.siteSettings.path, lazy: pageModules.siteSettings },
                      { path: paths.admin.debugOpenai.path, lazy: pageModules.debugOpenai },
                      { path: paths.admin.debugParser.path, lazy: pageModules.debugParser },
                      { path: paths.admin.maintenance.path, lazy: pageModules.maintenance },
                      { path: paths.admin.users.path, lazy: pageModules.users },
                      { path: paths.admin.userCreate.path, lazy: pageModules.userCreate },
                      { path: paths.admin.user.path, lazy: pageModules.user },
                      { path: paths.admin.groups.path, lazy: pageModules.groups },
                      { path: paths.admin.group.path, lazy: pageModules.group },
                      { path: paths.admin.households.path, lazy: pageModules.households },
                      { path: paths.admin.household.path, lazy: pageModules.household },
                    ],
                  },
                ],
              },
            ],
          },
          { path: paths.shareTarget.path, lazy: pageModules.shareTarget },
          { path: '*', lazy: pageModules.notFound },
        ],
      },
    ],
  },
];

/**
 * Loads the lazy modules of the routes `pathname` matches into the routes themselves, so that the
 * router starts with the page ready: taking over the server's markup, its first render must be the
 * page, not the wait for the page's modules.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** `hydrationData`: what the server's render of the page had from the loaders, when the app takes that render over. */
export function createAppRouter(hydrationData?: HydrationState) {
  // Matched without the router, which ranks every route of the app on each match.
  setRoutePrefetcher(preloadPageModules);
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}
