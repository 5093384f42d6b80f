import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useUnlockUsers } from '../../../../api/admin/unlock-users';
import { notify } from '../../../../lib/notifications/notifications-store';

/** §8.2 unlocks every account locked by failed sign-ins (`?force=true`) and says how many. */
export function UnlockUsersButton(props: Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation();
  const unlock = useUnlockUsers({
    mutationConfig: { onSuccess: ({ unlocked }) => notify.success(t('admin.manage.users.unlocked', { count: unlocked })) },
  });
  return (
    <Button variant="outlined" {...props} disabled={unlock.isPending} onClick={() => unlock.mutate()}>
      {t('admin.manage.users.unlock')}
    </Button>
  );
}
