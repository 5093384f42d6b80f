import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Navigate, useLocation, useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { GroupWelcome } from '../../features/groups/components/group-welcome';
import { RecipeExplorer } from '../../features/recipe-browse/components/recipe-explorer';
import { useAddToShoppingList } from '../../features/shopping-lists/hooks/use-add-to-shopping-list';
import { useAuth } from '../../lib/auth/auth-context';
import { RouteValidationError } from '../../lib/errors/route-errors';
import { GroupSourceContext } from '../../lib/group-source/group-source';
import { useGroupAccess } from '../../lib/group-source/use-group-access';

// Slugs are made of letters, digits, "-" and "_" (slugify); anything else cannot be a group.
const GROUP_SLUG = /^[\p{L}\p{N}_-]+$/u;

export function loader({ params, request }: LoaderFunctionArgs) {
  if (!params.groupSlug || !GROUP_SLUG.test(params.groupSlug)) {
    throw new RouteValidationError(new URL(request.url).pathname, 'Malformed group slug');
  }
  return null;
}

/**
 * `/g/:groupSlug`: the recipe explorer, for members and for anyone when the group is public (its
 * public recipes). A signed-out visitor of a private or unknown group is asked to sign in.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, signingOut } = useAuth();
  const location = useLocation();
  const groupSlug = useParams().groupSlug ?? '';
  const access = useGroupAccess(groupSlug);
  const shopping = useAddToShoppingList();
  // Signing out from this page: the sign-in page is on its way; no redirect back here.
  if (signingOut) return null;
  if (access.status === 'loading') return <PageLoader />;
  if (access.status === 'unavailable' && !user) {
    return <Navigate to={paths.auth.login.getHref({ redirect: `${location.pathname}${location.search}` })} replace />;
  }
  const member = access.status === 'ready' && access.source.kind === 'member' && user !== null;
  return (
    <Page title={t('groups.home.title', { name: member ? user.group : groupSlug })} width="wide">
      {access.status === 'ready' ? (
        <GroupSourceContext value={access.source}>
          <RecipeExplorer
            groupSlug={groupSlug}
            userId={member ? user.id : null}
            onAddToShoppingList={member ? (recipe) => shopping.open([{ recipe, scale: 1 }]) : undefined}
          />
          {shopping.dialog}
        </GroupSourceContext>
      ) : (
        <GroupWelcome groupSlug={groupSlug} user={user} />
      )}
    </Page>
  );
}
