import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { type JoinStepInput, joinStepSchema } from '../../lib/registration';

export function RegisterJoinStep({
  values,
  onBack,
  onNext,
}: {
  values: JoinStepInput;
  onBack: () => void;
  onNext: (values: JoinStepInput) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form schema={joinStepSchema} defaultValues={values} onSubmit={onNext} aria-label={t('users.register.join.title')}>
      {() => (
        <>
          <FormTextField<JoinStepInput> name="groupToken" label={t('users.register.join.token')} autoFocus />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
