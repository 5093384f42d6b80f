import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAbout } from '../../api/app/get-about';
import { useRecipe } from '../../api/recipes/get-recipe';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { paths } from '../../config/paths';
import { IngredientParserPage } from '../../features/recipes/components/ingredient-parser/ingredient-parser-page';
import { RecipeNotFound } from '../../features/recipes/components/recipe-not-found';

/** `/g/:groupSlug/r/:slug/ingredient-parser`: review parsed ingredient lines and save them to the recipe. */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const groupSlug = params.groupSlug ?? '';
  const recipe = useRecipe(params.slug ?? '');
  const about = useAbout();
  if (recipe.isPending || about.isPending) return <PageLoader />;
  if (recipe.isError) {
    return (
      <Page title={t('recipe.notFound')}>
        <RecipeNotFound homeHref={paths.group.home.getHref(groupSlug)} />
      </Page>
    );
  }
  return (
    <Page title={t('recipe.parser.title')} subtitle={recipe.data.name} width="medium">
      <IngredientParserPage
        recipe={recipe.data}
        recipeHref={(slug) => paths.group.recipe.getHref(groupSlug, slug)}
        openaiEnabled={about.data?.enableOpenai === true}
      />
    </Page>
  );
}
