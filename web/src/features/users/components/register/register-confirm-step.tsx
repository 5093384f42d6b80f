import { useTranslation } from 'react-i18next';
import { type SummaryItem, SummaryList } from '../../../../components/ui/summary-list/summary-list';
import { WizardFinishActions } from '../../../../components/ui/wizard/wizard-actions';
import type { RegistrationDraft } from '../../lib/registration';

export interface RegisterConfirmStepProps {
  draft: RegistrationDraft;
  pending: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

export function RegisterConfirmStep({ draft, pending, onBack, onSubmit }: RegisterConfirmStepProps) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const items: SummaryItem[] = [
    ...(draft.mode === 'create'
      ? [
          { label: t('users.register.group.name'), value: draft.group.group },
          { label: t('users.register.group.private'), value: yesNo(draft.group.private) },
          { label: t('users.register.group.seedData'), value: yesNo(draft.group.seedData) },
        ]
      : []),
    { label: t('users.fields.username'), value: draft.account.username },
    { label: t('users.fields.fullName'), value: draft.account.fullName },
    { label: t('users.fields.email'), value: draft.account.email },
    { label: t('users.edit.advanced'), value: yesNo(draft.account.advanced) },
  ];
  return (
    <>
      <SummaryList items={items} label={t('users.register.confirm.title')} />
      <WizardFinishActions onBack={onBack} onFinish={onSubmit} finishLabel={t('users.register.confirm.submit')} pending={pending} />
    </>
  );
}
