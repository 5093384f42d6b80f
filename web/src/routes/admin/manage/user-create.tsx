import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/page/page';
import { BackToList } from '../../../features/admin/components/manage/back-to-list';
import { UserCreateForm } from '../../../features/admin/components/manage/user-create-form';
import { useAuth } from '../../../lib/auth/auth-context';

/** `/admin/manage/users/create` (screens.md §8.2): starts in the administrator's own group. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Page title={t('admin.manage.users.createTitle')} actions={<BackToList to="users" />}>
      <UserCreateForm defaultGroup={user?.group ?? ''} />
    </Page>
  );
}
