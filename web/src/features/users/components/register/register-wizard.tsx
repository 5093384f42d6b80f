import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { type UserRegistration, useRegisterUser } from '../../../../api/users/register-user';
import { notify } from '../../../../lib/notifications/notifications-store';
import { emptyRegistrationDraft, type RegistrationDraft, toRegistration } from '../../lib/registration';
import { RegisterAccountStep } from './register-account-step';
import { RegisterChooseStep } from './register-choose-step';
import { RegisterConfirmStep } from './register-confirm-step';
import { RegisterGroupStep } from './register-group-step';
import { RegisterJoinStep } from './register-join-step';

export type RegisterStep = 'choose' | 'join' | 'group' | 'account' | 'confirm';

export interface RegisterWizardProps {
  /** `?token=` of an invitation link: the wizard starts at the account step, joining. */
  inviteToken: string | null;
  locale: UserRegistration['locale'];
  onRegistered: () => void;
}

/** §2 `/register`: choose → join or group details → account → confirm, with Back history. */
export function RegisterWizard({ inviteToken, locale, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const registerUser = useRegisterUser();
  const [history, setHistory] = useState<RegisterStep[]>(inviteToken ? ['account'] : ['choose']);
  const [draft, setDraft] = useState<RegistrationDraft>(() =>
    inviteToken ? { ...emptyRegistrationDraft, mode: 'join', join: { groupToken: inviteToken } } : emptyRegistrationDraft,
  );
  const step = history[history.length - 1] ?? 'choose';
  const go = (next: RegisterStep) => setHistory((steps) => [...steps, next]);
  const back = () => setHistory((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps));

  const titles: Record<RegisterStep, string> = {
    choose: t('users.register.choose.title'),
    join: t('users.register.join.title'),
    group: t('users.register.group.title'),
    account: t('users.register.account.title'),
    confirm: t('users.register.confirm.title'),
  };

  const submit = async () => {
    try {
      await registerUser.mutateAsync(toRegistration(draft, locale));
    } catch (error) {
      // The client has already shown network failures and every failed change.
      const shown = error instanceof TypeError || (isApiError(error) && error.shown);
      if (!shown) notify.error(t('users.register.errors.failed'));
      return;
    }
    notify.success(t('users.register.success'));
    setDraft(emptyRegistrationDraft);
    onRegistered();
  };

  return (
    <Card sx={{ width: '100%', maxWidth: 640 }} elevation={4}>
      <CardContent sx={{ px: { xs: 2, sm: 4 } }}>
        <Typography variant="h5" component="h1">
          {t('users.register.title')}
        </Typography>
        <Typography variant="h6" component="h2" color="text.secondary" sx={{ mb: 2 }}>
          {titles[step]}
        </Typography>
        {step === 'choose' && (
          <RegisterChooseStep
            onChoose={(mode) => {
              setDraft((current) => ({ ...current, mode }));
              go(mode === 'join' ? 'join' : 'group');
            }}
          />
        )}
        {step === 'join' && (
          <RegisterJoinStep
            values={draft.join}
            onBack={back}
            onNext={(join) => {
              setDraft((current) => ({ ...current, join }));
              go('account');
            }}
          />
        )}
        {step === 'group' && (
          <RegisterGroupStep
            values={draft.group}
            onBack={back}
            onNext={(group) => {
              setDraft((current) => ({ ...current, group }));
              go('account');
            }}
          />
        )}
        {step === 'account' && (
          <RegisterAccountStep
            values={draft.account}
            onBack={history.length > 1 ? back : () => setHistory(['choose'])}
            onNext={(account) => {
              setDraft((current) => ({ ...current, account }));
              go('confirm');
            }}
          />
        )}
        {step === 'confirm' && (
          <RegisterConfirmStep draft={draft} pending={registerUser.isPending} onBack={back} onSubmit={() => void submit()} />
        )}
      </CardContent>
    </Card>
  );
}
