import { useTranslation } from 'react-i18next';
import { ImportPage } from '../../features/recipe-import/components/import-page';
import { CreateRecipeForm } from '../../features/recipes/components/create-recipe-form';

/** `/g/:groupSlug/r/create/new`: create a recipe by name. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ImportPage method="new" title={t('recipe.create.title')} subtitle={t('recipe.create.subtitle')}>
      {(groupSlug) => <CreateRecipeForm groupSlug={groupSlug} />}
    </ImportPage>
  );
}
