import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { findLocale } from '../../../../lib/i18n/locales';
import { type SetupSeedInput, setupSeedSchema } from '../../lib/complete-setup';

export interface SetupSeedStepProps {
  values: SetupSeedInput;
  onBack: () => void;
  onNext: (values: SetupSeedInput) => void;
}

/** Offers the starter foods, units and labels, named in the language the wizard is shown in. */
export function SetupSeedStep({ values, onBack, onNext }: SetupSeedStepProps) {
  const { t, i18n } = useTranslation();
  const language = findLocale(i18n.language)?.name ?? i18n.language;
  return (
    <Form schema={setupSeedSchema} defaultValues={values} onSubmit={onNext} aria-label={t('admin.setup.seed.title')}>
      {() => (
        <>
          <Typography color="text.secondary">{t('admin.setup.seed.intro', { language })}</Typography>
          <FormCheckbox<SetupSeedInput>
            name="seedFoods"
            label={t('admin.setup.seed.foods')}
            description={t('admin.setup.seed.foodsDescription')}
          />
          <FormCheckbox<SetupSeedInput>
            name="seedUnits"
            label={t('admin.setup.seed.units')}
            description={t('admin.setup.seed.unitsDescription')}
          />
          <FormCheckbox<SetupSeedInput>
            name="seedLabels"
            label={t('admin.setup.seed.labels')}
            description={t('admin.setup.seed.labelsDescription')}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
