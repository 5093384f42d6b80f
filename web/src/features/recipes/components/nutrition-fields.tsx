import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS, type NutritionValues } from '../lib/nutrition';

/**
 * One text field per nutrition value. Mealie stores them as text with their unit ("375kcal",
 * "27g"), which a number field could neither show nor keep, so they are edited as written.
 */
export function NutritionFields({ nutrition, onChange }: { nutrition: NutritionValues; onChange: (nutrition: NutritionValues) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
      {NUTRITION_FIELDS.map((field) => (
        <TextField
          key={field.key}
          size="small"
          label={t(field.label)}
          placeholder={t('recipe.nutrition.placeholder', { unit: field.unit })}
          value={nutrition[field.key] ?? ''}
          onChange={(event) => onChange({ ...nutrition, [field.key]: event.target.value || null })}
        />
      ))}
    </Box>
  );
}
