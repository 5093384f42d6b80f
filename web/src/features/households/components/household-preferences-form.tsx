import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { HouseholdPreferences } from '../../../api/households/get-household-preferences';
import { useUpdateHouseholdPreferences } from '../../../api/households/update-household-preferences';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import {
  HouseholdPreferencesFields,
  type HouseholdPreferencesInput,
  householdPreferencesShape,
} from '../../../components/ui/household-preferences/household-preferences-fields';
import { notify } from '../../../lib/notifications/notifications-store';
import { z } from '../../../lib/zod';

const preferencesSchema = z.object(householdPreferencesShape);
type PreferencesInput = HouseholdPreferencesInput;

function formValues({ id: _id, ...preferences }: HouseholdPreferences): PreferencesInput {
  return preferences;
}

/** §5.3 the household's preferences: privacy, edit lock, first day of week and recipe defaults. */
export function HouseholdPreferencesForm({ preferences }: { preferences: HouseholdPreferences }) {
  const { t } = useTranslation();
  const update = useUpdateHouseholdPreferences();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Form
        schema={preferencesSchema}
        defaultValues={formValues(preferences)}
        aria-label={t('households.settings.formLabel')}
        onSubmit={async (values, form) => {
          const updated = await update.mutateAsync(values);
          form.reset(formValues(updated));
          notify.success(t('households.settings.saved'));
        }}
      >
        {() => (
          <>
            <HouseholdPreferencesFields />
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <SubmitButton>{t('common.actions.update')}</SubmitButton>
            </Stack>
          </>
        )}
      </Form>
    </Paper>
  );
}
