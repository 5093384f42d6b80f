import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateUser } from '../../../../api/admin/create-user';
import { type UserCreateInput, userCreateSchema } from '../../../../api/admin/user-schemas';
import { Form } from '../../../../components/ui/form/form';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { FormPasswordField } from '../../../../components/ui/password-field/form-password-field';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';
import { UserFields } from './user-fields';

const DEFAULTS: UserCreateInput = {
  group: '',
  household: '',
  username: '',
  fullName: '',
  email: '',
  password: '',
  admin: false,
  canInvite: false,
  canManage: false,
  canOrganize: false,
  canManageHousehold: false,
  advanced: false,
};

/** §8.2 create an account in a chosen group and household, then back to the list. */
export function UserCreateForm({ defaultGroup }: { defaultGroup: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createUser = useCreateUser();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form
        schema={userCreateSchema}
        defaultValues={{ ...DEFAULTS, group: defaultGroup }}
        aria-label={t('admin.manage.users.createTitle')}
        onSubmit={async (values) => {
          const user = await createUser.mutateAsync(values);
          notify.success(t('admin.manage.users.created', { name: user.username }));
          await navigate(paths.admin.users.getHref());
        }}
      >
        {() => (
          <>
            <UserFields />
            <FormPasswordField<UserCreateInput> name="password" label={t('admin.manage.fields.password')} autoComplete="new-password" />
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <SubmitButton>{t('admin.manage.users.create')}</SubmitButton>
            </Stack>
          </>
        )}
      </Form>
    </Paper>
  );
}
