import CasinoIcon from '@mui/icons-material/Casino';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { isHexColor, LABEL_SWATCHES, randomColor, textColorOn } from '../lib/label-color';

export interface ColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  error?: boolean;
  helperText?: string;
}

/** §6.2 label colour: a hex text field, a row of swatches and a random-colour button. */
export function ColorPicker({ value, onChange, error, helperText }: ColorPickerProps) {
  const { t } = useTranslation();
  const random = t('groupData.colorPicker.random');
  return (
    <Box>
      <TextField
        fullWidth
        margin="normal"
        label={t('groupData.colorPicker.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        helperText={helperText}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden
                  sx={{
                    width: 20,
                    height: 20,
                    borderRadius: '50%',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: isHexColor(value) ? value : 'transparent',
                  }}
                />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={random}>
                  <IconButton aria-label={random} onClick={() => onChange(randomColor())} edge="end">
                    <CasinoIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box role="group" aria-label={t('groupData.colorPicker.swatches')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {LABEL_SWATCHES.map((swatch) => {
          const selected = value.toUpperCase() === swatch;
          return (
            <ButtonBase
              key={swatch}
              aria-label={swatch}
              aria-pressed={selected}
              onClick={() => onChange(swatch)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: swatch,
                color: textColorOn(swatch),
                border: 1,
                borderColor: 'divider',
              }}
            >
              {selected && <CheckIcon fontSize="small" />}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
