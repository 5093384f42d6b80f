import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdminGroups } from '../../../../api/admin/get-groups';
import { useAdminHouseholds } from '../../../../api/admin/get-households';
import { USER_FLAGS, type UserFlag, type UserUpdateInput } from '../../../../api/admin/user-schemas';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';

const FLAG_LABELS: Record<UserFlag, string> = {
  admin: 'admin.manage.flags.admin',
  canInvite: 'admin.manage.flags.canInvite',
  canManage: 'admin.manage.flags.canManage',
  canOrganize: 'admin.manage.flags.canOrganize',
  canManageHousehold: 'admin.manage.flags.canManageHousehold',
  advanced: 'admin.manage.flags.advanced',
};

/**
 * §8.2 the account fields shared by create and edit: group, household (only that group's),
 * names, e-mail and the permission flags. Group and household go to the server by name.
 */
export function UserFields({ adminDisabled = false }: { adminDisabled?: boolean }) {
  const { t } = useTranslation();
  const groups = useAdminGroups();
  const households = useAdminHouseholds();
  const { control, getValues, setValue } = useFormContext<UserUpdateInput>();
  const group = useWatch({ control, name: 'group' });
  const inGroup = (households.data ?? []).filter((household) => household.group === group);

  // A household of another group cannot be kept: take the new group's first one.
  useEffect(() => {
    if (!households.data) return;
    const current = getValues('household');
    const first = inGroup[0]?.name ?? '';
    if (current !== first && !inGroup.some((household) => household.name === current)) {
      setValue('household', first, { shouldDirty: true });
    }
  }, [households.data, inGroup, getValues, setValue]);

  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FormTextField<UserUpdateInput> name="group" label={t('admin.manage.fields.group')} select required>
          {(groups.data ?? []).map((item) => (
            <MenuItem key={item.id} value={item.name}>
              {item.name}
            </MenuItem>
          ))}
          {/* Keeps the current value valid until the list has loaded. */}
          {!groups.data && group && <MenuItem value={group}>{group}</MenuItem>}
        </FormTextField>
        <FormTextField<UserUpdateInput> name="household" label={t('admin.manage.fields.household')} select required>
          {inGroup.map((item) => (
            <MenuItem key={item.id} value={item.name}>
              {item.name}
            </MenuItem>
          ))}
          {!households.data && <MenuItem value={getValues('household')}>{getValues('household')}</MenuItem>}
        </FormTextField>
        <FormTextField<UserUpdateInput> name="username" label={t('admin.manage.fields.username')} autoComplete="off" required />
        <FormTextField<UserUpdateInput> name="fullName" label={t('admin.manage.fields.fullName')} autoComplete="off" required />
        <FormTextField<UserUpdateInput> name="email" label={t('admin.manage.fields.email')} type="email" autoComplete="off" required />
      </Box>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {t('admin.manage.users.permissions')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {USER_FLAGS.map((flag) =>
          flag === 'admin' && adminDisabled ? (
            <Typography key={flag} variant="body2" color="text.secondary" sx={{ my: 1 }}>
              {t('admin.manage.users.adminOnlyMealie')}
            </Typography>
          ) : (
            <FormCheckbox<UserUpdateInput> key={flag} name={flag} label={t(FLAG_LABELS[flag])} variant="switch" />
          ),
        )}
      </Box>
    </>
  );
}
