import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeAsset } from '../../../api/recipes/get-recipe';
import { useUploadRecipeAsset } from '../../../api/recipes/upload-recipe-asset';
import { ASSET_ICONS, DEFAULT_ASSET_ICON } from '../lib/asset-icons';

export interface AssetUploadDialogProps {
  open: boolean;
  slug: string;
  onClose: () => void;
  /** Called with the stored asset once the server has it. */
  onUploaded: (asset: RecipeAsset) => void;
}

/** Name, icon and file of a new asset; the file is uploaded when the form is sent. */
export function AssetUploadDialog({ open, slug, onClose, onUploaded }: AssetUploadDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const iconLabelId = useId();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState<string>(DEFAULT_ASSET_ICON);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadRecipeAsset({
    mutationConfig: {
      onSuccess: (asset) => {
        onUploaded(asset);
        setName('');
        setIcon(DEFAULT_ASSET_ICON);
        setFile(null);
        onClose();
      },
    },
  });
  const ready = name.trim() !== '' && file !== null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles events through portals: without this the recipe editor's own form would submit too.
          event.stopPropagation();
          if (ready) upload.mutate({ slug, name: name.trim(), icon, file });
        }}
      >
        <DialogTitle id={titleId}>{t('recipe.assets.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField required label={t('recipe.assets.name')} value={name} onChange={(event) => setName(event.target.value)} />
          <Box>
            <Typography id={iconLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('recipe.assets.icon')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-labelledby={iconLabelId}
              value={icon}
              onChange={(_event, value: string | null) => {
                if (value) setIcon(value);
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {ASSET_ICONS.map(({ value, labelKey, Icon }) => (
                <ToggleButton key={value} value={value} aria-label={t(labelKey)} title={t(labelKey)}>
                  <Icon />
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t('recipe.assets.chooseFile')}
              <input
                hidden
                type="file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  // The file's own name is a sensible default for the asset's name.
                  if (chosen && !name.trim()) setName(chosen.name.replace(/\.[^.]+$/, ''));
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file ? file.name : t('recipe.assets.noFile')}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || upload.isPending}>
            {upload.isPending ? t('recipe.editor.uploading') : t('recipe.assets.upload')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
