import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/ingredients/fractions';
import type { RecipeChoices } from '../lib/recipe-ingredient-choices';

export interface RecipeIngredientsStepProps {
  recipes: RecipeChoices[];
  ticked: ReadonlySet<string>;
  onToggle: (key: string, checked: boolean) => void;
  onAll: (checked: boolean) => void;
}

/**
 * Step 2 of §3.3: per recipe (its name, and the quantity when above 1), the ingredients under
 * their section titles in two columns, each a checkbox named by its scaled text.
 */
export function RecipeIngredientsStep({ recipes, ticked, onToggle, onAll }: RecipeIngredientsStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => onAll(true)}>
          {t('shopping.addRecipes.checkAll')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onAll(false)}>
          {t('shopping.addRecipes.uncheckAll')}
        </Button>
      </Box>
      {recipes.map((recipe) => (
        <Box component="section" key={recipe.recipeId} aria-label={recipe.name} sx={{ mt: 2 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {recipe.name}
            {recipe.scale > 1 && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {t('shopping.addRecipes.quantity', { quantity: formatDecimal(recipe.scale) })}
              </Typography>
            )}
          </Typography>
          {recipe.sections.length === 0 && <Typography color="text.secondary">{t('shopping.addRecipes.noIngredients')}</Typography>}
          {recipe.sections.map((section) => (
            <Box key={section.choices[0]?.key ?? section.title} sx={{ mt: 1 }}>
              {section.title && (
                <>
                  <Typography variant="subtitle2" component="h4">
                    {section.title}
                  </Typography>
                  <Divider />
                </>
              )}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                {section.choices.map((choice) => (
                  <Box key={choice.key} sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
                    <FormControlLabel
                      control={
                        <Checkbox checked={ticked.has(choice.key)} onChange={(event) => onToggle(choice.key, event.target.checked)} />
                      }
                      label={choice.text}
                      sx={{ mr: 1, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                    />
                    {choice.onHand && (
                      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {t('shopping.addRecipes.onHand')}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </>
  );
}
