import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../api/users/get-current-user';
import { type PersonalInfoInput, personalInfoSchema, toUserUpdate, useUpdateUser } from '../../../api/users/update-user';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';

export function PersonalInfoForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  return (
    <Form
      schema={personalInfoSchema}
      defaultValues={{ username: user.username, fullName: user.fullName, email: user.email }}
      onSubmit={(values) => updateUser.mutateAsync({ id: user.id, data: toUserUpdate(user, values) })}
      aria-label={t('users.edit.personalInfo')}
    >
      {() => (
        <>
          <FormTextField<PersonalInfoInput> name="username" label={t('users.fields.username')} autoComplete="username" />
          <FormTextField<PersonalInfoInput> name="fullName" label={t('users.fields.fullName')} autoComplete="name" />
          <FormTextField<PersonalInfoInput> name="email" label={t('users.fields.email')} type="email" autoComplete="email" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton>{t('common.actions.update')}</SubmitButton>
          </Box>
        </>
      )}
    </Form>
  );
}
