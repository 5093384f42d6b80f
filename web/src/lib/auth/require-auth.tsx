import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';

/** A route that needs sign-in sends a visitor to `/login?redirect=<path and query>`. */
export function RequireAuth() {
  const { status, signingOut } = useAuth();
  const location = useLocation();
  if (signingOut) return null;
  if (status === 'loading') return <PageLoader />;
  if (status === 'unauthenticated') {
    return <Navigate to={paths.auth.login.getHref({ redirect: `${location.pathname}${location.search}` })} replace />;
  }
  return <Outlet />;
}
