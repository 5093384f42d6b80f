import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { GroupWelcome } from '../../features/groups/components/group-welcome';
import { RecipeExplorer } from '../../features/recipe-browse/components/recipe-explorer';
import { useAuth } from '../../lib/auth/auth-context';
import { RouteValidationError } from '../../lib/errors/route-errors';

// Slugs are made of letters, digits, "-" and "_" (slugify); anything else cannot be a group.
const GROUP_SLUG = /^[\p{L}\p{N}_-]+$/u;

export function loader({ params, request }: LoaderFunctionArgs) {
  if (!params.groupSlug || !GROUP_SLUG.test(params.groupSlug)) {
    throw new RouteValidationError(new URL(request.url).pathname, 'Malformed group slug');
  }
  return null;
}

/** `/g/:groupSlug`: the recipe explorer for members; visitors are asked to sign in. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const groupSlug = useParams().groupSlug ?? '';
  const ownGroup = user !== null && user.groupSlug === groupSlug;
  const groupName = ownGroup ? user.group : groupSlug;
  return (
    <Page title={t('groups.home.title', { name: groupName })} width="wide">
      {ownGroup ? <RecipeExplorer groupSlug={groupSlug} userId={user.id} /> : <GroupWelcome groupSlug={groupSlug} user={user} />}
    </Page>
  );
}
