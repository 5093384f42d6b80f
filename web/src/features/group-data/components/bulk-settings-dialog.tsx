import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const RECIPE_SETTING_KEYS = ['public', 'showNutrition', 'showAssets', 'landscapeView', 'disableComments', 'disableAmount'] as const;
export type RecipeSettingKey = (typeof RECIPE_SETTING_KEYS)[number];
export type RecipeSettingValues = Record<RecipeSettingKey, boolean>;

const labels: Record<RecipeSettingKey, string> = {
  public: 'groupData.recipes.settings.public',
  showNutrition: 'groupData.recipes.settings.showNutrition',
  showAssets: 'groupData.recipes.settings.showAssets',
  landscapeView: 'groupData.recipes.settings.landscapeView',
  disableComments: 'groupData.recipes.settings.disableComments',
  disableAmount: 'groupData.recipes.settings.disableAmount',
};

const initial: RecipeSettingValues = {
  public: true,
  showNutrition: false,
  showAssets: false,
  landscapeView: false,
  disableComments: false,
  disableAmount: true,
};

export interface BulkSettingsDialogProps {
  count: number;
  onClose: () => void;
  onApply: (settings: RecipeSettingValues) => Promise<unknown>;
}

/** Bulk "update settings": the same switches as a recipe's settings, applied to all selected. */
export function BulkSettingsDialog({ count, onClose, onApply }: BulkSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [settings, setSettings] = useState(initial);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await onApply(settings);
      onClose();
    } catch {
      // Shown by the API client; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('groupData.recipes.settingsTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('groupData.recipes.settingsMessage', { count })}</DialogContentText>
          <FormGroup>
            {RECIPE_SETTING_KEYS.map((key) => (
              <FormControlLabel
                key={key}
                label={t(labels[key])}
                control={<Switch checked={settings[key]} onChange={(event) => setSettings({ ...settings, [key]: event.target.checked })} />}
              />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('groupData.recipes.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
