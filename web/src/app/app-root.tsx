import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Notifications } from '../components/ui/notifications/notifications';
import { AuthProvider } from '../lib/auth/auth-provider';
import { isBuildUpdatePending } from '../lib/pwa/build-version';
import { InstallBanner } from './install-banner';
import { LiveUpdates } from './live-updates/live-updates';

/** Reloads on the first navigation after /build.json announced a newer deploy. */
function useReloadOnNavigationAfterDeploy() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (isBuildUpdatePending()) window.location.reload();
  }, [pathname]);
}

/** The root route: session, live updates, notifications and the install banner around every page. */
export function AppRoot() {
  useReloadOnNavigationAfterDeploy();
  return (
    <AuthProvider>
      <LiveUpdates />
      <Outlet />
      <Notifications />
      <InstallBanner />
      <ScrollRestoration />
    </AuthProvider>
  );
}
