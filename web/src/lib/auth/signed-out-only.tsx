import { Navigate, Outlet, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';
import { safeRedirectPath } from './redirect';

/**
 * Pages for signed-out users (login, register, password reset) send a signed-in user on: to the
 * `redirect` query value when it is a local path, else to `/`, which picks the default page.
 * This is also how the login page moves on after a successful sign-in.
 */
export function SignedOutOnly() {
  const { status } = useAuth();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <PageLoader />;
  if (status === 'authenticated') {
    return <Navigate to={safeRedirectPath(searchParams.get('redirect')) ?? paths.home.getHref()} replace />;
  }
  return <Outlet />;
}
