import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';

export interface RecipeSettingsValue {
  public?: boolean | null;
  showNutrition?: boolean | null;
  showAssets?: boolean | null;
  landscapeView?: boolean | null;
  disableComments?: boolean | null;
  disableAmount?: boolean | null;
  locked?: boolean | null;
}

const SWITCHES = [
  { key: 'public', label: 'recipe.settings.public' },
  { key: 'showNutrition', label: 'recipe.settings.showNutrition' },
  { key: 'showAssets', label: 'recipe.settings.showAssets' },
  { key: 'landscapeView', label: 'recipe.settings.landscapeView' },
  { key: 'disableComments', label: 'recipe.settings.disableComments' },
  { key: 'disableAmount', label: 'recipe.settings.disableAmount' },
  { key: 'locked', label: 'recipe.settings.locked' },
] as const;

/** The recipe's switches; only the caller the server allows (its owner) may lock it (domain.md §2.2). */
export function RecipeSettingsFields({
  settings,
  canLock,
  onChange,
}: {
  settings: RecipeSettingsValue;
  canLock: boolean;
  onChange: (settings: RecipeSettingsValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {SWITCHES.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          label={t(label)}
          disabled={key === 'locked' && !canLock}
          control={<Switch checked={settings[key] === true} onChange={(event) => onChange({ ...settings, [key]: event.target.checked })} />}
        />
      ))}
    </FormGroup>
  );
}
