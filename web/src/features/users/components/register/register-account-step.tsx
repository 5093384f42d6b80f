import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { FormPasswordField } from '../../../../components/ui/password-field/form-password-field';
import { PasswordStrengthMeter } from '../../../../components/ui/password-strength/password-strength-meter';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { type AccountStepInput, accountStepSchema } from '../../lib/registration';
import { checkFieldsAvailable } from './use-availability-check';

function Strength() {
  const password = useWatch<AccountStepInput, 'password'>({ name: 'password' });
  return <PasswordStrengthMeter password={password ?? ''} />;
}

const usernameCheck = { name: 'username' as const, kind: 'username' as const, takenMessage: 'users.register.errors.usernameTaken' };
const emailCheck = { name: 'email' as const, kind: 'email' as const, takenMessage: 'users.register.errors.emailTaken' };
const uniqueFields = [usernameCheck, emailCheck];

export function RegisterAccountStep({
  values,
  onBack,
  onNext,
}: {
  values: AccountStepInput;
  onBack: () => void;
  onNext: (values: AccountStepInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form
      schema={accountStepSchema}
      defaultValues={values}
      aria-label={t('users.register.account.title')}
      onSubmit={async (next, form) => {
        if (await checkFieldsAvailable(form, uniqueFields)) onNext(next);
      }}
    >
      {(form) => (
        <>
          <FormTextField<AccountStepInput>
            name="username"
            label={t('users.fields.username')}
            autoComplete="username"
            autoFocus
            onBlur={() => void checkFieldsAvailable(form, [usernameCheck])}
          />
          <FormTextField<AccountStepInput> name="fullName" label={t('users.fields.fullName')} autoComplete="name" />
          <FormTextField<AccountStepInput>
            name="email"
            label={t('users.fields.email')}
            type="email"
            autoComplete="email"
            onBlur={() => void checkFieldsAvailable(form, [emailCheck])}
          />
          <FormPasswordField<AccountStepInput> name="password" label={t('users.fields.password')} autoComplete="new-password" />
          <Strength />
          <FormPasswordField<AccountStepInput>
            name="passwordConfirm"
            label={t('users.password.confirm')}
            autoComplete="new-password"
            showToggle={false}
          />
          <FormCheckbox<AccountStepInput>
            name="advanced"
            label={t('users.edit.advanced')}
            description={t('users.edit.advancedDescription')}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
