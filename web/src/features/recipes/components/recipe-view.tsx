import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../../../api/recipes/get-recipe';
import { CopyButton } from '../../../components/ui/copy-button/copy-button';
import { paths } from '../../../config/paths';
import { ingredientsAsText } from '../../../lib/ingredients/ingredient-display';
import { baseServings } from '../lib/recipe-yield';
import { CookModeDialog } from './cook-mode-dialog';
import { IngredientChecklist } from './ingredient-checklist';
import { NutritionCard } from './nutrition-card';
import { OrganizerChips } from './organizer-chips';
import { RecipeActionBar, type RecipeActionBarProps } from './recipe-action-bar';
import { RecipeAssets } from './recipe-assets';
import { RecipeHeader } from './recipe-header';
import { RecipeNotes } from './recipe-notes';
import { RecipeSteps } from './recipe-steps';
import { ServingsScaler } from './servings-scaler';

export interface RecipeViewProps {
  recipe: Recipe;
  groupSlug: string;
  /** Buttons of the action bar other than cook mode (left out for visitors). */
  actions?: Omit<RecipeActionBarProps, 'onCook' | 'onAddToShoppingList'> & {
    /** Called with the servings scale chosen on the page. */
    onAddToShoppingList?: (scale: number) => void;
  };
  /** Rating and last-made line under the name. */
  headerExtras?: ReactNode;
  /** Comments and the like, below everything. */
  footer?: ReactNode;
}

/** The recipe as a cook reads it: two columns on desktop, ingredients above steps on a phone. */
export function RecipeView({ recipe, groupSlug, actions, headerExtras, footer }: RecipeViewProps) {
  const { t } = useTranslation();
  // Mealie v2 keeps servings in their own field; older recipes only have the yield text.
  const originalServings = recipe.recipeServings > 0 ? recipe.recipeServings : baseServings(recipe.recipeYield);
  const [servings, setServings] = useState(originalServings);
  const [cooking, setCooking] = useState(false);
  const scale = servings / originalServings;
  const addToShoppingList = actions?.onAddToShoppingList;
  const settings = recipe.settings;
  const disableAmount = settings?.disableAmount === true;
  const ingredients = recipe.recipeIngredient ?? [];
  const steps = recipe.recipeInstructions ?? [];
  const homeFiltered = (kind: 'categories' | 'tags' | 'tools') => (slug: string) => paths.group.home.getHref(groupSlug, { [kind]: slug });

  return (
    <Box component="article" aria-label={recipe.name}>
      <RecipeActionBar
        {...actions}
        onAddToShoppingList={addToShoppingList ? () => addToShoppingList(scale) : undefined}
        onCook={() => setCooking(true)}
      />
      <RecipeHeader recipe={recipe}>{headerExtras}</RecipeHeader>
      {!disableAmount && (
        <ServingsScaler
          recipeYield={recipe.recipeYield}
          originalServings={originalServings}
          servings={servings}
          onServingsChange={setServings}
        />
      )}
      {disableAmount && recipe.recipeYield && <Typography sx={{ fontWeight: 500 }}>{recipe.recipeYield}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, gap: 3, mt: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" component="section" aria-labelledby="recipe-ingredients-title" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography id="recipe-ingredients-title" variant="h5" component="h2">
                {t('recipe.ingredients.title')}
              </Typography>
              <Box sx={{ displayPrint: 'none' }}>
                <CopyButton text={ingredientsAsText(ingredients, { scale, disableAmount })} size="small" />
              </Box>
            </Box>
            {ingredients.length === 0 ? (
              <Typography color="text.secondary">{t('recipe.ingredients.empty')}</Typography>
            ) : (
              <IngredientChecklist ingredients={ingredients} scale={scale} disableAmount={disableAmount} />
            )}
          </Paper>
          <OrganizerChips title={t('recipe.organizers.tools')} items={recipe.tools ?? []} href={homeFiltered('tools')} />
          <OrganizerChips title={t('recipe.organizers.categories')} items={recipe.recipeCategory ?? []} href={homeFiltered('categories')} />
          <OrganizerChips title={t('recipe.organizers.tags')} items={recipe.tags ?? []} href={homeFiltered('tags')} />
          {settings?.showNutrition && <NutritionCard nutrition={recipe.nutrition} />}
          {settings?.showAssets && <RecipeAssets recipeId={recipe.id} assets={recipe.assets ?? []} />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box component="section" aria-labelledby="recipe-steps-title">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography id="recipe-steps-title" variant="h5" component="h2">
                {t('recipe.steps.title')}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                onClick={() => setCooking(true)}
                sx={{ displayPrint: 'none' }}
                disabled={steps.length === 0}
              >
                {t('recipe.cook.open')}
              </Button>
            </Box>
            <RecipeSteps steps={steps} ingredients={ingredients} scale={scale} disableAmount={disableAmount} />
          </Box>
          <RecipeNotes notes={recipe.notes ?? []} />
          {recipe.orgURL && (
            <Button href={recipe.orgURL} target="_blank" rel="noopener noreferrer" sx={{ mt: 2, displayPrint: 'none' }}>
              {t('recipe.originalUrl')}
            </Button>
          )}
        </Box>
      </Box>
      {footer}
      <CookModeDialog
        open={cooking}
        onClose={() => setCooking(false)}
        recipeName={recipe.name}
        steps={steps}
        ingredients={ingredients}
        scale={scale}
        disableAmount={disableAmount}
      />
    </Box>
  );
}
