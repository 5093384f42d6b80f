import { Navigate, useLocation } from 'react-router';
import { ErrorLayout } from '../app/layouts/error-layout';
import { PageLoader } from '../components/ui/page-loader/page-loader';
import { useAuth } from '../lib/auth/auth-context';
import { repairUrl } from '../lib/errors/route-errors';

/** Any unknown path: first try Mealie's URL repair, then show the 404 error layout. */
export function Component() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  const repaired = repairUrl(`${location.pathname}${location.search}${location.hash}`, user?.groupSlug);
  if (repaired) return <Navigate to={repaired} replace />;
  return <ErrorLayout description={{ status: 404, title: { key: 'app.errors.notFound' } }} />;
}
