import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { type SetupSiteInput, setupSiteSchema } from '../../lib/complete-setup';

export interface SetupSiteStepProps {
  values: SetupSiteInput;
  onBack: () => void;
  onNext: (values: SetupSiteInput) => void;
}

export function SetupSiteStep({ values, onBack, onNext }: SetupSiteStepProps) {
  const { t } = useTranslation();
  return (
    <Form schema={setupSiteSchema} defaultValues={values} onSubmit={onNext} aria-label={t('admin.setup.site.title')}>
      {() => (
        <>
          <FormTextField<SetupSiteInput> name="siteName" label={t('admin.siteSettings.siteName')} autoFocus />
          <FormCheckbox<SetupSiteInput>
            name="publicRecipes"
            variant="switch"
            label={t('admin.setup.site.publicRecipes')}
            description={t('admin.setup.site.publicRecipesDescription')}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
