import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import type { RecipeAsset } from '../../../api/recipes/get-recipe';
import { recipeAssetUrl } from '../../../api/recipes/recipe-image-url';
import { assetIcon } from '../lib/asset-icons';

export interface AssetListProps {
  recipeId: string;
  assets: readonly RecipeAsset[];
  /** Given in edit mode: each asset gets a remove button. */
  onRemove?: (asset: RecipeAsset, index: number) => void;
}

/** The recipe's files: icon, name and a download link; a remove button when editing. */
export function AssetList({ recipeId, assets, onRemove }: AssetListProps) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={t('recipe.assets.title')} sx={{ py: 0 }}>
      {assets.map((asset, index) => {
        const Icon = assetIcon(asset.icon);
        return (
          <ListItem
            key={asset.fileName ?? `${asset.name}-${index}`}
            disableGutters
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                {asset.fileName && (
                  <IconButton
                    component="a"
                    href={recipeAssetUrl(recipeId, asset.fileName)}
                    download={asset.fileName}
                    aria-label={t('recipe.assets.download', { name: asset.name })}
                  >
                    <DownloadIcon />
                  </IconButton>
                )}
                {onRemove && (
                  <IconButton aria-label={t('recipe.assets.remove', { name: asset.name })} onClick={() => onRemove(asset, index)}>
                    <DeleteIcon />
                  </IconButton>
                )}
              </Box>
            }
            sx={{ pr: onRemove ? 12 : 6 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={asset.name} secondary={asset.fileName} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        );
      })}
    </List>
  );
}
