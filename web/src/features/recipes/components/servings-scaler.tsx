import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { scaleYield } from '../lib/recipe-yield';

export interface ServingsScalerProps {
  recipeYield: string | null | undefined;
  /** What the recipe makes as written. */
  originalServings: number;
  /** Chosen servings; the scale is servings ÷ `originalServings`. */
  servings: number;
  onServingsChange: (servings: number) => void;
}

/** −/+ buttons and a number field over the yield text, which shows the scaled amount. */
export function ServingsScaler({ recipeYield, originalServings: original, servings, onServingsChange }: ServingsScalerProps) {
  const { t } = useTranslation();
  const scale = servings / original;
  return (
    // Only the scaled yield is printed; the controls are not.
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        '@media print': { '& > :not([data-testid])': { display: 'none' } },
      }}
    >
      <IconButton
        aria-label={t('recipe.scaler.decrease')}
        onClick={() => onServingsChange(Math.max(1, servings - 1))}
        disabled={servings <= 1}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        size="small"
        type="number"
        label={t('recipe.scaler.servings')}
        value={Number.isInteger(servings) ? servings : Number(servings.toFixed(3))}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (Number.isFinite(value) && value > 0) onServingsChange(value);
        }}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'decimal' } }}
        sx={{ width: 110 }}
      />
      <IconButton aria-label={t('recipe.scaler.increase')} onClick={() => onServingsChange(Math.floor(servings) + 1)}>
        <AddIcon />
      </IconButton>
      {servings !== original && (
        <IconButton aria-label={t('recipe.scaler.reset')} onClick={() => onServingsChange(original)}>
          <RestartAltIcon />
        </IconButton>
      )}
      <Typography aria-live="polite" data-testid="scaled-yield" sx={{ fontWeight: 500 }}>
        {scaleYield(recipeYield, scale)}
      </Typography>
    </Box>
  );
}
