import { paths } from '../../config/paths';

/**
 * The `redirect` query value if it is a path on this site: it must start with one "/" so that
 * `//evil.example` or `https://…` cannot send a freshly signed-in user elsewhere.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const base = 'http://larder.invalid';
  try {
    return new URL(value, base).origin === base ? value : null;
  } catch {
    return null;
  }
}

export interface DefaultPathUser {
  admin: boolean;
  groupSlug?: string | null;
}

export interface StartupInfo {
  isFirstLogin: boolean;
  isDemo: boolean;
}

/** Where a signed-in user lands: the setup wizard for a first-login admin, else the group home. */
export function getDefaultPath(user: DefaultPathUser, startupInfo: StartupInfo | undefined): string {
  if (user.admin && startupInfo?.isFirstLogin && !startupInfo.isDemo) return paths.admin.setup.getHref();
  if (user.groupSlug) return paths.group.home.getHref(user.groupSlug);
  return paths.user.profile.getHref();
}

/** Where a visitor lands: the public default group when the server exposes one. */
export function getVisitorHomePath(about: { defaultGroupSlug?: string | null } | undefined): string {
  return about?.defaultGroupSlug ? paths.group.home.getHref(about.defaultGroupSlug) : paths.auth.login.getHref();
}

/** The PWA share target `/r/create/url?…` continues in the user's group, keeping the query. */
export function getShareTargetPath(groupSlug: string | null | undefined, search: string): string {
  return groupSlug ? paths.group.createRecipeFromUrl.getHref(groupSlug, search) : paths.auth.login.getHref();
}
