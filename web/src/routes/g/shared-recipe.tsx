import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSharedRecipe } from '../../api/recipes/get-shared-recipe';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { RecipeContainer } from '../../features/recipes/components/recipe-container';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found';
import { RecipeView } from '../../features/recipes/components/recipe-view';

/** `/g/:groupSlug/shared/r/:tokenId`: a shared recipe, readable without an account. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const recipe = useSharedRecipe(params.tokenId ?? '');
  if (recipe.isPending) return <PageLoader />;
  if (recipe.isError) {
    return (
      <RecipeContainer title={t('recipe.notFound')}>
        <RecipeNotFound homeHref={paths.group.home.getHref(groupSlug)} />
      </RecipeContainer>
    );
  }
  return (
    <RecipeContainer title={recipe.data.name}>
      <RecipeView recipe={recipe.data} groupSlug={groupSlug} />
    </RecipeContainer>
  );
}
