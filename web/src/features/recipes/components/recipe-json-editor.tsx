import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { RecipeJsonError } from '../lib/parse-recipe-json';

export interface RecipeJsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Checks the text and takes it into the form; the error, if any, is shown above the text. */
  onApply: () => void;
  error: RecipeJsonError | null;
}

/** The whole recipe as editable JSON in a monospaced text area (screens.md §3.2, "Edit-JSON"). */
export function RecipeJsonEditor({ value, onChange, onApply, error }: RecipeJsonEditorProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('recipe.json.title')} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      {error && <Alert severity="error">{t(error.key, error.values)}</Alert>}
      <TextField
        label={t('recipe.json.label')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={16}
        maxRows={40}
        fullWidth
        error={error !== null}
        helperText={t('recipe.json.hint')}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            autoCapitalize: 'off',
            autoCorrect: 'off',
            style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' },
          },
        }}
      />
      <Box>
        <Button variant="outlined" onClick={onApply}>
          {t('recipe.json.apply')}
        </Button>
      </Box>
    </Box>
  );
}
