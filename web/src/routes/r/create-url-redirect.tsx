import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { useAuth } from '../../lib/auth/auth-context';
import { getShareTargetPath } from '../../lib/auth/redirect';

/** The PWA share target: continue to the group's URL import, keeping `recipe_import_url`. */
export function Component() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  return <Navigate to={getShareTargetPath(user?.groupSlug, location.search)} replace />;
}
