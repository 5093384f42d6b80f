import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';
import { passesRouteGuard, type RouteGuardName } from './guards';

/** Checks each named guard in turn; the first that fails sends the user to `/`. */
export function RequireRouteGuards({ guards }: { guards: readonly RouteGuardName[] }) {
  const { status, user } = useAuth();
  const params = useParams();
  if (status === 'loading') return <PageLoader />;
  const allowed = guards.every((name) => passesRouteGuard(name, { user, params }));
  return allowed ? <Outlet /> : <Navigate to={paths.home.getHref()} replace />;
}
