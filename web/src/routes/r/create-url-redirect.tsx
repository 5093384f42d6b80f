import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { shareTargetSearch } from '../../features/recipe-import/lib/share-target';
import { useAuth } from '../../lib/auth/auth-context';
import { getShareTargetPath } from '../../lib/auth/redirect';

/** The PWA share target: continue to the group's URL import with the shared address filled in. */
export function Component() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  return <Navigate to={getShareTargetPath(user?.groupSlug, shareTargetSearch(location.search))} replace />;
}
