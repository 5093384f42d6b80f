import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page/page';
import { UsersTable } from '../../../features/admin/components/manage/users-table';

/** `/admin/manage/users` (screens.md §8.2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.manage.users.title')} width="wide">
      <UsersTable />
    </Page>
  );
}
