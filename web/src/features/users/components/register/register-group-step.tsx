import { useTranslation } from 'react-i18next';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { WizardActions } from '../../../../components/ui/wizard/wizard-actions';
import { type GroupStepInput, groupStepSchema } from '../../lib/registration';
import { checkFieldsAvailable } from './use-availability-check';

export function RegisterGroupStep({
  values,
  onBack,
  onNext,
}: {
  values: GroupStepInput;
  onBack: () => void;
  onNext: (values: GroupStepInput) => void;
}) {
  const { t } = useTranslation();
  const taken = [{ name: 'group' as const, kind: 'groupName' as const, takenMessage: 'users.register.errors.groupTaken' }];
  return (
    <Form
      schema={groupStepSchema}
      defaultValues={values}
      aria-label={t('users.register.create.title')}
      onSubmit={async (next, form) => {
        if (await checkFieldsAvailable(form, taken)) onNext(next);
      }}
    >
      {(form) => (
        <>
          <FormTextField<GroupStepInput>
            name="group"
            label={t('users.register.group.name')}
            autoFocus
            onBlur={() => void checkFieldsAvailable(form, taken)}
          />
          <FormCheckbox<GroupStepInput>
            name="private"
            label={t('users.register.group.private')}
            description={t('users.register.group.privateDescription')}
          />
          <FormCheckbox<GroupStepInput>
            name="seedData"
            label={t('users.register.group.seedData')}
            description={t('users.register.group.seedDataDescription')}
          />
          <WizardActions onBack={onBack} />
        </>
      )}
    </Form>
  );
}
