import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { RecipeFinder } from '../../features/recipe-browse/components/recipe-finder';

/** `/g/:groupSlug/recipes/finder`: what can I cook with what I have. */
export function Component() {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  return (
    <Page title={t('browse.finder.title')} subtitle={t('browse.finder.subtitle')} width="medium">
      <RecipeFinder groupSlug={groupSlug} />
    </Page>
  );
}
