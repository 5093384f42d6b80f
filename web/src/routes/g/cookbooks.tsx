import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui/page/page';
import { paths } from '../../config/paths';
import { CookbookManager } from '../../features/cookbooks/components/cookbook-manager';
import { useOrganizerNames } from '../../features/organizers/hooks/use-organizer-names';

/** `/g/:groupSlug/cookbooks`: the household's cookbooks. */
export function Component() {
  const { t } = useTranslation();
  const groupSlug = useParams().groupSlug ?? '';
  const organizerNames = useOrganizerNames();
  return (
    <Page title={t('cookbooks.manage.title')} subtitle={t('cookbooks.manage.subtitle')} width="medium">
      <CookbookManager organizerNames={organizerNames} cookbookHref={(slug) => paths.group.cookbook.getHref(groupSlug, slug)} />
    </Page>
  );
}
