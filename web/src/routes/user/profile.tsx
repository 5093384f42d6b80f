import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page/page';
import { HouseholdStatisticsCards } from '../../features/households/components/household-statistics';
import { InviteCard } from '../../features/households/components/invite-card';
import { ProfileHub } from '../../features/users/components/profile-hub';
import { useAuth } from '../../lib/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Page title={t('users.profile.title')} width="medium">
      <ProfileHub
        user={user}
        household={
          <>
            {user.canInvite && <InviteCard />}
            <HouseholdStatisticsCards groupSlug={user.groupSlug} showMembers={user.admin || user.canManage} />
          </>
        }
      />
    </Page>
  );
}
