import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const lineOf = (item: unknown) =>
  typeof item === 'string' ? item : text((item as { note?: unknown; text?: unknown }).note ?? (item as { text?: unknown }).text);
const titleOf = (item: unknown) => (typeof item === 'object' && item !== null ? text((item as { title?: unknown }).title) : '');

/** The scraper's findings laid out as a recipe: the fields an import would save. */
export function ScrapedRecipePreview({ recipe }: { recipe: Record<string, unknown> }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('recipeImport.debug.fields.yield'), text(recipe.recipeYield)],
    [t('recipeImport.debug.fields.prepTime'), text(recipe.prepTime)],
    [t('recipeImport.debug.fields.cookTime'), text(recipe.performTime)],
    [t('recipeImport.debug.fields.totalTime'), text(recipe.totalTime)],
    [t('recipeImport.debug.fields.categories'), list(recipe.recipeCategory).map(String).join(', ')],
    [t('recipeImport.debug.fields.tags'), list(recipe.tags).map(String).join(', ')],
    [t('recipeImport.debug.fields.image'), text(recipe.image)],
  ];
  return (
    <Box data-testid="scrape-preview">
      <Typography variant="h6" component="h2">
        {text(recipe.name) || t('recipeImport.debug.noName')}
      </Typography>
      {text(recipe.description) && <Typography sx={{ mb: 1 }}>{text(recipe.description)}</Typography>}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '–'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3">
        {t('recipeImport.debug.fields.ingredients', { count: list(recipe.recipeIngredient).length })}
      </Typography>
      <Box component="ul" sx={{ mt: 0 }}>
        {list(recipe.recipeIngredient).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: scraped lines may repeat and never move
          <li key={index}>
            {titleOf(item) && <strong>{titleOf(item)}: </strong>}
            {lineOf(item)}
          </li>
        ))}
      </Box>
      <Typography variant="subtitle1" component="h3">
        {t('recipeImport.debug.fields.instructions', { count: list(recipe.recipeInstructions).length })}
      </Typography>
      <Box component="ol" sx={{ mt: 0 }}>
        {list(recipe.recipeInstructions).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: scraped steps may repeat and never move
          <li key={index}>
            {titleOf(item) && <strong>{titleOf(item)}: </strong>}
            {lineOf(item)}
          </li>
        ))}
      </Box>
    </Box>
  );
}
