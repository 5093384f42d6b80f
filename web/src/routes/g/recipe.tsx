import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { useRecipe } from '../../features/recipes/api/get-recipe';
import { RecipeContainer } from '../../features/recipes/components/recipe-container';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found';
import { RecipePage } from '../../features/recipes/components/recipe-page';
import { useAuth } from '../../lib/auth/auth-context';

/** `/g/:groupSlug/r/:slug`: view and edit one recipe (`?edit=true` opens the editor). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const recipe = useRecipe(params.slug ?? '');
  if (recipe.isPending) return <PageLoader />;
  if (recipe.isError || !user) {
    return (
      <RecipeContainer title={t('recipe.notFound')}>
        <RecipeNotFound homeHref={paths.group.home.getHref(groupSlug)} />
      </RecipeContainer>
    );
  }
  return (
    <RecipeContainer title={recipe.data.name}>
      <RecipePage key={recipe.data.id} recipe={recipe.data} groupSlug={groupSlug} user={user} />
    </RecipeContainer>
  );
}
