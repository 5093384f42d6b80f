import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeAsset } from '../../../api/recipes/get-recipe';
import { AssetList } from './asset-list';
import { AssetUploadDialog } from './asset-upload-dialog';

export interface AssetEditorProps {
  recipeId: string;
  slug: string;
  assets: readonly RecipeAsset[];
  /** The list without a removed asset; its file is deleted when the recipe is saved without it. */
  onRemove: (assets: RecipeAsset[]) => void;
  /** A new asset, already stored by the server. */
  onUploaded: (asset: RecipeAsset) => void;
}

/** Edit mode's assets: upload a file (stored at once), list, download, remove (on save). */
export function AssetEditor({ recipeId, slug, assets, onRemove, onUploaded }: AssetEditorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {assets.length === 0 ? (
        <Typography color="text.secondary">{t('recipe.assets.empty')}</Typography>
      ) : (
        <AssetList recipeId={recipeId} assets={assets} onRemove={(_asset, index) => onRemove(assets.filter((_, i) => i !== index))} />
      )}
      <Box>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => setAdding(true)}>
          {t('recipe.assets.add')}
        </Button>
      </Box>
      {adding && <AssetUploadDialog open slug={slug} onClose={() => setAdding(false)} onUploaded={onUploaded} />}
    </Box>
  );
}
