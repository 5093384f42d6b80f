import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAdminHousehold } from '../../../api/admin/get-household';
import { Page } from '../../../components/ui/page/page';
import { PageLoader } from '../../../components/ui/page-loader/page-loader';
import { BackToList } from '../../../features/admin/components/manage/back-to-list';
import { HouseholdEditForm } from '../../../features/admin/components/manage/household-edit-form';

/** `/admin/manage/households/:householdId` (screens.md §8.3). */
export function Component() {
  const { t } = useTranslation();
  const household = useAdminHousehold(useParams().householdId ?? '');
  if (household.isPending) return <PageLoader />;
  return (
    <Page
      title={household.data?.name ?? t('admin.manage.households.editTitle')}
      subtitle={household.data ? undefined : t('admin.manage.households.notFound')}
      actions={<BackToList to="households" />}
    >
      {household.data && <HouseholdEditForm household={household.data} />}
    </Page>
  );
}
