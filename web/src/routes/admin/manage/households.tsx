import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page/page';
import { HouseholdsTable } from '../../../features/admin/components/manage/households-table';

/** `/admin/manage/households` (screens.md §8.3). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.manage.households.title')} width="medium">
      <HouseholdsTable />
    </Page>
  );
}
