import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminUser } from '../../../api/admin/get-user';
import { Page } from '../../../components/ui/page/page';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { BackToList } from '../../../features/admin/components/manage/back-to-list';
import { UserEditForm } from '../../../features/admin/components/manage/user-edit-form';

/** `/admin/manage/users/:userId` (screens.md §8.2). */
export function Component() {
  const { t } = useTranslation();
  const user = useAdminUser(useParams().userId ?? '');
  if (user.isPending) return <PageLoader />;
  return (
    <Page
      title={user.data?.username ?? t('admin.manage.users.editTitle')}
      subtitle={user.data ? undefined : t('admin.manage.users.notFound')}
      actions={<BackToList to="users" />}
    >
      {user.data && <UserEditForm user={user.data} />}
    </Page>
  );
}
