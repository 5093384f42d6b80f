import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { TimelineFeed } from '../../features/recipe-browse/components/timeline-feed';

/** `/g/:groupSlug/recipes/timeline`: what the group cooked and changed, newest first. */
export function Component() {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  return (
    <Page title={t('browse.timeline.title')} width="narrow">
      <TimelineFeed groupSlug={groupSlug} />
    </Page>
  );
}
