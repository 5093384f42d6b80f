import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { CreateRecipeForm } from '../../features/recipes/components/create-recipe-form';

/** `/g/:groupSlug/r/create/new`: create a recipe by name. */
export function Component() {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  return (
    <Page title={t('recipe.create.title')} subtitle={t('recipe.create.subtitle')}>
      <CreateRecipeForm groupSlug={groupSlug} />
    </Page>
  );
}
