import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseholdPreferences } from '../../../api/households/get-household-preferences';
import { useUpdateHouseholdPreferences } from '../../../api/households/update-household-preferences';
import { Form } from '../../../components/ui/form/form';
import { FormCheckbox } from '../../../components/ui/form/form-checkbox';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notify } from '../../../lib/notifications/notifications-store';
import { z } from '../../../lib/zod';

const preferencesSchema = z.object({
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
type PreferencesInput = z.infer<typeof preferencesSchema>;

const RECIPE_DEFAULTS = [
  {
    name: 'recipePublic',
    label: 'households.settings.prefs.recipePublic',
    description: 'households.settings.prefs.recipePublicDescription',
  },
  {
    name: 'recipeShowNutrition',
    label: 'households.settings.prefs.recipeShowNutrition',
    description: 'households.settings.prefs.recipeShowNutritionDescription',
  },
  {
    name: 'recipeShowAssets',
    label: 'households.settings.prefs.recipeShowAssets',
    description: 'households.settings.prefs.recipeShowAssetsDescription',
  },
  {
    name: 'recipeLandscapeView',
    label: 'households.settings.prefs.recipeLandscapeView',
    description: 'households.settings.prefs.recipeLandscapeViewDescription',
  },
  {
    name: 'recipeDisableComments',
    label: 'households.settings.prefs.recipeDisableComments',
    description: 'households.settings.prefs.recipeDisableCommentsDescription',
  },
  {
    name: 'recipeDisableAmount',
    label: 'households.settings.prefs.recipeDisableAmount',
    description: 'households.settings.prefs.recipeDisableAmountDescription',
  },
] as const;
const DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function formValues({ id: _id, ...preferences }: HouseholdPreferences): PreferencesInput {
  return preferences;
}

/** §5.3 the household's preferences: privacy, edit lock, first day of week and recipe defaults. */
export function HouseholdPreferencesForm({ preferences }: { preferences: HouseholdPreferences }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateHouseholdPreferences();
  // 2023-01-01 was a Sunday: day 0 as the server counts.
  const dayName = (day: number) => new Date(2023, 0, 1 + day).toLocaleDateString(i18n.language, { weekday: 'long' });
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
            <FormCheckbox<PreferencesInput>
              name="privateHousehold"
              label={t('households.settings.prefs.privateHousehold')}
              description={t('households.settings.prefs.privateHouseholdDescription')}
            />
            <FormCheckbox<PreferencesInput>
              name="lockRecipeEditsFromOtherHouseholds"
              label={t('households.settings.prefs.lockRecipeEditsFromOtherHouseholds')}
              description={t('households.settings.prefs.lockRecipeEditsFromOtherHouseholdsDescription')}
            />
            <FormTextField<PreferencesInput>
              name="firstDayOfWeek"
              label={t('households.settings.prefs.firstDayOfWeek')}
              select
              sx={{ maxWidth: 320 }}
            >
              {DAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {dayName(day)}
                </MenuItem>
              ))}
            </FormTextField>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {t('households.settings.recipeDefaults')}
            </Typography>
            {RECIPE_DEFAULTS.map(({ name, label, description }) => (
              <FormCheckbox<PreferencesInput> key={name} name={name} label={t(label)} description={t(description)} />
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
