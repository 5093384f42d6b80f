import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAbout } from '../../api/app/get-about';
import { Page } from '../../components/ui/page/page';
import { ImportChooser } from '../../features/recipe-import/components/import-chooser';

/** `/g/:groupSlug/r/create`: choose how to create a recipe. */
export function Component() {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  const about = useAbout();
  return (
    <Page title={t('recipeImport.chooser.title')} subtitle={t('recipeImport.chooser.subtitle')}>
      <ImportChooser groupSlug={groupSlug} imageImport={Boolean(about.data?.enableOpenaiImageServices)} />
    </Page>
  );
}
