import type { ComponentType } from 'react';
import { paths } from '../config/paths';

/**
 * Every page's lazily loaded modules, by path, readable before the framework has loaded: the
 * HTML's entry (`src/entry.ts`) asks for the page's modules while React, the router and MUI still
 * download, instead of after they have run. The router (`router.tsx`) uses these same loaders for
 * its routes' `lazy`, and `page-modules.test.ts` checks that both give every path the same modules.
 *
 * This module and what it imports stay free of the framework: they are part of the entry's own
 * small file (web/vite.config.ts keeps them out of the shared chunks).
 */
type Loader = () => Promise<unknown>;

/** The layouts with an app bar and a drawer (the blank layout is part of the boot chunk). */
export const layoutModules: Record<'basic' | 'default' | 'admin', () => Promise<{ Component: ComponentType }>> = {
  basic: () => import('./layouts/basic-layout').then(({ BasicLayout }) => ({ Component: BasicLayout })),
  default: () => import('./layouts/default-layout').then(({ DefaultLayout }) => ({ Component: DefaultLayout })),
  admin: () => import('./layouts/admin-layout').then(({ AdminLayout }) => ({ Component: AdminLayout })),
};

export const pageModules = {
  rootRedirect: () => import('../routes/root-redirect'),
  login: () => import('../routes/login'),
  register: () => import('../routes/register'),
  adminSetup: () => import('../routes/admin/setup'),
  forgotPassword: () => import('../routes/forgot-password'),
  resetPassword: () => import('../routes/reset-password'),
  sharedRecipe: () => import('../routes/g/shared-recipe'),
  groupHome: () => import('../routes/g/group-home'),
  recipe: () => import('../routes/g/recipe'),
  profile: () => import('../routes/user/profile'),
  profileEdit: () => import('../routes/user/profile-edit'),
  apiTokens: () => import('../routes/user/profile-api-tokens'),
  favorites: () => import('../routes/user/favorites'),
  cookbook: () => import('../routes/g/cookbook'),
  report: () => import('../routes/group/report'),
  shoppingLists: () => import('../routes/shopping-lists/shopping-lists'),
  shoppingList: () => import('../routes/shopping-lists/shopping-list'),
  mealPlanSettings: () => import('../routes/household/mealplan-settings'),
  mealPlanner: () => import('../routes/household/meal-planner'),
  mealPlannerView: () => import('../routes/household/meal-planner-view'),
  mealPlannerEdit: () => import('../routes/household/meal-planner-edit'),
  timeline: () => import('../routes/g/timeline'),
  finder: () => import('../routes/g/finder'),
  organizer: () => import('../routes/g/organizer'),
  cookbooks: () => import('../routes/g/cookbooks'),
  ingredientParser: () => import('../routes/g/recipe-ingredient-parser'),
  createRecipe: () => import('../routes/g/create-recipe'),
  createRecipeFromUrl: () => import('../routes/g/create-recipe-url'),
  createRecipesBulk: () => import('../routes/g/create-recipes-bulk'),
  createRecipeFromHtml: () => import('../routes/g/create-recipe-html'),
  createRecipeFromImage: () => import('../routes/g/create-recipe-image'),
  createRecipeManually: () => import('../routes/g/recipe-create'),
  createRecipeFromZip: () => import('../routes/g/create-recipe-zip'),
  createRecipeDebug: () => import('../routes/g/create-recipe-debug'),
  householdSettings: () => import('../routes/household/settings'),
  householdMembers: () => import('../routes/household/members'),
  groupSettings: () => import('../routes/group/settings'),
  foods: () => import('../routes/group/data/foods'),
  units: () => import('../routes/group/data/units'),
  labels: () => import('../routes/group/data/labels'),
  categories: () => import('../routes/group/data/categories'),
  tags: () => import('../routes/group/data/tags'),
  tools: () => import('../routes/group/data/tools'),
  recipeActions: () => import('../routes/group/data/recipe-actions'),
  dataRecipes: () => import('../routes/group/data/recipes'),
  siteSettings: () => import('../routes/admin/site-settings'),
  debugOpenai: () => import('../routes/admin/debug-openai'),
  debugParser: () => import('../routes/admin/debug-parser'),
  maintenance: () => import('../routes/admin/maintenance'),
  users: () => import('../routes/admin/manage/users'),
  userCreate: () => import('../routes/admin/manage/user-create'),
  user: () => import('../routes/admin/manage/user'),
  groups: () => import('../routes/admin/manage/groups'),
  group: () => import('../routes/admin/manage/group'),
  households: () => import('../routes/admin/manage/households'),
  household: () => import('../routes/admin/manage/household'),
  shareTarget: () => import('../routes/r/create-url-redirect'),
  notFound: () => import('../routes/not-found'),
} satisfies Record<string, Loader>;

export type PageId = keyof typeof pageModules;

const { basic, default: shell, admin } = layoutModules;
const m = pageModules;

