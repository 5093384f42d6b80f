import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { type Recipe, useRecipe } from '../../api/recipes/get-recipe';
import type { SessionUser } from '../../api/users/get-current-user';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { RecipeContainer } from '../../features/recipes/components/recipe-container';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found';
import { RecipePage } from '../../features/recipes/components/recipe-page';
import { RecipeRating } from '../../features/recipes/components/recipe-rating';
import { RecipeView } from '../../features/recipes/components/recipe-view';
import { useAddToShoppingList } from '../../features/shopping-lists/hooks/use-add-to-shopping-list';
import { useAuth } from '../../lib/auth/auth-context';
import { GroupSourceContext, useGroupSource } from '../../lib/group-source/group-source';
import { useGroupAccess } from '../../lib/group-source/use-group-access';

function NotFound({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  return (
    <RecipeContainer title={t('recipe.notFound')}>
      <RecipeNotFound homeHref={paths.group.home.getHref(groupSlug)} />
    </RecipeContainer>
  );
}

/**
 * A recipe renamed elsewhere while open (live updates hand the page its new slug) moves to its new
 * address, keeping `?edit=true`; a page opened by id stays where it is.
 */
function useFollowRename(groupSlug: string, slug: string, recipe: Recipe | undefined) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const movedTo = recipe && recipe.slug !== slug && recipe.id !== slug ? recipe.slug : null;
  useEffect(() => {
    if (movedTo) navigate(`${paths.group.recipe.getHref(groupSlug, movedTo)}${search}`, { replace: true });
  }, [movedTo, groupSlug, search, navigate]);
}

/** A member gets the full page; anyone else the read-only view of a public recipe. */
function RecipeScreen({ groupSlug, slug, member }: { groupSlug: string; slug: string; member: SessionUser | null }) {
  const recipe = useRecipe(slug, useGroupSource());
  const shopping = useAddToShoppingList();
  useFollowRename(groupSlug, slug, recipe.data);
  if (recipe.isPending) return <PageLoader />;
  if (recipe.isError) return <NotFound groupSlug={groupSlug} />;
  return (
    <RecipeContainer title={recipe.data.name}>
      {member ? (
        <>
          <RecipePage
            key={recipe.data.id}
            recipe={recipe.data}
            groupSlug={groupSlug}
            user={member}
            onAddToShoppingList={(scale) => shopping.open([{ recipe: recipe.data, scale }])}
          />
          {shopping.dialog}
        </>
      ) : (
        <RecipeView recipe={recipe.data} groupSlug={groupSlug} headerExtras={<RecipeRating recipe={recipe.data} />} />
      )}
    </RecipeContainer>
  );
}

/**
 * `/g/:groupSlug/r/:slug`: view and edit one recipe (`?edit=true` opens the editor). Visitors of a
 * public group read its public recipes; a signed-out visitor of a private or unknown group is
 * asked to sign in, and learns nothing about the recipe.
 */
export function Component() {
  const { user, signingOut } = useAuth();
  const location = useLocation();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const access = useGroupAccess(groupSlug);
  // Signing out from this page: the sign-in page is on its way; no redirect back here.
  if (signingOut) return null;
  if (access.status === 'loading') return <PageLoader />;
  if (access.status === 'unavailable' && !user) {
    return <Navigate to={paths.auth.login.getHref({ redirect: `${location.pathname}${location.search}` })} replace />;
  }
  if (access.status !== 'ready') return <NotFound groupSlug={groupSlug} />;
  return (
    <GroupSourceContext value={access.source}>
      <RecipeScreen groupSlug={groupSlug} slug={params.slug ?? ''} member={access.source.kind === 'member' ? user : null} />
    </GroupSourceContext>
  );
}
