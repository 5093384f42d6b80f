import { useTranslation } from 'react-i18next';
import { useGroupSelf } from '../../api/groups/get-group-self';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { GroupSettings } from '../../features/groups/components/group-settings';

/** `/group` (screens.md §6.1). */
export function Component() {
  const { t } = useTranslation();
  const group = useGroupSelf();
  if (group.isPending) return <PageLoader />;
  return (
    <Page title={t('groups.settings.title')} subtitle={group.data?.name}>
      {group.data && <GroupSettings group={group.data} />}
    </Page>
  );
}
