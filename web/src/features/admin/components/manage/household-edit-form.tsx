import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminHousehold } from '../../../../api/admin/get-household';
import { useUpdateHousehold } from '../../../../api/admin/update-household';
import { Form } from '../../../../components/ui/form/form';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import {
  HouseholdPreferencesFields,
  householdPreferencesShape,
} from '../../../../components/ui/household-preferences/household-preferences-fields';
import { notify } from '../../../../lib/notifications/notifications-store';
import { z } from '../../../../lib/zod';

const householdEditSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  ...householdPreferencesShape,
});
type HouseholdEditInput = z.infer<typeof householdEditSchema>;

function formValues(household: AdminHousehold): HouseholdEditInput {
  const { id: _id, ...preferences } = household.preferences;
  return { name: household.name, ...preferences };
}

/** §8.3 rename a household and edit its preferences (the §5.3 form, as fields). */
export function HouseholdEditForm({ household }: { household: AdminHousehold }) {
  const { t } = useTranslation();
  const updateHousehold = useUpdateHousehold();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="body2" color="text.secondary">
        {t('admin.manage.households.inGroup', { group: household.group })}
      </Typography>
      <Form
        key={household.id}
        schema={householdEditSchema}
        defaultValues={formValues(household)}
        aria-label={t('admin.manage.households.editTitle')}
        onSubmit={async ({ name, ...preferences }, form) => {
          const data = { id: household.id, groupId: household.groupId, name, preferences };
          const updated = await updateHousehold.mutateAsync({ id: household.id, data });
          form.reset(formValues(updated));
          notify.success(t('admin.manage.updated', { name: updated.name }));
        }}
      >
        {() => (
          <>
            <FormTextField<HouseholdEditInput> name="name" label={t('admin.manage.fields.name')} required />
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {t('admin.manage.households.preferences')}
            </Typography>
            <HouseholdPreferencesFields headingLevel={3} />
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <SubmitButton>{t('common.actions.update')}</SubmitButton>
            </Stack>
          </>
        )}
      </Form>
    </Paper>
  );
}
