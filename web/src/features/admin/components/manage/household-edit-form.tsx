import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminHousehold } from '../../../../api/admin/get-household';
import { useUpdateHousehold } from '../../../../api/admin/update-household';
import { Form } from '../../../../components/ui/form/form';
import { FormCheckbox } from '../../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { notify } from '../../../../lib/notifications/notifications-store';
import { z } from '../../../../lib/zod';

const householdEditSchema = z.object({
  name: z.string().trim().min(1, 'common.validation.required').max(255, 'common.validation.tooLong'),
  privateHousehold: z.boolean(),
  lockRecipeEditsFromOtherHouseholds: z.boolean(),
  firstDayOfWeek: z.number().int().min(0).max(6),
  recipePublic: z.boolean(),
  recipeShowNutrition: z.boolean(),
  recipeShowAssets: z.boolean(),
  recipeLandscapeView: z.boolean(),
  recipeDisableComments: z.boolean(),
  recipeDisableAmount: z.boolean(),
});
type HouseholdEditInput = z.infer<typeof householdEditSchema>;

const RECIPE_DEFAULTS = [
  {
    name: 'recipePublic',
    label: 'admin.manage.households.prefs.recipePublic',
    description: 'admin.manage.households.prefs.recipePublicDescription',
  },
  {
    name: 'recipeShowNutrition',
    label: 'admin.manage.households.prefs.recipeShowNutrition',
    description: 'admin.manage.households.prefs.recipeShowNutritionDescription',
  },
  {
    name: 'recipeShowAssets',
    label: 'admin.manage.households.prefs.recipeShowAssets',
    description: 'admin.manage.households.prefs.recipeShowAssetsDescription',
  },
  {
    name: 'recipeLandscapeView',
    label: 'admin.manage.households.prefs.recipeLandscapeView',
    description: 'admin.manage.households.prefs.recipeLandscapeViewDescription',
  },
  {
    name: 'recipeDisableComments',
    label: 'admin.manage.households.prefs.recipeDisableComments',
    description: 'admin.manage.households.prefs.recipeDisableCommentsDescription',
  },
  {
    name: 'recipeDisableAmount',
    label: 'admin.manage.households.prefs.recipeDisableAmount',
    description: 'admin.manage.households.prefs.recipeDisableAmountDescription',
  },
] as const;
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function formValues(household: AdminHousehold): HouseholdEditInput {
  const { id: _id, ...preferences } = household.preferences;
  return { name: household.name, ...preferences };
}

/** §8.3 rename a household and edit its preferences (the §5.3 form, as fields). */
export function HouseholdEditForm({ household }: { household: AdminHousehold }) {
  const { t, i18n } = useTranslation();
  const updateHousehold = useUpdateHousehold();
  // 2023-01-01 was a Sunday: day 0 as the server counts.
  const dayName = (day: number) => new Date(2023, 0, 1 + day).toLocaleDateString(i18n.language, { weekday: 'long' });
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
            <FormCheckbox<HouseholdEditInput>
              name="privateHousehold"
              label={t('admin.manage.households.prefs.privateHousehold')}
              description={t('admin.manage.households.prefs.privateHouseholdDescription')}
            />
            <FormCheckbox<HouseholdEditInput>
              name="lockRecipeEditsFromOtherHouseholds"
              label={t('admin.manage.households.prefs.lockRecipeEditsFromOtherHouseholds')}
              description={t('admin.manage.households.prefs.lockRecipeEditsFromOtherHouseholdsDescription')}
            />
            <FormTextField<HouseholdEditInput>
              name="firstDayOfWeek"
              label={t('admin.manage.households.prefs.firstDayOfWeek')}
              select
              sx={{ maxWidth: 320 }}
            >
              {DAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {dayName(day)}
                </MenuItem>
              ))}
            </FormTextField>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {t('admin.manage.households.recipeDefaults')}
            </Typography>
            {RECIPE_DEFAULTS.map(({ name, label, description }) => (
              <FormCheckbox<HouseholdEditInput> key={name} name={name} label={t(label)} description={t(description)} />
            ))}
            <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <SubmitButton>{t('common.actions.update')}</SubmitButton>
            </Stack>
          </>
        )}
      </Form>
    </Paper>
  );
}
