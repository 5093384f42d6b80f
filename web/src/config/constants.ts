/** How long a "copied" confirmation stays visible after copying to the clipboard. */
export const COPY_CONFIRMATION_MS = 1500;
/** A user without input for this long counts as idle (pollers slow down). */
export const IDLE_TIMEOUT_MS = 60_000;
/** Width breakpoints in px; the mobile layout applies below `lg`. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Links prefetch their lazy route module after this much hover or focus. */
export const ROUTE_PREFETCH_DELAY_MS = 100;
/** Alert snackbars hide themselves after this long (Mealie: 2 s). */
export const NOTIFICATION_AUTO_HIDE_MS = 2000;
/** An alert with a link (e.g. to the list just filled) stays long enough to reach the link. */
export const NOTIFICATION_WITH_LINK_AUTO_HIDE_MS = 6000;
export const DRAWER_WIDTH = 240;
/** Service worker update checks and /build.json polls. */
export const UPDATE_CHECK_INTERVAL_MS = 120_000;
/** A failed chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_THROTTLE_MS = 10_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 258;

export const STORAGE_KEYS = {
  authToken: 'larder.auth.token',
  rememberMe: 'larder.auth.remember-me',
  /** The last loaded user, for starting without a network (lib/auth/offline-session.ts). */
  offlineUser: 'larder.auth.offline-user',
  colorScheme: 'larder.color-scheme',
  installDismissed: 'larder.pwa.install-dismissed',
  /** Show every list of the household, group items by label (screens.md §1.13). */
  shoppingListPreferences: 'larder.shopping-list-preferences',
  /** The planner's number of days (screens.md §1.13 `meal-planner-preferences`). */
  mealPlannerPreferences: 'larder.meal-planner-preferences',
  /** sessionStorage */
  chunkReloadAt: 'larder.chunk-reload-at',
} as const;

export const LOCALE_COOKIE = { name: 'larder.locale', maxAgeDays: 365 } as const;
