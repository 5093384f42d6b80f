import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminUser } from '../../../../api/admin/get-users';
import { useUpdateUser } from '../../../../api/admin/update-user';
import { USER_FLAGS, type UserUpdateInput, userUpdateSchema } from '../../../../api/admin/user-schemas';
import { Form } from '../../../../components/ui/form/form';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';
import { DeleteUserDialog } from './delete-user-dialog';
import { PasswordResetLink } from './password-reset-link';
import { UnlockUsersButton } from './unlock-users-button';
import { UserFields } from './user-fields';

function formValues(user: AdminUser): UserUpdateInput {
  const flags = Object.fromEntries(USER_FLAGS.map((flag) => [flag, user[flag]])) as Pick<UserUpdateInput, (typeof USER_FLAGS)[number]>;
  return { group: user.group, household: user.household, username: user.username, fullName: user.fullName, email: user.email, ...flags };
}

/** §8.2 edit an account: move it, rename it, set its flags; reset link, unlock and delete beside. */
export function UserEditForm({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const updateUser = useUpdateUser();

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('admin.manage.users.idAndMethod', { id: user.id, method: user.authMethod })}
        </Typography>
        <Form
          key={user.id}
          schema={userUpdateSchema}
          defaultValues={formValues(user)}
          aria-label={t('admin.manage.users.editTitle')}
          onSubmit={async (values, form) => {
            const updated = await updateUser.mutateAsync({ user, values });
            form.reset(formValues(updated));
            notify.success(t('admin.manage.users.updated', { name: updated.username }));
          }}
        >
          {() => (
            <>
              {/* Only Mealie's own accounts take the admin flag from here (LDAP/OIDC set it from their directory). */}
              <UserFields adminDisabled={user.authMethod !== 'Mealie'} />
              <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
                <SubmitButton>{t('common.actions.update')}</SubmitButton>
              </Stack>
            </>
          )}
        </Form>
      </Paper>
      <PasswordResetLink email={user.email} disabled={user.authMethod !== 'Mealie'} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('admin.manage.users.accountTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.manage.users.unlockDescription')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <UnlockUsersButton startIcon={<LockOpenIcon />} />
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
            {t('admin.manage.users.delete')}
          </Button>
        </Stack>
      </Paper>
      <DeleteUserDialog
        user={deleting ? user : null}
        onCancel={() => setDeleting(false)}
        onDeleted={() => void navigate(paths.admin.users.getHref(), { replace: true })}
      />
    </Stack>
  );
}
