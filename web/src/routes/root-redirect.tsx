import { Navigate } from 'react-router';
import { useAbout } from '../api/app/get-about';
import { useStartupInfo } from '../api/app/get-startup-info';
import { PageLoader } from '../components/ui/page-loader/page-loader';
import { useAuth } from '../lib/auth/auth-context';
import { getDefaultPath, getVisitorHomePath } from '../lib/auth/redirect';

/** `/` only routes: a user to their default page, a visitor to the public group or login. */
export function Component() {
  const { status, user } = useAuth();
  const admin = status === 'authenticated' && user?.admin === true;
  const startupInfo = useStartupInfo({ enabled: admin });
  const about = useAbout({ enabled: status === 'unauthenticated' });

  if (status === 'loading') return <PageLoader />;
  if (user) {
    if (admin && startupInfo.isPending) return <PageLoader />;
    return <Navigate to={getDefaultPath(user, startupInfo.data)} replace />;
  }
  if (about.isPending) return <PageLoader />;
  return <Navigate to={getVisitorHomePath(about.data)} replace />;
}
