import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { RecipeAsset } from '../../../api/recipes/get-recipe';
import { AssetList } from './asset-list';

/** Files attached to the recipe, each with a download link. */
export function RecipeAssets({ recipeId, assets }: { recipeId: string; assets: readonly RecipeAsset[] }) {
  const { t } = useTranslation();
  if (assets.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recipe-assets-title" sx={{ p: 2, displayPrint: 'none' }}>
      <Typography id="recipe-assets-title" variant="h6" component="h2">
        {t('recipe.assets.title')}
      </Typography>
      <AssetList recipeId={recipeId} assets={assets} />
    </Paper>
  );
}
