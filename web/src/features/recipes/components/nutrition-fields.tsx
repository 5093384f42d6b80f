import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS, type NutritionValues } from '../lib/nutrition';

/** One number field per nutrition value, with its unit. */
export function NutritionFields({ nutrition, onChange }: { nutrition: NutritionValues; onChange: (nutrition: NutritionValues) => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}>
      {NUTRITION_FIELDS.map((field) => (
        <TextField
          key={field.key}
          size="small"
          type="number"
          label={`${t(field.label)} (${field.unit})`}
          value={nutrition[field.key] ?? ''}
          onChange={(event) => onChange({ ...nutrition, [field.key]: event.target.value || null })}
          slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        />
      ))}
    </Box>
  );
}