/** Each page: its path, its layout's module (if that loads lazily) and its own modules, outermost first. */
const pages: [path: string, layout: Loader | null, ...modules: Loader[]][] = [
  [paths.home.path, null, m.rootRedirect],
  [paths.auth.login.path, null, m.login],
  [paths.auth.register.path, null, m.register],
  [paths.admin.setup.path, null, m.adminSetup],
  [paths.auth.forgotPassword.path, basic, m.forgotPassword],
  [paths.auth.resetPassword.path, basic, m.resetPassword],
  [paths.group.sharedRecipe.path, basic, m.sharedRecipe],
  [paths.group.home.path, shell, m.groupHome],
  [paths.group.recipe.path, shell, m.recipe],
  [paths.user.profile.path, shell, m.profile],
  [paths.user.profileEdit.path, shell, m.profileEdit],
  [paths.user.apiTokens.path, shell, m.apiTokens],
  [paths.user.favorites.path, shell, m.favorites],
  [paths.group.cookbook.path, shell, m.cookbook],
  [paths.group.report.path, shell, m.report],
  [paths.shoppingLists.index.path, shell, m.shoppingLists],
  [paths.shoppingLists.list.path, shell, m.shoppingList],
  [paths.mealPlan.settings.path, shell, m.mealPlanSettings],
  [paths.mealPlan.planner.path, shell, m.mealPlanner],
  [paths.mealPlan.plannerView.path, shell, m.mealPlanner, m.mealPlannerView],
  [paths.mealPlan.plannerEdit.path, shell, m.mealPlanner, m.mealPlannerEdit],
  [paths.group.timeline.path, shell, m.timeline],
  [paths.group.finder.path, shell, m.finder],
  [paths.group.organizer.path, shell, m.organizer],
  [paths.group.cookbooks.path, shell, m.cookbooks],
  [paths.group.recipeIngredientParser.path, shell, m.ingredientParser],
  [paths.group.createRecipe.path, shell, m.createRecipe],
  [paths.group.createRecipeFromUrl.path, shell, m.createRecipeFromUrl],
  [paths.group.createRecipesBulk.path, shell, m.createRecipesBulk],
  [paths.group.createRecipeFromHtml.path, shell, m.createRecipeFromHtml],
  [paths.group.createRecipeFromImage.path, shell, m.createRecipeFromImage],
  [paths.group.createRecipeManually.path, shell, m.createRecipeManually],
  [paths.group.createRecipeFromZip.path, shell, m.createRecipeFromZip],
  [paths.group.createRecipeDebug.path, shell, m.createRecipeDebug],
  [paths.household.settings.path, shell, m.householdSettings],
  [paths.household.members.path, shell, m.householdMembers],
  [paths.groupSettings.path, shell, m.groupSettings],
  [paths.groupData.root.path, shell],
  [paths.groupData.foods.path, shell, m.foods],
  [paths.groupData.units.path, shell, m.units],
  [paths.groupData.labels.path, shell, m.labels],
  [paths.groupData.categories.path, shell, m.categories],
  [paths.groupData.tags.path, shell, m.tags],
  [paths.groupData.tools.path, shell, m.tools],
  [paths.groupData.recipeActions.path, shell, m.recipeActions],
  [paths.groupData.recipes.path, shell, m.dataRecipes],
  [paths.admin.root.path, admin],
  [paths.admin.siteSettings.path, admin, m.siteSettings],
  [paths.admin.debugOpenai.path, admin, m.debugOpenai],
  [paths.admin.debugParser.path, admin, m.debugParser],
  [paths.admin.maintenance.path, admin, m.maintenance],
  [paths.admin.users.path, admin, m.users],
  [paths.admin.userCreate.path, admin, m.userCreate],
  [paths.admin.user.path, admin, m.user],
  [paths.admin.groups.path, admin, m.groups],
  [paths.admin.group.path, admin, m.group],
  [paths.admin.households.path, admin, m.households],
  [paths.admin.household.path, admin, m.household],
  [paths.shareTarget.path, null, m.shareTarget],
  ['*', null, m.notFound],
];

export interface PageMatch {
  /** The page's route pattern, as in `config/paths.ts`. */
  path: string;
  params: Record<string, string>;
  /** The lazy modules the page renders, its layout's first. */
  modules: Loader[];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * React Router's ranking of a pattern: more segments, and static ones over parameters, rank first
 * (its `computeScore`, for the kinds of segment the app's paths use).
 */
function score(segments: string[]): number {
  if (segments.at(-1) === '*') return segments.length - 2 + (segments.length - 1) * 10;
  return segments.reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : 10), segments.length);
}

const ranked = pages
  .map(([path, layout, ...modules], order) => ({
    path,
    segments: segmentsOf(path),
    modules: layout ? [layout, ...modules] : modules,
    order,
  }))
  .sort((a, b) => score(b.segments) - score(a.segments) || a.order - b.order);

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.at(-1) === '*') {
    if (actual.length < pattern.length - 1) return null;
  } else if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    if (segment === '*') break;
    const value = actual[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        params[segment.slice(1)] = value;
      }
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** The page a path shows, as the router would match it (its not-found page for an unknown path). */
export function matchPage(pathname: string): PageMatch {
  const actual = segmentsOf(pathname);
  for (const page of ranked) {
    const params = matchSegments(page.segments, actual);
    if (params) return { path: page.path, params, modules: page.modules };
  }
  throw new Error(`No page matches ${pathname}`);
}

/** Starts the download of a page's modules (a failed download is the router's to report). */
export function preloadPage(page: PageMatch): void {
  for (const load of page.modules) void load().catch(() => undefined);
}

/** The same for the page at `pathname` (a link about to be followed). */
export function preloadPageModules(pathname: string): void {
  preloadPage(matchPage(pathname));
}
