import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FoodOrUnitKind } from '../../../../api/foods/food-or-unit';
import type { Food } from '../../../../api/foods/get-foods';
import type { RecipeIngredient } from '../../../../api/recipes/get-recipe';
import type { Unit } from '../../../../api/units/get-units';
import { ConfidenceChip } from '../../../../components/ui/confidence-chip/confidence-chip';
import { FoodUnitPicker } from '../../../../components/ui/food-unit-picker/food-unit-picker';
import { needsReview, type ParsedRow } from '../../lib/parsed-rows';

export interface ParsedIngredientPanelProps {
  row: ParsedRow;
  number: number;
  onChange: (row: ParsedRow) => void;
  onRemove: () => void;
  onCreate: (kind: FoodOrUnitKind, name: string) => void;
  creating: boolean;
}

/** One parsed line: the raw text and confidence in the header, the editable fields inside. Lines that need a look start open. */
export function ParsedIngredientPanel({ row, number, onChange, onRemove, onCreate, creating }: ParsedIngredientPanelProps) {
  const { t } = useTranslation();
  const review = needsReview(row);
  const update = (patch: Partial<RecipeIngredient>) => onChange({ ...row, ingredient: { ...row.ingredient, ...patch } });
  const headingId = `parsed-ingredient-${row.ingredient.referenceId}`;
  return (
    <Accordion defaultExpanded={review} disableGutters variant="outlined" data-testid="parsed-ingredient">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={headingId}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', minWidth: 0 }}>
          <Typography sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
            {row.input || t('recipe.parser.emptyLine', { number })}
          </Typography>
          {review ? (
            <WarningAmberIcon color="warning" titleAccess={t('recipe.parser.needsReview')} />
          ) : (
            <CheckCircleIcon color="success" titleAccess={t('recipe.parser.looksRight')} />
          )}
          {row.confidence !== null && <ConfidenceChip value={row.confidence} />}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <TextField
            size="small"
            type="number"
            label={t('recipe.editor.quantity')}
            value={row.ingredient.quantity ?? ''}
            onChange={(event) => update({ quantity: event.target.value === '' ? 0 : Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': t('recipe.editor.quantityOf', { number }) } }}
            sx={{ width: 90 }}
          />
          <TextField
            size="small"
            type="number"
            label={t('recipe.editor.maxQuantity')}
            value={row.ingredient.maxQuantity ?? ''}
            onChange={(event) => update({ maxQuantity: event.target.value === '' ? null : Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 0, step: 'any', 'aria-label': t('recipe.editor.maxQuantityOf', { number }) } }}
            sx={{ width: 90 }}
          />
          <FoodUnitPicker
            kind="units"
            label={t('recipe.editor.unit')}
            value={(row.ingredient.unit as Unit | null) ?? null}
            onChange={(unit) =>
              onChange({ ...row, missingUnit: null, ingredient: { ...row.ingredient, unit: unit as RecipeIngredient['unit'] } })
            }
          />
          <FoodUnitPicker
            kind="foods"
            label={t('recipe.editor.food')}
            value={(row.ingredient.food as Food | null) ?? null}
            onChange={(food) =>
              onChange({ ...row, missingFood: null, ingredient: { ...row.ingredient, food: food as RecipeIngredient['food'] } })
            }
          />
          <TextField
            size="small"
            label={t('recipe.editor.note')}
            value={row.ingredient.note ?? ''}
            onChange={(event) => update({ note: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': t('recipe.editor.noteOf', { number }) } }}
            sx={{ flex: '2 1 160px' }}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          {row.missingUnit && (
            <Button
              size="small"
              color="warning"
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={creating}
              onClick={() => onCreate('units', row.missingUnit ?? '')}
            >
              {t('recipe.parser.createUnit', { name: row.missingUnit })}
            </Button>
          )}
          {row.missingFood && (
            <Button
              size="small"
              color="warning"
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={creating}
              onClick={() => onCreate('foods', row.missingFood ?? '')}
            >
              {t('recipe.parser.createFood', { name: row.missingFood })}
            </Button>
          )}
          <Button size="small" color="inherit" startIcon={<DeleteIcon />} onClick={onRemove} sx={{ ml: 'auto' }}>
            {t('recipe.parser.removeLine', { number })}
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
