import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from '../../../lib/zod';
import { FormCheckbox } from '../form/form-checkbox';
import { FormTextField } from '../form/form-text-field';

/** A household's preferences as form fields (screens.md §5.3), shared by the household settings and the admin's household page. */
export const householdPreferencesShape = {
  privateHousehold: z.boolean(),
  lockRecipeEditsFromOtherHouseholds: z.boolean(),
  firstDayOfWeek: z.number().int().min(0).max(6),
  recipePublic: z.boolean(),
  recipeShowNutrition: z.boolean(),
  recipeShowAssets: z.boolean(),
  recipeLandscapeView: z.boolean(),
  recipeDisableComments: z.boolean(),
  recipeDisableAmount: z.boolean(),
};

export type HouseholdPreferencesInput = z.infer<z.ZodObject<typeof householdPreferencesShape>>;

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

/** The fields, inside a `Form` whose schema includes `householdPreferencesShape`. */
export function HouseholdPreferencesFields({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  // 2023-01-01 was a Sunday: day 0 as the server counts.
  const dayName = (day: number) => new Date(2023, 0, 1 + day).toLocaleDateString(i18n.language, { weekday: 'long' });
  return (
    <>
      <FormCheckbox<HouseholdPreferencesInput>
        name="privateHousehold"
        label={t('households.settings.prefs.privateHousehold')}
        description={t('households.settings.prefs.privateHouseholdDescription')}
      />
      <FormCheckbox<HouseholdPreferencesInput>
        name="lockRecipeEditsFromOtherHouseholds"
        label={t('households.settings.prefs.lockRecipeEditsFromOtherHouseholds')}
        description={t('households.settings.prefs.lockRecipeEditsFromOtherHouseholdsDescription')}
      />
      <FormTextField<HouseholdPreferencesInput>
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
      <Typography variant={headingLevel === 2 ? 'h6' : 'subtitle1'} component={`h${headingLevel}`} sx={{ mt: 2 }}>
        {t('households.settings.recipeDefaults')}
      </Typography>
      {RECIPE_DEFAULTS.map(({ name, label, description }) => (
        <FormCheckbox<HouseholdPreferencesInput> key={name} name={name} label={t(label)} description={t(description)} />
      ))}
    </>
  );
}
