import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { FormPasswordField } from '../../../../components/ui/password-field/form-password-field';
import { PasswordStrengthMeter } from '../../../../components/ui/password-strength/password-strength-meter';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { type SetupAccountInput, setupAccountSchema } from '../../lib/complete-setup';

function Strength() {
  const password = useWatch<SetupAccountInput, 'newPassword'>({ name: 'newPassword' });
  return <PasswordStrengthMeter password={password ?? ''} />;
}

export interface SetupAccountStepProps {
  values: SetupAccountInput;
  onBack: () => void;
  onNext: (values: SetupAccountInput) => void;
}

/** Replaces the seeded admin's identity and password. */
export function SetupAccountStep({ values, onBack, onNext }: SetupAccountStepProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const eye = { visible, onToggleVisible: () => setVisible((value) => !value) };
  return (
    <Form schema={setupAccountSchema} defaultValues={values} onSubmit={onNext} aria-label={t('admin.setup.account.title')}>
      {() => (
        <>
          <FormTextField<SetupAccountInput> name="fullName" label={t('users.fields.fullName')} autoComplete="name" autoFocus />
          <FormTextField<SetupAccountInput> name="username" label={t('users.fields.username')} autoComplete="username" />
          <FormTextField<SetupAccountInput> name="email" label={t('users.fields.email')} type="email" autoComplete="email" />
          <FormPasswordField<SetupAccountInput>
            name="currentPassword"
            label={t('users.password.current')}
            helperText={t('admin.setup.account.currentPasswordHint')}
            {...eye}
          />
          <FormPasswordField<SetupAccountInput>
            name="newPassword"
            label={t('users.password.new')}
            autoComplete="new-password"
            showToggle={false}
            {...eye}
          />
          <Strength />
          <FormPasswordField<SetupAccountInput>
            name="confirmPassword"
            label={t('users.password.confirm')}
            autoComplete="new-password"
            showToggle={false}
            {...eye}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
