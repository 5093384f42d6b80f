import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { recipeAssetUrl } from '../lib/recipe-image-url';

/** Files attached to the recipe, each with a download link. */
export function RecipeAssets({ recipeId, assets }: { recipeId: string; assets: { name: string; fileName?: string | null }[] }) {
  const { t } = useTranslation();
  if (assets.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recipe-assets-title" sx={{ p: 2, displayPrint: 'none' }}>
      <Typography id="recipe-assets-title" variant="h6" component="h2">
        {t('recipe.assets.title')}
      </Typography>
      <List dense>
        {assets.map((asset) => (
          <ListItem
            key={asset.fileName ?? asset.name}
            disableGutters
            secondaryAction={
              asset.fileName && (
                <IconButton
                  component="a"
                  href={recipeAssetUrl(recipeId, asset.fileName)}
                  download
                  aria-label={t('recipe.assets.download', { name: asset.name })}
                >
                  <DownloadIcon />
                </IconButton>
              )
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <InsertDriveFileIcon />
            </ListItemIcon>
            <ListItemText primary={asset.name} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
