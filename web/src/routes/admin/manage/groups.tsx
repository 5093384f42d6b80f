import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page/page';
import { GroupsTable } from '../../../features/admin/components/manage/groups-table';

/** `/admin/manage/groups` (screens.md §8.4). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.manage.groups.title')} width="medium">
      <GroupsTable />
    </Page>
  );
}
