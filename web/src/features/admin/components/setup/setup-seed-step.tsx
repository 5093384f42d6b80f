import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { findLocale } from '../../../../lib/i18n/locales';
import { type SetupExisting, type SetupSeedInput, setupSeedSchema } from '../../lib/complete-setup';

export interface SetupSeedStepProps {
  values: SetupSeedInput;
  existing: SetupExisting;
  onBack: () => void;
  onNext: (values: SetupSeedInput) => void;
}

/**
 * Offers the starter foods, units and labels, named in the language the wizard is shown in, and
 * says how many of each the group already has (seeding adds only entries it does not have).
 */
export function SetupSeedStep({ values, existing, onBack, onNext }: SetupSeedStepProps) {
  const { t, i18n } = useTranslation();
  const language = findLocale(i18n.language)?.name ?? i18n.language;
  const withCount = (text: string, count: number) => (
    <>
      {text}
      {count > 0 && (
        <>
          <br />
          {t('admin.setup.seed.existing', { count })}
        </>
      )}
    </>
  );
  return (
    <Form schema={setupSeedSchema} defaultValues={values} onSubmit={onNext} aria-label={t('admin.setup.seed.title')}>
      {() => (
        <>
          <Typography color="text.secondary">{t('admin.setup.seed.intro', { language })}</Typography>
          {existing.setupCompleted && <Typography color="text.secondary">{t('admin.setup.seed.alreadySetUp')}</Typography>}
          <FormCheckbox<SetupSeedInput>
            name="seedFoods"
            label={t('admin.setup.seed.foods')}
            description={withCount(t('admin.setup.seed.foodsDescription'), existing.foods)}
          />
          <FormCheckbox<SetupSeedInput>
            name="seedUnits"
            label={t('admin.setup.seed.units')}
            description={withCount(t('admin.setup.seed.unitsDescription'), existing.units)}
          />
          <FormCheckbox<SetupSeedInput>
            name="seedLabels"
            label={t('admin.setup.seed.labels')}
            description={withCount(t('admin.setup.seed.labelsDescription'), existing.labels)}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
