import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NUTRITION_FIELDS, type NutritionValues, nutritionText } from '../lib/nutrition';

/** Only the nutrition values that are filled in, as written (a bare number with its unit). */
export function NutritionCard({ nutrition }: { nutrition: NutritionValues | null | undefined }) {
  const { t } = useTranslation();
  const rows = NUTRITION_FIELDS.filter((field) => nutrition?.[field.key]?.toString().trim());
  if (rows.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recipe-nutrition-title" sx={{ p: 2, breakInside: 'avoid' }}>
      <Typography id="recipe-nutrition-title" variant="h6" component="h2">
        {t('recipe.nutrition.title')}
      </Typography>
      <Table size="small">
        <TableBody>
          {rows.map((field) => (
            <TableRow key={field.key}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {t(field.label)}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                {nutritionText(nutrition?.[field.key], field.unit)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
