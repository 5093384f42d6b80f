import { useTranslation } from 'react-i18next';
import { SummaryList } from '../../../../components/ui/summary-list/summary-list';
import { WizardFinishActions } from '../../../../components/ui/wizard/wizard-actions';
import type { SetupValues } from '../../lib/complete-setup';

export interface SetupConfirmStepProps {
  values: SetupValues;
  pending: boolean;
  onBack: () => void;
  onFinish: () => void;
}

export function SetupConfirmStep({ values, pending, onBack, onFinish }: SetupConfirmStepProps) {
  const { t } = useTranslation();
  const seeded = [
    values.seedFoods && t('admin.setup.seed.foods'),
    values.seedUnits && t('admin.setup.seed.units'),
    values.seedLabels && t('admin.setup.seed.labels'),
  ].filter(Boolean);
  const items = [
    { label: t('users.fields.fullName'), value: values.fullName },
    { label: t('users.fields.username'), value: values.username },
    { label: t('users.fields.email'), value: values.email },
    { label: t('users.password.new'), value: '••••••••' },
    { label: t('admin.siteSettings.siteName'), value: values.siteName },
    { label: t('admin.setup.site.publicRecipes'), value: values.publicRecipes ? t('common.yes') : t('common.no') },
    { label: t('admin.setup.seed.title'), value: seeded.length > 0 ? seeded.join(', ') : t('admin.setup.seed.none') },
  ];
  return (
    <>
      <SummaryList items={items} label={t('admin.setup.confirm.title')} />
      <WizardFinishActions onBack={onBack} onFinish={onFinish} finishLabel={t('common.actions.finish')} pending={pending} />
    </>
  );
}
