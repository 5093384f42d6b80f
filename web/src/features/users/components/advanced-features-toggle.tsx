import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/users/get-current-user';
import { toUserUpdate, useUpdateUser } from '../../../api/users/update-user';

/** Saved as soon as it changes; it reveals the advanced screens (API tokens, webhooks…). */
export function AdvancedFeaturesToggle({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  return (
    <>
      <FormControlLabel
        label={t('users.edit.advanced')}
        control={
          <Checkbox
            checked={updateUser.isPending ? Boolean(updateUser.variables?.data.advanced) : user.advanced}
            disabled={updateUser.isPending}
            onChange={(event) => updateUser.mutate({ id: user.id, data: toUserUpdate(user, { advanced: event.target.checked }) })}
          />
        }
      />
      <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{t('users.edit.advancedDescription')}</FormHelperText>
    </>
  );
}
