import { useTranslation } from 'react-i18next';
import { useHouseholdPreferences } from '../../api/households/get-household-preferences';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { HouseholdPreferencesForm } from '../../features/households/components/household-preferences-form';
import { useAuth } from '../../lib/auth/auth-context';

/** `/household` (screens.md §5.3). */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const preferences = useHouseholdPreferences();
  if (preferences.isPending) return <PageLoader />;
  return (
    <Page
      title={t('households.settings.title')}
      subtitle={user ? t('households.settings.subtitle', { household: user.household }) : undefined}
    >
      {preferences.data && <HouseholdPreferencesForm preferences={preferences.data} />}
    </Page>
  );
}
