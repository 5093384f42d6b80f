/**
 * Every path of the app: `path` is the router pattern, `getHref()` builds a concrete URL.
 * Components never write URL strings themselves. Only screens that exist have a path here (a
 * link to an unbuilt screen is not shown); add one with its route.
 */
const segment = (value: string) => encodeURIComponent(value);
const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, value);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/login',
      getHref: (options: { redirect?: string | null; direct?: boolean } = {}) =>
        withQuery('/login', { redirect: options.redirect, direct: options.direct ? '1' : null }),
    },
    register: { path: '/register', getHref: (token?: string | null) => withQuery('/register', { token }) },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: (token?: string | null) => withQuery('/reset-password', { token }) },
  },
  group: {
    home: {
      path: '/g/:groupSlug',
      /** `query` pre-sets the explorer's filters, e.g. `{ tags: 'quick' }` (screens.md §3.1). */
      getHref: (groupSlug: string, query: Record<string, string | null | undefined> = {}) => withQuery(`/g/${segment(groupSlug)}`, query),
    },
    createRecipeFromUrl: {
      path: '/g/:groupSlug/r/create/url',
      getHref: (groupSlug: string, search = '') => `/g/${segment(groupSlug)}/r/create/url${search}`,
    },
    createRecipeFromImage: {
      path: '/g/:groupSlug/r/create/image',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/image`,
    },
    createRecipeManually: {
      path: '/g/:groupSlug/r/create/new',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/new`,
    },
    /** §3.5: the import methods; the bare path shows a chooser. */
    createRecipe: { path: '/g/:groupSlug/r/create', getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create` },
    createRecipeFromHtml: {
      path: '/g/:groupSlug/r/create/html',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/html`,
    },
    createRecipesBulk: {
      path: '/g/:groupSlug/r/create/bulk',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/bulk`,
    },
    createRecipeFromZip: {
      path: '/g/:groupSlug/r/create/zip',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/zip`,
    },
    createRecipeDebug: {
      path: '/g/:groupSlug/r/create/debug',
      getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/debug`,
    },
    timeline: { path: '/g/:groupSlug/recipes/timeline', getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/timeline` },
    cookbooks: { path: '/g/:groupSlug/cookbooks', getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/cookbooks` },
    cookbook: {
      path: '/g/:groupSlug/cookbooks/:slug',
      getHref: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/cookbooks/${segment(slug)}`,
    },
    finder: { path: '/g/:groupSlug/recipes/finder', getHref: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/finder` },
    recipe: {
      path: '/g/:groupSlug/r/:slug',
      getHref: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/r/${segment(slug)}`,
    },
    /** §3.4: parse the recipe's ingredient lines and review them. */
    recipeIngredientParser: {
      path: '/g/:groupSlug/r/:slug/ingredient-parser',
      getHref: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/r/${segment(slug)}/ingredient-parser`,
    },
    /** The recipe page opened in edit mode (`?edit=true`, screens.md §3.2). */
    recipeEdit: {
      path: '/g/:groupSlug/r/:slug',
      getHref: (groupSlug: string, slug: string) => withQuery(`/g/${segment(groupSlug)}/r/${segment(slug)}`, { edit: 'true' }),
    },
    sharedRecipe: {
      path: '/g/:groupSlug/shared/r/:tokenId',
      getHref: (groupSlug: string, tokenId: string) => `/g/${segment(groupSlug)}/shared/r/${segment(tokenId)}`,
    },
    organizer: {
      path: '/g/:groupSlug/recipes/:organizer',
      getHref: (groupSlug: string, organizer: 'categories' | 'tags' | 'tools') => `/g/${segment(groupSlug)}/recipes/${organizer}`,
    },
    data: { path: '/group/data/foods', getHref: () => '/group/data/foods' },
    /** §6.4: one job report (bulk import, migration) with its entries. */
    report: { path: '/group/reports/:reportId', getHref: (reportId: string) => `/group/reports/${segment(reportId)}` },
  },
  /** §6.2 group data management; `/group/data` itself redirects to foods. */
  groupData: {
    root: { path: '/group/data', getHref: () => '/group/data' },
    foods: { path: '/group/data/foods', getHref: () => '/group/data/foods' },
    units: { path: '/group/data/units', getHref: () => '/group/data/units' },
    labels: { path: '/group/data/labels', getHref: () => '/group/data/labels' },
    categories: { path: '/group/data/categories', getHref: () => '/group/data/categories' },
    tags: { path: '/group/data/tags', getHref: () => '/group/data/tags' },
    tools: { path: '/group/data/tools', getHref: () => '/group/data/tools' },
    recipeActions: { path: '/group/data/recipe-actions', getHref: () => '/group/data/recipe-actions' },
    recipes: { path: '/group/data/recipes', getHref: () => '/group/data/recipes' },
  },
  /** §4 the household's shopping lists; `disableRedirect` keeps the index from opening its only list. */
  shoppingLists: {
    index: {
      path: '/shopping-lists',
      getHref: (options: { disableRedirect?: boolean } = {}) =>
        withQuery('/shopping-lists', { disableRedirect: options.disableRedirect ? 'true' : null }),
    },
    list: { path: '/shopping-lists/:listId', getHref: (listId: string) => `/shopping-lists/${segment(listId)}` },
  },
  /** §5.3–5.4 the signed-in user's household. */
  household: {
    settings: { path: '/household', getHref: () => '/household' },
    members: { path: '/household/members', getHref: () => '/household/members' },
  },
  /** §5.1–5.2 the household's meal plan: the planner (the bare path opens the view tab) and its settings. */
  mealPlan: {
    planner: { path: '/household/mealplan/planner', getHref: () => '/household/mealplan/planner' },
    plannerView: { path: '/household/mealplan/planner/view', getHref: () => '/household/mealplan/planner/view' },
    plannerEdit: { path: '/household/mealplan/planner/edit', getHref: () => '/household/mealplan/planner/edit' },
    settings: { path: '/household/mealplan/settings', getHref: () => '/household/mealplan/settings' },
  },
  /** §6.1 the signed-in user's group. */
  groupSettings: { path: '/group', getHref: () => '/group' },
  /** The PWA share target; see routes/r/create-url-redirect.tsx. */
  shareTarget: { path: '/r/create/url', getHref: (search = '') => `/r/create/url${search}` },
  user: {
    profile: { path: '/user/profile', getHref: () => '/user/profile' },
    profileEdit: { path: '/user/profile/edit', getHref: () => '/user/profile/edit' },
    apiTokens: { path: '/user/profile/api-tokens', getHref: () => '/user/profile/api-tokens' },
    favorites: { path: '/user/:userId/favorites', getHref: (userId: string) => `/user/${segment(userId)}/favorites` },
  },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    setup: { path: '/admin/setup', getHref: () => '/admin/setup' },
    siteSettings: { path: '/admin/site-settings', getHref: () => '/admin/site-settings' },
    debugOpenai: { path: '/admin/debug/openai', getHref: () => '/admin/debug/openai' },
    debugParser: { path: '/admin/debug/parser', getHref: () => '/admin/debug/parser' },
    maintenance: { path: '/admin/maintenance', getHref: () => '/admin/maintenance' },
    /** §8.2–8.4: accounts, groups and households. */
    users: { path: '/admin/manage/users', getHref: () => '/admin/manage/users' },
    userCreate: { path: '/admin/manage/users/create', getHref: () => '/admin/manage/users/create' },
    user: { path: '/admin/manage/users/:userId', getHref: (userId: string) => `/admin/manage/users/${segment(userId)}` },
    groups: { path: '/admin/manage/groups', getHref: () => '/admin/manage/groups' },
    group: { path: '/admin/manage/groups/:groupId', getHref: (groupId: string) => `/admin/manage/groups/${segment(groupId)}` },
    households: { path: '/admin/manage/households', getHref: () => '/admin/manage/households' },
    household: {
      path: '/admin/manage/households/:householdId',
      getHref: (householdId: string) => `/admin/manage/households/${segment(householdId)}`,
    },
  },
} as const;

/** Served by the server, outside the app's router. */
export const serverLinks = {
  apiDocs: '/docs',
} as const;
