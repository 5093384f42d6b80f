import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminGroup } from '../../../api/admin/get-group';
import { Page } from '../../../components/ui/page/page';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { BackToList } from '../../../features/admin/components/manage/back-to-list';
import { GroupEditForm } from '../../../features/admin/components/manage/group-edit-form';

/** `/admin/manage/groups/:groupId` (screens.md §8.4). */
export function Component() {
  const { t } = useTranslation();
  const group = useAdminGroup(useParams().groupId ?? '');
  if (group.isPending) return <PageLoader />;
  return (
    <Page
      title={group.data?.name ?? t('admin.manage.groups.editTitle')}
      subtitle={group.data ? undefined : t('admin.manage.groups.notFound')}
      actions={<BackToList to="groups" />}
    >
      {group.data && <GroupEditForm group={group.data} />}
    </Page>
  );
}
