import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGroup } from '../../api/admin/get-group';
import { getHousehold } from '../../api/admin/get-household';
import { useSiteSettings } from '../../api/admin/get-site-settings';
import { adminKeys } from '../../api/admin/keys';
import { updateGroup } from '../../api/admin/update-group';
import { updateHousehold } from '../../api/admin/update-household';
import { updateSiteSettings } from '../../api/admin/update-site-settings';
import { useAbout } from '../../api/app/get-about';
import { appKeys } from '../../api/app/keys';
import { useFoods } from '../../api/foods/get-foods';
import { seedData, seededKeys } from '../../api/foods/seed-data';
import { useLabels } from '../../api/labels/get-labels';
import { useUnits } from '../../api/units/get-units';
import { userKeys } from '../../api/users/keys';
import { updatePassword } from '../../api/users/update-password';
import { toUserUpdate, updateUser } from '../../api/users/update-user';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { SetupWizard } from '../../features/admin/components/setup/setup-wizard';
import { completeSetup, type SetupPart, type SetupValues } from '../../features/admin/lib/complete-setup';
import { toGroupPrivacyUpdate, toHouseholdPrivacyUpdate } from '../../features/admin/lib/recipe-privacy';
import { useAuth } from '../../lib/auth/auth-context';
import { getCurrentLocale } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notifications-store';

/** `/admin/setup`: the route supplies the users and admin calls the wizard's last step makes. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const about = useAbout();
  const queryClient = useQueryClient();
  // What exists decides the starter lists' defaults (the wizard can be run again after set-up).
  const settings = useSiteSettings();
  const foods = useFoods();
  const units = useUnits();
  const labels = useLabels();
  if (!user) return null;
  if (settings.isPending || foods.isPending || units.isPending || labels.isPending) return <PageLoader />;

  const partNames: Record<SetupPart, string> = {
    password: t('admin.setup.parts.password'),
    account: t('admin.setup.parts.account'),
    siteSettings: t('admin.setup.parts.siteSettings'),
    group: t('admin.setup.parts.group'),
    household: t('admin.setup.parts.household'),
    foods: t('admin.setup.parts.foods'),
    units: t('admin.setup.parts.units'),
    labels: t('admin.setup.parts.labels'),
  };

  const finish = async (values: SetupValues) => {
    const failed = await completeSetup(values, {
      updatePassword,
      updateAccount: (identity) => updateUser({ id: user.id, data: toUserUpdate(user, identity) }),
      updateSiteSettings,
      updateGroupPrivacy: async (recipesPublic) => {
        const group = await getGroup(user.groupId);
        return updateGroup({ id: group.id, data: toGroupPrivacyUpdate(group, recipesPublic) });
      },
      updateHouseholdPrivacy: async (recipesPublic) => {
        const household = await getHousehold(user.householdId);
        return updateHousehold({ id: household.id, data: toHouseholdPrivacyUpdate(household, recipesPublic) });
      },
      // The starter lists are named in the language the wizard is shown in.
      seedData: (kind) => seedData({ kind, locale: getCurrentLocale() }),
    });
    const stale = [userKeys.self(), appKeys.all, adminKeys.all, ...(['foods', 'units', 'labels'] as const).map(seededKeys)];
    await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    if (failed.includes('password')) notify.error(t('admin.setup.errors.password'));
    else if (failed.length > 0) notify.error(t('admin.setup.errors.partial', { parts: failed.map((part) => partNames[part]).join(', ') }));
    return failed.length === 0;
  };

  return (
    <Box sx={{ width: '100%', display: 'flex', justifyContent: 'center', mt: { xs: 1, sm: 4 } }}>
      <SetupWizard
        user={{ fullName: user.fullName, username: user.username, email: user.email, groupSlug: user.groupSlug }}
        initialSiteName={about.data?.siteName || t('common.appName')}
        onFinish={finish}
        existing={{
          // An unreadable answer counts as "set up with data": nothing is ticked unasked.
          setupCompleted: settings.data?.setupCompleted ?? true,
          foods: foods.data?.length ?? 0,
          units: units.data?.length ?? 0,
          labels: labels.data?.length ?? 0,
        }}
      />
    </Box>
  );
}
