import { useTranslation } from 'react-i18next';
import { useHouseholdMembers } from '../../api/households/get-household-members';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { HouseholdMembersTable } from '../../features/households/components/household-members-table';
import { useAuth } from '../../lib/auth/auth-context';

/** `/household/members` (screens.md §5.4). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const members = useHouseholdMembers();
  if (members.isPending || !user) return <PageLoader />;
  return (
    <Page title={t('households.members.title')} subtitle={t('households.members.subtitle')} width="medium">
      {members.data && <HouseholdMembersTable members={members.data} currentUserId={user.id} />}
    </Page>
  );
}
